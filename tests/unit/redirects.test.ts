import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/load-config.ts';
import { planRedirects, redirectFile, renderRedirectPage } from '../../src/output/redirects.ts';
import { BuildError, BuildErrors } from '../../src/shared/errors.ts';

const CONFIG_PATH = '/virtual/site/site.config.ts';
const PAGES = ['/sub/', '/sub/docs/intro', '/sub/docs/guides/setup', '/sub/general'];

function configWith(settings: Record<string, unknown>) {
  return validateConfig({ title: 'Redirects', url: 'https://example.test', baseUrl: '/sub/', docs: [{}], navbar: { items: [] }, ...settings }, CONFIG_PATH);
}

function messagesOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    return error instanceof BuildErrors ? error.errors.map((each) => each.message) : [(error as BuildError).message];
  }
  throw new Error('expected the redirects to be refused');
}

describe('planRedirects', () => {
  it('puts paths below the base URL, as Docusaurus does, and keeps a target’s fragment', () => {
    const config = configWith({ redirects: [{ from: ['/old-intro', 'docs/start/'], to: '/docs/intro#first' }, { from: '/chat', to: 'https://moodle.org/forums' }] });
    expect(planRedirects(config, PAGES, CONFIG_PATH)).toEqual([
      { from: '/sub/old-intro', to: '/sub/docs/intro#first' },
      { from: '/sub/docs/start', to: '/sub/docs/intro#first' },
      { from: '/sub/chat', to: 'https://moodle.org/forums' },
    ]);
  });

  it('takes the old paths createRedirects gives for each page, leaving out pages and paths already redirected', () => {
    const config = configWith({
      redirects: [{ from: '/docs/howto/setup', to: '/general' }],
      createRedirects: (path: string) => (path.startsWith('/docs/') ? [path.replace('/docs/', '/docs/howto/'), '/general'] : undefined),
    });
    expect(planRedirects(config, PAGES, CONFIG_PATH)).toEqual([
      { from: '/sub/docs/howto/setup', to: '/sub/general' },
      { from: '/sub/docs/howto/intro', to: '/sub/docs/intro' },
      { from: '/sub/docs/howto/guides/setup', to: '/sub/docs/guides/setup' },
    ]);
  });

  it('refuses a redirect from a page, or to a path no page answers, each at its line', () => {
    const config = configWith({ redirects: [{ from: '/docs/intro', to: '/general' }, { from: '/old', to: '/docs/moved-away' }] });
    expect(messagesOf(() => planRedirects(config, PAGES, CONFIG_PATH))).toEqual([
      'Redirect from "/docs/intro": a page of the site is there, which the redirect would replace.',
      'Redirect to "/docs/moved-away": no page of the site is there. A redirect leads to a page of the site, or to another site\'s URL.',
    ]);
  });

  it('reports a createRedirects that throws, or answers something other than paths', () => {
    const throwing = configWith({
      createRedirects: () => {
        throw new Error('no rule');
      },
    });
    expect(messagesOf(() => planRedirects(throwing, PAGES, CONFIG_PATH))).toEqual(['createRedirects failed on "/": no rule']);
    expect(messagesOf(() => planRedirects(configWith({ createRedirects: () => 7 }), PAGES, CONFIG_PATH))).toEqual(['createRedirects returned number for "/", where the old paths (text) belong.']);
  });
});

describe('a redirect page', () => {
  it('is the old path’s file, and leads on with a meta refresh and a script that keeps the query string and fragment', () => {
    const redirect = { from: '/sub/docs/start', to: '/sub/docs/intro' };
    expect(redirectFile(redirect, '/sub/', false)).toBe('docs/start.html');
    const html = renderRedirectPage(redirect);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/sub/docs/intro">');
    expect(html).toContain('<script>location.replace("/sub/docs/intro" + (location.search + location.hash));</script>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('escapes the target in the HTML and in the script', () => {
    const html = renderRedirectPage({ from: '/x', to: 'https://example.test/a?b="c"&d=</script>' });
    expect(html).toContain('url=https://example.test/a?b=&quot;c&quot;&amp;d=&lt;/script&gt;');
    expect(html).not.toMatch(/d=<\/script>/);
    expect(html).toContain("location.replace(\"https://example.test/a?b=\\\"c\\\"&d=\\u003c/script>\" + (''));");
  });
});
