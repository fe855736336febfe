// A page's own <head> (Docusaurus' head metadata in content): in the HTML the
// server writes, and swapped by the client router as a reader moves between
// pages, so that each page's head is what a full load of it would give.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { followLink, observedPage } from '../helpers/browser.ts';
import { servedFixtureInChromium } from '../helpers/served-site.ts';

const HEAD_PAGE = '/docs/guides/metadata';
const PLAIN_PAGE = '/docs/apis/core/dml';

// A partial's <head> counts too; where the page's sets the same tag, the page's wins.
const partial = `<head>
  <meta name="robots" content="index" />
  <meta name="keywords" content="shared, partial" />
</head>

Text of the partial.
`;

const page = `---
title: Metadata
---

import Shared from './_shared.mdx';

<head>
  <title>Custom metadata title</title>
  <meta name="robots" content="noindex" />
  <meta name="twitter:card" content="summary_large_image" />
  <meta property="og:image" content="https://example.test/card.png" />
  <link rel="canonical" href="https://moodle.example/elsewhere" />
</head>

# Metadata

export const shown = true;

Text of the page.

<Shared />
`;

/** What a reader's browser has in the head now. */
function headOf(tab: Page) {
  return tab.evaluate(() => {
    const content = (selector: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute('content') ?? element.getAttribute('href'));
    return {
      title: document.title,
      robots: content('meta[name="robots"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      ogImage: content('meta[property="og:image"]'),
      twitterImage: content('meta[name="twitter:image"]'),
      ogTitle: content('meta[property="og:title"]'),
      keywords: content('meta[name="keywords"]'),
      siteName: content('meta[property="og:site_name"]'),
      canonical: content('link[rel="canonical"]'),
    };
  });
}

describe("a page's own <head>", () => {
  const fixture = servedFixtureInChromium('content-head', async (site) => {
    await writeFile(path.join(site, 'content/docs/guides/metadata.mdx'), page);
    await writeFile(path.join(site, 'content/docs/guides/_shared.mdx'), partial);
    // The plain page has a front matter image: og:image and twitter:image, as a whole URL.
    const plain = path.join(site, 'content/docs/01-apis/core/dml.md');
    await writeFile(plain, (await readFile(plain, 'utf8')).replace('tags: [API]\n', 'tags: [API]\nimage: /img/favicon.svg\n'));
    // The site's metadata (Docusaurus's themeConfig.metadata): over docgen's own tags, under the page's.
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini Site',", "title: 'Mini Site',\n  metadata: [{ name: 'keywords', content: 'moodle,plugins' }, { name: 'twitter:card', content: 'summary' }, { property: 'og:site_name', content: 'Mini' }],"));
  });

  const plainHead = { title: 'Data manipulation | Mini Site', robots: [], twitterCard: ['summary'], ogImage: ['https://example.test/img/favicon.svg'], twitterImage: ['https://example.test/img/favicon.svg'], ogTitle: ['Data manipulation | Mini Site'], keywords: ['moodle,plugins'], siteName: ['Mini'], canonical: [`https://example.test${PLAIN_PAGE}`] };
  const ownHead = { title: 'Custom metadata title', robots: ['noindex'], twitterCard: ['summary_large_image'], ogImage: ['https://example.test/card.png'], twitterImage: [], ogTitle: ['Metadata | Mini Site'], keywords: ['shared, partial'], siteName: ['Mini'], canonical: ['https://moodle.example/elsewhere'] };

  it('is written into the document head, each tag in place of the one it replaces, and left out of the body', async () => {
    const html = await readFile(path.join(fixture.outDir, 'docs/guides/metadata.html'), 'utf8');
    const [head, body] = html.split('</head>');
    expect(head).toContain('<title>Custom metadata title</title>');
    expect(head!.match(/<title>/g)).toHaveLength(1);
    expect(head!.match(/name="twitter:card"/g)).toHaveLength(1);
    expect(head!.match(/name="keywords"/g)).toHaveLength(1);
    expect(head!.match(/rel="canonical"/g)).toHaveLength(1);
    expect(head!.match(/name="robots"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="robots" content="noindex" data-docgen-head="">');
    expect(head).toContain('<meta name="keywords" content="shared, partial" data-docgen-head="">');
    expect(body).not.toMatch(/<title|<meta|<head/);
    expect(body).toContain('Text of the page.');
    expect(body).toContain('Text of the partial.');
  });

  it('is swapped in and out by client navigation, as full loads of each page give them', async () => {
    const { page: tab, messages, close } = await observedPage(fixture.browser);
    try {
      await tab.goto(`${fixture.origin}${PLAIN_PAGE}`, { waitUntil: 'networkidle' });
      await tab.waitForSelector('html[data-hydrated]');
      expect(await headOf(tab)).toEqual(plainHead);
      await followLink(tab, HEAD_PAGE, ownHead.title);
      expect(await headOf(tab)).toEqual(ownHead);
      await followLink(tab, PLAIN_PAGE, plainHead.title);
      expect(await headOf(tab)).toEqual(plainHead);
      // Loaded in full first, then left: the tags its head replaced on the server come back.
      await tab.goto(`${fixture.origin}${HEAD_PAGE}`, { waitUntil: 'networkidle' });
      await tab.waitForSelector('html[data-hydrated]');
      expect(await headOf(tab)).toEqual(ownHead);
      await followLink(tab, PLAIN_PAGE, plainHead.title);
      expect(await headOf(tab)).toEqual(plainHead);
      expect(messages.filter((message) => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
