// The base-URL issue banner. On the home page only, an inline script raises a
// flag that the client clears as soon as it starts. If the flag is still up
// when the document has loaded, the client never ran (typically a wrong
// baseUrl, so every asset 404s), and the banner explains what to check.
import { jsonForScript } from './html-escape.ts';

/** Docusaurus' ids for the box and its container, which a site's stylesheet may style. */
export const BASE_URL_BANNER_CONTAINER_ID = 'docusaurus-base-url-issue-banner-container';
/** Window property the inline script sets and the client entry clears. */
export const BASE_URL_ISSUE_FLAG = '__DOCGEN_BASE_URL_ISSUE__';

export function baseUrlBannerHtml(baseUrl: string): string {
  // Text goes in with textContent, so the current path can never become markup.
  const script = `(function(){window.${BASE_URL_ISSUE_FLAG}=true;document.addEventListener('DOMContentLoaded',function(){if(!window.${BASE_URL_ISSUE_FLAG})return;var c=document.getElementById('${BASE_URL_BANNER_CONTAINER_ID}');if(!c)return;var b=${jsonForScript(baseUrl)};var p=location.pathname;var s=p.slice(-1)==='/'?p:p+'/';var box=document.createElement('div');box.id='docusaurus-base-url-issue-banner';box.setAttribute('role','alert');box.style.cssText='border:4px solid red;padding:16px;margin:16px;background:#fff;color:#1c1e21;font-size:18px;font-family:system-ui,sans-serif';function para(t){var e=document.createElement('p');e.textContent=t;box.appendChild(e)}var h=document.createElement('strong');h.textContent='This site did not load properly.';box.appendChild(h);para('Its scripts and styles could not be loaded. This usually means that the site is served from a different path than the one it was built for.');para('The site was built with baseUrl "'+b+'". Check that the server serves it at that path, or rebuild with baseUrl "'+s+'" if that is where it lives.');c.appendChild(box)})})();`;
  return `<div id="${BASE_URL_BANNER_CONTAINER_ID}"></div><script>${script}</script>`;
}
