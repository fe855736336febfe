// A Docusaurus site's React pages and components as they are written for
// Docusaurus: the page wraps itself in @theme/Layout, reads the config with
// useDocusaurusContext, sets head tags with @docusaurus/Head and imports a
// component through @site/; page and component style themselves with CSS
// modules, one of which points at an image, and the component imports an
// image and requires an SVG as a component. The component is in an MDX doc
// too. Built, served, and read by Chromium as a reader moves between pages.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { followLink, observedPage } from '../helpers/browser.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

// A 1×1 PNG.
const BADGE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const REACT_PAGE = '/welcome';
const COMPONENT_DOC = '/docs/guides/features';
const PLAIN_DOC = '/docs/apis/core/dml';

const FILES: Record<string, string> = {
  'src/css/custom.css': `:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-color-primary-darkest: #205d3b;
  --ifm-font-family-monospace: 'Courier New', monospace;
  --ifm-code-font-size: 95%;
}
[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
  --ifm-color-primary-light: #29d5b0;
}
`,
  'content/pages/welcome.jsx': `import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Features from '@site/src/components/Features';
import styles from './welcome.module.css';

export default function Welcome() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={\`Welcome to \${siteConfig.title}\`} description="Where Moodle developers start" wrapperClassName="welcomeWrapper" noFooter>
      <Head>
        <meta name="keywords" content="moodle, plugins" />
      </Head>
      <header className={\`hero \${styles.banner}\`}>
        <h1 className="hero__title">{siteConfig.title}</h1>
        <Link className="button button--primary" to="/docs">Read the docs</Link>
      </header>
      <main>
        <Features />
      </main>
    </Layout>
  );
}
`,
  'content/pages/welcome.module.css': `.banner {
  text-align: center;
  background-image: url(./dots.svg);
}
`,
  'content/pages/dots.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="1" fill="#888"/></svg>\n',
  'src/components/Features.jsx': `import Link from '@docusaurus/Link';
import styles from './Features.module.css';
import badge from '@site/static/img/badge.png';

const Mountain = require('@site/static/img/mountain.svg').default;

export default function Features() {
  return (
    <section className={styles.features}>
      <Mountain className="featureSvg" role="img" title="Plugins" />
      <img src={badge} alt="Badge" />
      <Link className={styles.feature} to="/docs/apis/core/dml">Data manipulation</Link>
    </section>
  );
}
`,
  'static/img/mountain.svg': '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="60" viewBox="0 0 100 60"><path d="M0 60 L40 10 L100 60 Z" stroke-width="2" style="opacity:0.9"/></svg>\n',
  'src/components/Features.module.css': `.features {
  display: flex;
  gap: 12px;
}
.feature {
  font-weight: 700;
}
`,
  'content/docs/guides/features.mdx': `# Features

import Features from '@site/src/components/Features';

What the platform offers, read with \`$DB\` (see [the DML page](../01-apis/core/dml.md)):

<Features />
`,
};

/** The page's own stylesheets in the head, and how the component's list is laid out. */
function stylesOf(tab: Page) {
  return tab.evaluate(() => ({
    styleTags: document.head.querySelectorAll('style[data-docgen-head]').length,
    features: [...document.querySelectorAll('section')].filter((section) => section.className.startsWith('Features_')).map((section) => getComputedStyle(section).display),
  }));
}

/** The class of the shell's main wrapper, and how many footers the page shows. */
function shellOf(tab: Page): Promise<{ wrapper: string; footers: number }> {
  return tab.evaluate(() => ({ wrapper: document.querySelector('.main-wrapper')!.className, footers: document.querySelectorAll('footer.footer').length }));
}

describe("a Docusaurus site's React pages and components", () => {
  const fixture = servedFixtureInChromium('docusaurus-pages', async (site) => {
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), text);
    }
    await writeFile(path.join(site, 'static/img/badge.png'), BADGE_PNG);
    // The site's custom.css sets Infima's colours and fonts, as Docusaurus sites' do.
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("  footer:", "  customCss: ['src/css/custom.css'],\n  footer:"));
  });

  it("gives the page its Layout's title, description, wrapper class and lack of a footer, and its Head's tags, in Docusaurus's wrapper, with no <main> inside another", async () => {
    const html = await readFile(path.join(fixture.outDir, 'welcome.html'), 'utf8');
    const [head, body] = html.split('</head>');
    expect(head).toContain('<title>Welcome to Mini Site | Mini Site</title>');
    expect(head).toContain('<meta name="description" content="Where Moodle developers start">');
    expect(head).toContain('<meta name="keywords" content="moodle, plugins" data-docgen-head="">');
    // (React puts a preload link for the component's image first.)
    expect(body).toMatch(/<div id="__docgen_main" class="componentPage"><div data-docgen-content=""><link rel="preload" as="image" href="\/assets\/files\/badge-[0-9a-f]+\.png"\/><header class="hero welcome_banner">/);
    expect(body!.match(/<main[\s>]/g)).toHaveLength(1);
    expect(body).toContain('<a href="/docs" class="button button--primary">Read the docs</a>');
    // The shell's wrapper is Docusaurus's, once, with the Layout's class, as Docusaurus gives it.
    expect(body!.match(/class="main-wrapper[ "]/g)).toHaveLength(1);
    expect(body).toContain('<div class="main-wrapper welcomeWrapper">');
    expect(body).not.toContain('<footer');
    const doc = await readFile(path.join(fixture.outDir, 'docs/apis/core/dml.html'), 'utf8');
    expect(doc).toContain('<div class="main-wrapper">');
    expect(doc).toContain('<footer class="footer');
  });

  it("puts the CSS modules' rules in the head of each page that shows them, with the files they point at published", async () => {
    const styles = (html: string) => [...html.matchAll(/<style data-docgen-head="">(.*?)<\/style>/gs)].map(([, css]) => css);
    const welcome = styles(await readFile(path.join(fixture.outDir, 'welcome.html'), 'utf8'));
    const dots = welcome.join('').match(/url\((\/assets\/files\/dots-[0-9a-f]+\.svg)\)/)?.[1];
    expect(welcome).toEqual(['.Features_features{display:flex;gap:12px}.Features_feature{font-weight:700}', `.welcome_banner{text-align:center;background-image:url(${dots})}`]);
    expect(await readFile(path.join(fixture.outDir, dots!), 'utf8')).toBe(FILES['content/pages/dots.svg']);
    const doc = await readFile(path.join(fixture.outDir, 'docs/guides/features.html'), 'utf8');
    expect(styles(doc)).toEqual([welcome[0]]);
    const badge = doc.match(/<img src="(\/assets\/files\/badge-[0-9a-f]+\.png)" alt="Badge"\/>/)?.[1];
    expect(await readFile(path.join(fixture.outDir, badge!))).toEqual(BADGE_PNG);
    expect(doc).toContain(
      `<section class="Features_features"><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="60" viewBox="0 0 100 60" class="featureSvg" role="img"><title>Plugins</title><path d="M0 60 L40 10 L100 60 Z" stroke-width="2" style="opacity:0.9"></path></svg><img src="${badge}" alt="Badge"/><a href="/docs/apis/core/dml" class="Features_feature">Data manipulation</a></section>`,
    );
    expect(styles(await readFile(path.join(fixture.outDir, 'docs/apis/core/dml.html'), 'utf8'))).toEqual([]);
  });

  it('styles each page as a reader moves between them, and takes a page’s styles away when the reader leaves it', async () => {
    const { page: tab, messages, close } = await observedPage(fixture.browser);
    try {
      await tab.goto(`${fixture.origin}${PLAIN_DOC}`, { waitUntil: 'networkidle' });
      await tab.waitForSelector('html[data-hydrated]');
      expect(await stylesOf(tab)).toEqual({ styleTags: 0, features: [] });
      await followLink(tab, COMPONENT_DOC, 'Features | Mini Site');
      expect(await stylesOf(tab)).toEqual({ styleTags: 1, features: ['flex'] });
      expect(await shellOf(tab)).toEqual({ wrapper: 'main-wrapper', footers: 1 });
      await followLink(tab, REACT_PAGE, 'Welcome to Mini Site | Mini Site');
      expect(await stylesOf(tab)).toEqual({ styleTags: 2, features: ['flex'] });
      expect(await tab.evaluate(() => getComputedStyle(document.querySelector('header.hero')!).textAlign)).toBe('center');
      expect(await shellOf(tab)).toEqual({ wrapper: 'main-wrapper welcomeWrapper', footers: 0 });
      await followLink(tab, PLAIN_DOC, 'Data manipulation | Mini Site');
      expect(await stylesOf(tab)).toEqual({ styleTags: 0, features: [] });
      expect(await shellOf(tab)).toEqual({ wrapper: 'main-wrapper', footers: 1 });
      // Loaded in full, the React page hydrates without a mismatch.
      await tab.goto(`${fixture.origin}${REACT_PAGE}`, { waitUntil: 'networkidle' });
      await tab.waitForSelector('html[data-hydrated]');
      expect(await stylesOf(tab)).toEqual({ styleTags: 2, features: ['flex'] });
      expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
  it("takes the site's Infima colours and fonts from its customCss, in each colour mode, as Docusaurus sites set them", async () => {
    const colours = async (theme: 'light' | 'dark') => {
      const { page: tab, close } = await observedPage(fixture.browser, { initScript: `localStorage.setItem('theme', '${theme}')` });
      try {
        await tab.goto(`${fixture.origin}${COMPONENT_DOC}`, { waitUntil: 'networkidle' });
        const text = await tab.evaluate(() => {
          const code = document.querySelector('.markdown p code')!;
          return {
            link: getComputedStyle(document.querySelector('.markdown p a')!).color,
            codeFont: getComputedStyle(code).fontFamily,
            codeSize: (parseFloat(getComputedStyle(code).fontSize) / parseFloat(getComputedStyle(code.parentElement!).fontSize)).toFixed(2),
          };
        });
        await tab.goto(`${fixture.origin}${PLAIN_DOC}`, { waitUntil: 'networkidle' });
        return { ...text, activeMenu: await tab.evaluate(() => getComputedStyle(document.querySelector('.menu__link[aria-current="page"]')!).color) };
      } finally {
        await close();
      }
    };
    expect(await colours('light')).toEqual({ link: 'rgb(41, 120, 76)', activeMenu: 'rgb(41, 120, 76)', codeFont: '"Courier New", monospace', codeSize: '0.95' });
    expect(await colours('dark')).toMatchObject({ link: 'rgb(41, 213, 176)', activeMenu: 'rgb(37, 194, 160)' });
  });
});
