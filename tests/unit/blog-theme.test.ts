import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlogAuthorData, BlogListItemData, BlogPostHeaderData, PageData, SiteData } from '../../src/shared/page-data.ts';
import { App } from '../../src/theme/App.tsx';
import { BlogPage } from '../../src/theme/blog/BlogPages.tsx';
import { PageContext } from '../../src/theme/context.tsx';
import { SearchResultsPage } from '../../src/theme/search/SearchResultsPage.tsx';

const SITE: SiteData = {
  buildId: 'test',
  title: 'Blog Site',
  tagline: '',
  themeColor: '#ffffff',
  baseUrl: '/',
  trailingSlash: false,
  url: 'https://example.test',
  locale: { code: 'en-AU', label: 'English', htmlLang: 'en-AU', direction: 'ltr', baseUrl: '/' },
  locales: [],
  navbar: { title: 'Blog Site', hideOnScroll: false, items: [] },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docsSidebar: { hideable: false, autoCollapseCategories: false },
  docsVersionPersistence: 'none',
  offline: { enabled: false, activationStrategies: [], debug: false },
  docsVersions: {},
};

const DOCS: NonNullable<PageData['docs']> = {
  pluginId: 'default',
  versionName: 'current',
  versionLabel: 'Next',
  showVersionBadge: false,
  breadcrumbs: [],
  toc: [],
  tocMin: 2,
  tocMax: 3,
  hideTableOfContents: false,
  tags: [],
  versionLinks: {},
};

const ADA: BlogAuthorData = {
  key: 'ada',
  name: 'Ada Lovelace',
  title: 'Analyst',
  url: 'https://ada.example.test',
  imageUrl: 'https://example.test/ada.png',
  page: '/blog/authors/ada',
  socials: [
    { platform: 'github', url: 'https://github.com/ada' },
    { platform: 'x', url: 'https://x.com/ada' },
  ],
};
const GRACE: BlogAuthorData = { name: 'Grace Hopper', url: 'https://grace.example.test' };
const ALAN: BlogAuthorData = { name: 'Alan Turing' };

const SIDEBAR = {
  title: 'Recent posts',
  items: [
    { label: 'Welcome', href: '/blog/welcome' },
    { label: 'Second post', href: '/blog/second' },
  ],
};
const TAG = { label: 'Releases', permalink: '/blog/tags/releases' };

const header = (overrides: Partial<BlogPostHeaderData> = {}): BlogPostHeaderData => ({
  permalink: '/blog/welcome',
  title: 'Welcome',
  date: '2019-05-28T00:00:00.000Z',
  formattedDate: '28 May 2019',
  readingTime: 4.2,
  authors: [ADA, GRACE, ALAN],
  tags: [TAG],
  ...overrides,
});

const postPage = (blogPost: Partial<NonNullable<PageData['blogPost']>> = {}, page: Partial<PageData> = {}): PageData => ({
  kind: 'blog-post',
  path: '/blog/welcome',
  title: 'Welcome',
  description: '',
  showTitle: false,
  blog: { pluginId: 'default', sidebar: SIDEBAR },
  blogPost: {
    ...header(),
    editUrl: 'https://github.com/example/site/edit/main/blog/welcome.md',
    previous: { label: 'Newest', href: '/blog/newest' },
    next: { label: 'Oldest', href: '/blog/oldest' },
    toc: [
      { value: 'Getting started', id: 'getting-started', level: 2 },
      { value: 'Details', id: 'details', level: 3 },
    ],
    tocMin: 2,
    tocMax: 3,
    hideTableOfContents: false,
    ...blogPost,
  },
  ...page,
});

const listItem = (overrides: Partial<BlogListItemData>): BlogListItemData => ({ ...header(), html: '<p>Excerpt.</p>', truncated: false, ...overrides });

const listPage = (page: Partial<PageData> = {}): PageData => ({
  kind: 'blog-list',
  path: '/blog/page/2',
  title: 'Blog',
  description: '',
  showTitle: false,
  blog: { pluginId: 'default', sidebar: SIDEBAR },
  blogList: {
    posts: [
      listItem({ permalink: '/blog/welcome', title: 'Welcome', html: '<p>Welcome <em>text</em>.</p>', truncated: true }),
      listItem({ permalink: '/blog/second', title: 'Second post', html: '<p>All of it.</p>', tags: [], truncated: false }),
      listItem({ permalink: '/blog/third', title: 'Third post', html: '<p>Short.</p>', truncated: false }),
    ],
    newer: '/blog',
    older: '/blog/page/3',
  },
  ...page,
});

const CONTENT = '<h2 id="getting-started">Getting started</h2><p>The post’s text.</p>';

/** The whole shell as the server renders it, with the blog's pages as render-page.ts gives them. */
const renderApp = (page: PageData, contentHtml = ''): Root => fromHtml(renderToStaticMarkup(createElement(App, { site: SITE, page, contentHtml, SearchPage: SearchResultsPage, BlogPage })), { fragment: true });

function one(selector: string, tree: Root | Element): Element {
  const found = select(selector, tree);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}
const text = (node: Root | Element) => toString(node).replace(/\s+/g, ' ').trim();
const hrefs = (selector: string, tree: Root | Element) => selectAll(selector, tree).map((link) => link.properties.href);

describe("the App's blog pages", () => {
  it('hand every blog kind, and no other, to the BlogPage it is given, with the content HTML', () => {
    const Stub = ({ contentHtml }: { contentHtml: string }) => createElement('p', { id: 'blog-stub' }, contentHtml);
    const kinds = ['blog-post', 'blog-list', 'blog-tags-list', 'blog-tag', 'blog-archive', 'blog-authors-list', 'blog-author'] as const;
    for (const kind of kinds) {
      const html = renderToStaticMarkup(createElement(App, { site: SITE, page: { kind, path: '/blog', title: 'Blog', description: '', showTitle: false }, contentHtml: '<p>post</p>', SearchPage: SearchResultsPage, BlogPage: Stub }));
      expect(html, kind).toContain('<p id="blog-stub">&lt;p&gt;post&lt;/p&gt;</p>');
    }
    const search = renderToStaticMarkup(createElement(App, { site: SITE, page: { kind: 'search', path: '/search', title: 'Search', description: '', showTitle: false }, contentHtml: '', SearchPage: SearchResultsPage, BlogPage: Stub }));
    expect(search).not.toContain('blog-stub');
  });
});

describe("a post's own page", () => {
  const tree = renderApp(postPage(), CONTENT);

  it('sets the recent posts, the post and its table of contents in three columns, the current post marked', () => {
    const row = one('div.container.margin-vert--lg > div.row', tree);
    const nav = one('aside.col.col--3 > nav.thin-scrollbar', row);
    expect(nav.properties.ariaLabel).toBe('Blog recent posts navigation');
    expect(text(one('div', nav))).toBe('Recent posts');
    expect(hrefs('ul > li > a', nav)).toEqual(['/blog/welcome', '/blog/second']);
    const current = selectAll('a[aria-current="page"]', row);
    expect(current.map(text)).toEqual(['Welcome']);
    expect(current[0]!.properties.className).toContain('blogSidebarLink--active');
    expect(select('a[href="/blog/second"]', nav)!.properties.className).not.toContain('blogSidebarLink--active');
    expect(one('div.row > main', tree).properties).toMatchObject({ id: '__docgen_main', className: ['col', 'col--7'] });
    expect(hrefs('div.row > div.col.col--2 > nav[aria-label="On this page"] .table-of-contents a', row)).toEqual(['#getting-started', '#details']);
    // Below 997px the column is hidden and this one, above the text, shows the headings.
    expect(hrefs('main details.tocCollapsible a', row)).toEqual(['#getting-started', '#details']);
  });

  it('heads the post with its title, date, reading time rounded up, and authors', () => {
    const article = one('main > article', tree);
    expect(article.properties.className).toBeUndefined();
    expect(text(one('article > header > h1', tree))).toBe('Welcome');
    expect(select('article > header > h1 a', tree)).toBeUndefined();
    const time = one('header time', article);
    expect(time.properties.dateTime).toBe('2019-05-28T00:00:00.000Z');
    expect(text(one('header .blogPostInfo', article))).toBe('28 May 2019 · 5 min read');
    const cards = selectAll('header .avatar', article);
    expect(cards.map((card) => text(one('.avatar__name', card)))).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
    // The name links to the author's page here, else to their own site, else nowhere.
    expect(one('.avatar__name a', cards[0]!).properties.href).toBe('/blog/authors/ada');
    expect(one('.avatar__name a', cards[1]!).properties.href).toBe('https://grace.example.test');
    expect(select('.avatar__name a', cards[2]!)).toBeUndefined();
    expect(one('img.avatar__photo', cards[0]!).properties.src).toBe('https://example.test/ada.png');
    expect(select('img', cards[1]!)).toBeUndefined();
    expect(text(one('.avatar__subtitle', cards[0]!))).toBe('Analyst');
    expect(selectAll('.blogAuthorSocials a', cards[0]!).map((link) => [text(link), link.properties.href])).toEqual([
      ['GitHub', 'https://github.com/ada'],
      ['X', 'https://x.com/ada'],
    ]);
  });

  it('shows the content once, as the page content the browser hydrates from, then its tags and edit link', () => {
    const content = selectAll('[data-docgen-content]', tree);
    expect(content).toHaveLength(1);
    expect(content[0]!.properties.className).toEqual(['markdown']);
    expect(text(one('h2#getting-started', content[0]!))).toBe('Getting started');
    expect(text(one('h2 + p', content[0]!))).toBe('The post’s text.');
    const footer = one('article > footer', tree);
    expect(text(one('b', footer))).toBe('Tags:');
    expect(hrefs('a.tag', footer)).toEqual(['/blog/tags/releases']);
    const edit = one('a.theme-edit-this-page', footer);
    expect(edit.properties.href).toBe('https://github.com/example/site/edit/main/blog/welcome.md');
    expect(text(edit)).toContain('Edit this page');
  });

  it('links the newer post on the left and the older on the right', () => {
    const nav = one('main > nav.pagination-nav', tree);
    expect(nav.properties.ariaLabel).toBe('Blog post page navigation');
    const links = selectAll('a.pagination-nav__link', nav);
    expect(links.map((link) => [link.properties.className, link.properties.href, text(one('.pagination-nav__sublabel', link)), text(one('.pagination-nav__label', link))])).toEqual([
      [['pagination-nav__link', 'pagination-nav__link--prev'], '/blog/newest', 'Newer post', 'Newest'],
      [['pagination-nav__link', 'pagination-nav__link--next'], '/blog/oldest', 'Older post', 'Oldest'],
    ]);
  });

  it('takes the whole width less an offset without recent posts, and leaves out what the post does not have', () => {
    const bare = renderApp(postPage({ readingTime: undefined, editUrl: undefined, previous: undefined, next: undefined, tags: [], hideTableOfContents: true }, { blog: { pluginId: 'default' } }), CONTENT);
    expect(select('aside', bare)).toBeUndefined();
    expect(one('main', bare).properties.className).toEqual(['col', 'col--9', 'col--offset-1']);
    expect(select('.col--2', bare)).toBeUndefined();
    expect(select('details.tocCollapsible', bare)).toBeUndefined();
    expect(text(one('.blogPostInfo', bare))).toBe('28 May 2019');
    expect(select('article > footer', bare)).toBeUndefined();
    expect(select('nav.pagination-nav', bare)).toBeUndefined();
  });

  it('reads a post of under a minute as one minute, and shows no table of contents without headings at its levels', () => {
    const short = renderApp(postPage({ readingTime: 0.3, toc: [{ value: 'Deep', id: 'deep', level: 4 }] }), CONTENT);
    expect(text(one('.blogPostInfo', short))).toBe('28 May 2019 · One min read');
    expect(select('.col--2', short)).toBeUndefined();
    expect(select('details.tocCollapsible', short)).toBeUndefined();
  });
});

describe('a page of posts', () => {
  const tree = renderApp(listPage());

  it('lists each post with its linked title, excerpt and tags, and "Read more" only after a truncated one', () => {
    expect(one('main', tree).properties.className).toEqual(['col', 'col--7']);
    // The blog's own list has no visible heading, as in Docusaurus, but the page keeps an h1.
    expect(one('main > h1', tree).properties.className).toEqual(['sr-only']);
    const articles = selectAll('main > article', tree);
    expect(articles.map((article) => article.properties.className)).toEqual([['margin-bottom--xl'], ['margin-bottom--xl'], ['margin-bottom--xl']]);
    expect(articles.map((article) => select('header > h2 > a', article)?.properties.href)).toEqual(['/blog/welcome', '/blog/second', '/blog/third']);
    const excerpt = one('div.markdown', articles[0]!);
    expect(excerpt.properties.dataDocgenContent).toBeUndefined();
    expect(text(excerpt)).toBe('Welcome text.');
    expect(select('em', excerpt)).toBeDefined();
    const readMore = one('footer a.blogReadMore', articles[0]!);
    expect(readMore.properties).toMatchObject({ href: '/blog/welcome', ariaLabel: 'Read more about Welcome' });
    expect(text(readMore)).toBe('Read more');
    expect(hrefs('footer a.tag', articles[0]!)).toEqual(['/blog/tags/releases']);
    expect(select('footer', articles[1]!)).toBeUndefined();
    expect(hrefs('footer a', articles[2]!)).toEqual(['/blog/tags/releases']);
  });

  it('links the newer and the older page of the list', () => {
    const nav = one('main > nav.pagination-nav', tree);
    expect(nav.properties.ariaLabel).toBe('Blog list page navigation');
    expect(selectAll('a', nav).map((link) => [link.properties.className, link.properties.href, text(link)])).toEqual([
      [['pagination-nav__link', 'pagination-nav__link--prev'], '/blog', 'Newer entries'],
      [['pagination-nav__link', 'pagination-nav__link--next'], '/blog/page/3', 'Older entries'],
    ]);
    const first = renderApp(listPage({ blogList: { posts: [], older: '/blog/page/2' } }));
    expect(selectAll('nav.pagination-nav a', first).map(text)).toEqual(['Older entries']);
    expect(text(one('main > p', first))).toBe('There are no posts yet.');
  });

  it("heads a tag's posts with the page's title (their count), the tag's description and a link to every tag", () => {
    const tagged = (count: number) => renderApp(listPage({ kind: 'blog-tag', title: `${count} posts tagged with "Releases"`, blogTag: { label: 'Releases', description: 'What shipped.', count, allTagsPath: '/blog/tags' } }));
    const many = one('main > header.margin-bottom--xl', tagged(3));
    expect(text(one('h1', many))).toBe('3 posts tagged with "Releases"');
    expect(text(one('p', many))).toBe('What shipped.');
    expect(one('a', many).properties.href).toBe('/blog/tags');
    expect(text(one('a', many))).toBe('View All Tags');
    expect(selectAll('main > article', tagged(3))).toHaveLength(3);
  });

  it("heads an author's posts with their card as the page's heading, their count and a link to every author", () => {
    const page = (posts: BlogListItemData[], count: number) =>
      renderApp(listPage({ kind: 'blog-author', path: '/blog/authors/ada', blogList: { posts }, blogAuthor: { author: ADA, count, allAuthorsPath: '/blog/authors' } }));
    const tree = page(listPage().blogList!.posts, 2);
    const head = one('main > header.margin-bottom--xl', tree);
    expect(text(one('.avatar h1.avatar__name', head))).toBe('Ada Lovelace');
    // Not a link to the page itself: to the author's own site.
    expect(one('h1.avatar__name > a', head).properties.href).toBe('https://ada.example.test');
    expect(text(one('.blogAuthorPostCount', head))).toBe('2 posts');
    expect(one('header > a', tree).properties.href).toBe('/blog/authors');
    expect(text(one('header > a', tree))).toBe('View all authors');
    expect(selectAll('main h1', tree)).toHaveLength(1);
    const none = page([], 0);
    expect(text(one('main > p', none))).toBe('This author has not written any posts yet.');
    expect(text(one('.blogAuthorPostCount', page([], 1)))).toBe('One post');
  });
});

describe("the blog's tags, archive and authors", () => {
  const letters: NonNullable<PageData['tagsList']>['letters'] = [
    ['R', [{ label: 'Releases', permalink: '/blog/tags/releases', count: 3 }]],
    ['T', [{ label: 'Tips', permalink: '/blog/tags/tips', count: 1 }]],
  ];

  it("lists the tags by letter as the docs' tags page does, beside the recent posts", () => {
    const html = renderToStaticMarkup(createElement(App, { site: SITE, page: { kind: 'blog-tags-list', path: '/blog/tags', title: 'Tags', description: '', showTitle: false, blog: { pluginId: 'default', sidebar: SIDEBAR }, blogTagsList: { letters } }, contentHtml: '', SearchPage: SearchResultsPage, BlogPage }));
    const tree = fromHtml(html, { fragment: true });
    expect(select('aside nav', tree)).toBeDefined();
    expect(text(one('main > h1', tree))).toBe('Tags');
    expect(selectAll('main h2', tree).map(text)).toEqual(['R', 'T']);
    expect(hrefs('main a.tag', tree)).toEqual(['/blog/tags/releases', '/blog/tags/tips']);
    const docsHtml = renderToStaticMarkup(createElement(App, { site: SITE, page: { kind: 'tags-list', path: '/docs/tags', title: 'Tags', description: '', showTitle: false, docs: DOCS, tagsList: { letters } }, contentHtml: '', SearchPage: SearchResultsPage, BlogPage }));
    const shared = (markup: string) => /<h1>Tags<\/h1><section[\s\S]*?<\/section>/.exec(markup)?.[0];
    expect(shared(html)).toBeDefined();
    expect(shared(html)).toBe(shared(docsHtml));
  });

  it('lists every post by year under a banner, without the recent posts', () => {
    const tree = renderApp({
      kind: 'blog-archive',
      path: '/blog/archive',
      title: 'Archive',
      description: 'Archive',
      showTitle: false,
      blogArchive: {
        years: [
          ['2020', [{ title: 'Second post', permalink: '/blog/second', date: '2020-01-02T00:00:00.000Z', formattedDate: '2 January 2020' }]],
          ['2019', [{ title: 'Welcome', permalink: '/blog/welcome', date: '2019-05-28T00:00:00.000Z', formattedDate: '28 May 2019' }]],
        ],
      },
    });
    expect(select('aside', tree)).toBeUndefined();
    const hero = one('header.hero.hero--primary > div.container', tree);
    expect(text(one('h1.hero__title', hero))).toBe('Archive');
    expect(text(one('p.hero__subtitle', hero))).toBe('Archive');
    const years = selectAll('main#__docgen_main > section.margin-vert--lg > div.container > div.row > div.col.col--4.margin-vert--lg', tree);
    expect(years.map((year) => text(one('h2.blogArchiveYear', year)))).toEqual(['2020', '2019']);
    expect(selectAll('ul > li > a', years[1]!).map((link) => [link.properties.href, text(link)])).toEqual([['/blog/welcome', '28 May 2019 - Welcome']]);
    const empty = renderApp({ kind: 'blog-archive', path: '/blog/archive', title: 'Archive', description: 'Archive', showTitle: false, blogArchive: { years: [] } });
    expect(select('main .row', empty)).toBeUndefined();
    expect(text(one('main > section p', empty))).toBe('There are no posts yet.');
  });

  it('lists the authors with their posts counted, each linking to their page', () => {
    const tree = renderApp({
      kind: 'blog-authors-list',
      path: '/blog/authors',
      title: 'Authors',
      description: '',
      showTitle: false,
      blog: { pluginId: 'default', sidebar: SIDEBAR },
      blogAuthorsList: { authors: [{ ...ADA, count: 3 }, { key: 'bob', name: 'Bob', page: '/blog/authors/bob', count: 1 }] },
    });
    expect(text(one('main > h1', tree))).toBe('Authors');
    const authors = selectAll('main li > .avatar', tree);
    expect(authors.map((author) => [one('h2.avatar__name > a', author).properties.href, text(one('h2', author)), text(one('.blogAuthorPostCount', author))])).toEqual([
      ['/blog/authors/ada', 'Ada Lovelace', '3 posts'],
      ['/blog/authors/bob', 'Bob', 'One post'],
    ]);
  });
});

describe('a blog page without the data its kind needs', () => {
  // Outside App: inside its <Suspense> the server renders the loading state in place of a page that throws.
  it('says which part is missing', () => {
    const page: PageData = { kind: 'blog-archive', path: '/blog/archive', title: 'Archive', description: '', showTitle: false };
    expect(() => renderToStaticMarkup(createElement(PageContext.Provider, { value: page }, createElement(BlogPage, { contentHtml: '' })))).toThrow('This blog-archive page has no blogArchive data, so it cannot be shown.');
  });
});
