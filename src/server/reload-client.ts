// The script docgen serve injects into every page it serves: it reloads the
// page after a rebuild and shows a failed build's errors over it. Plain ES5 in
// a string, as it is inlined into pages as they are; everything from the build
// reaches the page as text (textContent), never as HTML.

/** The event that carries a failed build's messages on the live-reload channel; `data: reload` stays the plain message. */
export const BUILD_ERROR_EVENT = 'build-error';
/** The event that names the server's run on each connection: a page served by an earlier run of docgen serve reloads. */
export const SESSION_EVENT = 'session';

const OVERLAY_CSS = `
:host { all: initial; position: fixed; inset: 0; z-index: 2147483647; display: flex; justify-content: center; align-items: flex-start;
  box-sizing: border-box; padding: 10vh 16px 16px; overflow: auto; background: rgba(0, 0, 0, 0.45);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color-scheme: light; --bg: #ffffff; --fg: #1c1e21; --muted: #525860; --accent: #b71c1c; --code-bg: #fdf0f0; --code-border: #f1c4c4; }
:host([data-theme="dark"]) { color-scheme: dark; --bg: #1f2023; --fg: #e3e3e3; --muted: #b4b8bf; --accent: #ff7b7b; --code-bg: #2a1f21; --code-border: #5c3337; }
section { box-sizing: border-box; width: 100%; max-width: 960px; padding: 20px 24px 22px; background: var(--bg); color: var(--fg);
  border-top: 6px solid var(--accent); border-radius: 8px; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35); }
header { display: flex; align-items: center; justify-content: space-between; gap: 16px; margin-bottom: 12px; }
h2 { margin: 0; font-size: 20px; line-height: 1.3; color: var(--accent); }
ul { margin: 0; padding: 0; list-style: none; max-height: 60vh; overflow: auto; background: var(--code-bg); border: 1px solid var(--code-border); border-radius: 6px;
  font: 13.5px/1.55 ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
li { padding: 10px 14px; white-space: pre-wrap; overflow-wrap: anywhere; }
li + li { border-top: 1px solid var(--code-border); }
p { margin: 12px 0 0; font-size: 14px; color: var(--muted); }
button { flex: none; font: inherit; font-size: 14px; padding: 5px 12px; color: inherit; background: transparent; border: 1px solid var(--muted); border-radius: 6px; cursor: pointer; }
button:hover { background: var(--code-bg); }
button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
`;

/** `JSON.stringify`, safe inside a <script> element: `</script>` or `<!--` in a message cannot end it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const CLIENT = `(function (reloadPath, failure, session) {
  var css = ${scriptJson(OVERLAY_CSS)};
  var host, onKey;
  function hide() {
    if (!host) return;
    host.remove();
    document.removeEventListener('keydown', onKey);
    host = undefined;
  }
  function show(messages) {
    hide();
    host = document.createElement('docgen-build-error');
    // The site's colour mode; the system's on a page without one (the stand-in 404 page).
    var theme = document.documentElement.getAttribute('data-theme') || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    host.setAttribute('data-theme', theme);
    var root = host.attachShadow({ mode: 'open' });
    var style = document.createElement('style');
    style.textContent = css;
    var section = document.createElement('section');
    section.setAttribute('role', 'alert');
    section.setAttribute('aria-labelledby', 'title');
    var header = document.createElement('header');
    var heading = document.createElement('h2');
    heading.id = 'title';
    heading.textContent = messages.length > 1 ? 'Build failed: ' + messages.length + ' errors' : 'Build failed';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Dismiss';
    close.addEventListener('click', hide);
    header.append(heading, close);
    var list = document.createElement('ul');
    messages.forEach(function (message) {
      var item = document.createElement('li');
      item.textContent = message;
      list.append(item);
    });
    var hint = document.createElement('p');
    hint.textContent = 'Fix the file and save it: the page reloads once the build succeeds. Until then the site is served as it last built.';
    section.append(header, list, hint);
    root.append(style, section);
    onKey = function (event) { if (event.key === 'Escape') hide(); };
    document.addEventListener('keydown', onKey);
    document.body.appendChild(host);
  }
  var source = new EventSource(reloadPath);
  source.onmessage = function () { location.reload(); };
  source.addEventListener(${JSON.stringify(BUILD_ERROR_EVENT)}, function (event) { show(JSON.parse(event.data).messages); });
  // Connected again after docgen serve was restarted: the page may be older than the restart's build.
  source.addEventListener(${JSON.stringify(SESSION_EVENT)}, function (event) { if (event.data !== session) location.reload(); });
  if (failure) show(failure.messages);
})`;

/** A failed build, as the page is told of it. */
export interface BuildFailure {
  /** `file:line: message`, one per error. */
  messages: string[];
}

/** The <script> element for a page, with the failure current when it is served, if any, and the server's run. */
export function reloadClientScript(reloadPath: string, failure: BuildFailure | undefined, session: string): string {
  return `<script>${CLIENT}(${scriptJson(reloadPath)}, ${scriptJson(failure ?? null)}, ${scriptJson(session)});</script>`;
}
