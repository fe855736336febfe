// Google's tags (gtag, Tag Manager), as Docusaurus's plugins add them: in
// every page `docgen build` writes, and in none that `docgen serve` answers,
// so that an author's previews are not counted.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, copyFixture, tempDir } from '../helpers/build.ts';
import { pageOnceItHas, startServe, stop, type ServeProcess } from '../helpers/serve-process.ts';

const TAGS = "gtag: { trackingID: ['G-FIRST1', 'G-SECOND2'], anonymizeIP: true },\n  googleTagManager: { containerId: 'GTM-CONTAIN' },\n  title: 'Mini Site',";

describe("Google's tags", () => {
  let site: string;
  let outDir: string;
  const page = (route: string) => readFile(path.join(outDir, `${route}.html`), 'utf8');

  beforeAll(async () => {
    site = await copyFixture('mini-site');
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini Site',", TAGS));
    outDir = path.join(await tempDir('analytics'), 'out');
    await build(config, outDir);
  });

  it('load gtag.js once, for the first ID, and configure each ID, in the head of every built page', async () => {
    for (const route of ['docs/apis/core/dml', 'docs', '404']) {
      const html = await page(route);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/googletagmanager\.com\/gtag\/js/g), route).toHaveLength(1);
      expect(head).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-FIRST1"></script>');
      expect(head).toContain(`gtag('config',"G-FIRST1",{"anonymize_ip":true});gtag('config',"G-SECOND2",{"anonymize_ip":true});`);
      // A page view for each address the client router shows after the first.
      expect(head).toContain(`window.addEventListener("docgen:route-update",function(){gtag('set','page_path',location.pathname+location.search+location.hash);gtag('event','page_view');});`);
      // One preconnect to each of Google's origins, though both tags use one.
      expect(head.match(/<link rel="preconnect" href="https:\/\/www\.googletagmanager\.com">/g), route).toHaveLength(1);
      expect(head).toContain('<link rel="preconnect" href="https://www.google-analytics.com">');
    }
  });

  it("load Tag Manager's container in the head, with its frame for readers without JavaScript first in the body", async () => {
    const html = await page('docs/apis/core/dml');
    expect(html).toContain(`s.src="https://www.googletagmanager.com/gtm.js?id=GTM-CONTAIN"`);
    expect(html).toContain("window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});");
    expect(html).toContain('<body>\n<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-CONTAIN" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>');
  });

  describe('in docgen serve', () => {
    let serve: ServeProcess | undefined;
    // Until it has exited: the temporary folders go after this block, and a serve still writing would leave them half removed.
    afterAll(() => stop(serve?.child));

    it('are left out of every page', async () => {
      serve = await startServe(site);
      const html = await pageOnceItHas(serve, '/docs/apis/core/dml', '</html>');
      expect(html).toContain('<title>');
      expect(html).not.toContain('googletagmanager');
      expect(html).not.toContain('gtag(');
      expect(await (await fetch(`${serve.origin}/docs`)).text()).not.toContain('googletagmanager');
    }, 120_000);
  });
});
