// What a Docusaurus site's MDX and components take from Docusaurus's client
// API, built under a base URL: <DocCardList> on a category's link page (its
// category by default, or the items given), useCurrentSidebarCategory,
// useBaseUrl, useDocusaurusContext (with the config's customFields), ThemedImage, and the
// registry's modules imported by the site's own components.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cachedBuild, copyFixture } from '../helpers/build.ts';

const SIDEBAR = {
  docs: [
    'intro',
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'doc', id: 'guides/index' },
      items: ['guides/writing', 'guides/components', { type: 'category', label: 'Further reading', items: ['guides/further'] }, { type: 'link', label: 'Moodle forums', href: 'https://moodle.org/forums' }, { type: 'link', label: 'All tags', href: '/docs/tags' }],
    },
  ],
};

const CATEGORY_PAGE = `---
title: Guides
---
import DocCardList from '@theme/DocCardList';
import { useCurrentSidebarCategory } from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SiteFacts from '@site/src/components/SiteFacts';
import ThemedImage from '@theme/ThemedImage';

Every guide of this category:

<DocCardList />

Only its pages:

<DocCardList className="pagesOnly" items={useCurrentSidebarCategory().items.filter((item) => item.type === 'link' && item.docId)} />

<SiteFacts />

<img src={useBaseUrl('/img/favicon.svg')} alt="Site icon" />

Share this: {useBaseUrl('docs/guides', { absolute: true })}

<ThemedImage alt="Mini icon" width={32} sources={{ light: '/img/favicon.svg', dark: '/img/logo-dark.svg' }} />
`;

const SITE_FACTS = `import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';

export default function SiteFacts() {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <>
      <Head>
        <meta name="forum" content={String(siteConfig.customFields.forumUrl)} />
      </Head>
      <p className="siteFacts">
        <Link to="/docs/guides/writing">{siteConfig.title}</Link> in {i18n.currentLocale}, forum at {String(siteConfig.customFields.forumUrl)}, logo at {withBaseUrl('/img/favicon.svg')}
      </p>
    </>
  );
}
`;

/** The cards of a list in a page: each one's href and text. */
function cardsIn(html: string, listClass: string): string[][] {
  const list = new RegExp(`<section class="row docCardList${listClass ? ` ${listClass}` : ''}">(.*?)</section>`, 's').exec(html);
  if (!list) throw new Error(`no card list "${listClass}" in the page`);
  return [...list[1]!.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map(([, href, inner]) => [href!, inner!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()]);
}

describe("Docusaurus's client API in content and the site's components", () => {
  let site: string;
  let html: string;
  const page = () => readFile(path.join(site, 'out/docs/guides.html'), 'utf8');

  beforeAll(async () => {
    site = await copyFixture('mini-site');
    const config = path.join(site, 'site.config.ts');
    const text = await readFile(config, 'utf8');
    await writeFile(config, text.replace("title: 'Mini Site',", "title: 'Mini Site',\n  baseUrl: '/sub/',\n  customFields: { forumUrl: 'https://moodle.org/forums' },"));
    await writeFile(path.join(site, 'content/sidebars/docs.json'), JSON.stringify(SIDEBAR));
    await writeFile(path.join(site, 'content/docs/guides/index.mdx'), CATEGORY_PAGE);
    await writeFile(path.join(site, 'content/docs/guides/further.md'), '---\ndescription: Where to read on.\n---\n# Further reading\n\nBooks and forums.\n');
    await mkdir(path.join(site, 'src/components'), { recursive: true });
    await writeFile(path.join(site, 'src/components/SiteFacts.tsx'), SITE_FACTS);
    await cachedBuild(site);
    html = await page();
  });

  it("shows a card for each item of the doc's category, as a generated index does", () => {
    expect(cardsIn(html, '')).toEqual([
      ['/sub/docs/guides/writing', '📄️ Writing PHP text.'],
      ['/sub/docs/guides/components', '📄️ Components Two tab sets of the same group switch together.'],
      ['/sub/docs/guides/further', '🗃️ Further reading 1 items'],
      ['https://moodle.org/forums', '🔗 Moodle forums'],
      // A link within the site has a doc's icon, as in Docusaurus.
      ['/sub/docs/tags', '📄️ All tags'],
    ]);
    expect(html).toContain('<a href="https://moodle.org/forums" target="_blank" rel="noopener noreferrer" class="card padding--lg cardContainer">');
  });

  it('shows the items it is given, from useCurrentSidebarCategory', () => {
    expect(cardsIn(html, 'pagesOnly').map(([href]) => href)).toEqual(['/sub/docs/guides/writing', '/sub/docs/guides/components']);
  });

  it("gives the site's components the registry's modules, the config and its customFields", () => {
    const [head] = html.split('</head>');
    expect(head).toContain('<meta name="forum" content="https://moodle.org/forums" data-docgen-head="">');
    expect(html).toContain('<p class="siteFacts"><a href="/sub/docs/guides/writing">Mini Site</a> in en-AU, forum at https://moodle.org/forums, logo at /sub/img/favicon.svg</p>');
  });

  it('puts useBaseUrl paths below the base URL, and gives the whole URL when asked', () => {
    expect(html).toContain('<img src="/sub/img/favicon.svg" alt="Site icon"/>');
    expect(html).toContain('Share this: https://example.test/sub/docs/guides');
  });

  it('gives ThemedImage an image for each colour mode, below the base URL, which the stylesheet chooses between', () => {
    expect(html).toContain('<img src="/sub/img/favicon.svg" alt="Mini icon" class="themedImage themedImage--light" width="32"/><img src="/sub/img/logo-dark.svg" alt="Mini icon" class="themedImage themedImage--dark" width="32"/>');
  });

  it("makes the category's page again when an item's title changes, with the persistent cache on", async () => {
    const writing = path.join(site, 'content/docs/guides/writing.mdx');
    await writeFile(writing, (await readFile(writing, 'utf8')).replace('# Writing\n', '# Writing well\n'));
    const cache = await cachedBuild(site);
    // The renamed doc, and the category page whose cards show its title: nothing else is compiled again.
    expect(cache.compiled.stats.misses).toBe(2);
    expect(cardsIn(await page(), '')[0]).toEqual(['/sub/docs/guides/writing', '📄️ Writing well PHP text.']);
  });
});
