// The head's <meta> tags, which the server writes and the client router
// writes again: docgen's own, the site's metadata over its site-wide ones,
// and the page's own over the metadata.
import { describe, expect, it } from 'vitest';
import { headMetaTags } from '../../src/shared/document-meta.ts';
import type { MetaTag, PageData, SiteData } from '../../src/shared/page-data.ts';

const site: Parameters<typeof headMetaTags>[0] = {
  title: 'Docs',
  tagline: 'Everything about the plugin',
  url: 'https://example.test',
  trailingSlash: false,
  themeColor: '#d06300',
  locale: { code: 'en', label: 'English', htmlLang: 'en-AU', direction: 'ltr', baseUrl: '/' } as SiteData['locale'],
};
const page: Parameters<typeof headMetaTags>[1] = { kind: 'doc', path: '/docs/intro', title: 'Intro', description: '' } as PageData;
const contentOf = (tags: MetaTag[], key: string) => tags.filter(([, name]) => name === key).map(([, , content]) => content);

describe("the head's meta tags", () => {
  it("give Docusaurus's large-image card, the tagline as a page's description where it has none, and no keywords or image of their own", () => {
    const tags = headMetaTags(site, page);
    expect(contentOf(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(contentOf(tags, 'description')).toEqual(['Everything about the plugin']);
    expect(contentOf(tags, 'og:url')).toEqual(['https://example.test/docs/intro']);
    expect(contentOf(tags, 'keywords')).toEqual([undefined]);
    expect(contentOf(tags, 'og:image')).toEqual([undefined]);
  });

  it("let the site's metadata replace docgen's site-wide tags and fill those the page leaves empty, each name once", () => {
    const metadata: MetaTag[] = [
      ['name', 'twitter:card', 'summary'],
      ['name', 'keywords', 'moodle,plugins'],
      ['name', 'description', 'The plugin, described'],
      ['property', 'og:site_name', 'Docs'],
    ];
    const tags = headMetaTags({ ...site, metadata }, page);
    expect(contentOf(tags, 'twitter:card')).toEqual(['summary']);
    expect(contentOf(tags, 'keywords')).toEqual(['moodle,plugins']);
    expect(contentOf(tags, 'description')).toEqual(['The plugin, described']);
    expect(contentOf(tags, 'og:site_name')).toEqual(['Docs']);
    expect(tags.at(-1)).toEqual(['property', 'og:site_name', 'Docs']);
    // A page's own description, keywords and title win over the metadata's.
    const own = headMetaTags({ ...site, metadata: [...metadata, ['property', 'og:title', 'Site']] }, { ...page, description: 'How to begin', keywords: ['start'] });
    expect(contentOf(own, 'description')).toEqual(['How to begin']);
    expect(contentOf(own, 'keywords')).toEqual(['start']);
    expect(contentOf(own, 'og:title')).toEqual(['Intro | Docs']);
  });
});
