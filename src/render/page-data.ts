import { addBaseUrl } from '../content/url.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { DocsVersion, SiteContent } from '../content/types.ts';
import { groupTagsByLetter } from '../content/tags.ts';
import { translate, translatePlural } from '../i18n/translate.ts';
import type { MarkdownResult } from '../markdown/types.ts';
import { isUnlistedRoute, type Route } from '../routes/route-table.ts';
import type { PageData } from '../shared/page-data.ts';
import type { ContentHead } from '../shared/content-head.ts';
import type { PageMeta } from '../theme/content/content-context.ts';
import { docCards, propSidebarCategory } from '../shared/sidebar-category.ts';
import { hasTocEntries } from '../shared/toc-entries.ts';
import { blogOf } from '../content/blog/blogs.ts';
import { createBlogPageData } from './blog-page-data.ts';
import { buildDocsPageData, docEditUrl, lastUpdateOf, type DocFooterSources, type DocsPageInput } from './docs-page-data.ts';
import { dateFormatter } from './date-format.ts';
import { sidebarFilesOf } from './sidebar-files.ts';
import { alternateLinks } from './alternate-links.ts';
import { htmlClassName } from './html-class.ts';

export interface PageInput {
  route: Route;
  /** Compiled content for doc and Markdown page routes. */
  compiled?: MarkdownResult;
  /** Title/description of a component page: exported as `meta`, or given to its `<Layout>`. */
  componentMeta?: PageMeta;
  /** What a component page's `<Head>` elements set. */
  head?: ContentHead;
  /** A page listing blog posts: the compiled posts it shows, by permalink. */
  blogPosts?: ReadonlyMap<string, MarkdownResult>;
}

/** Everything a route's shell needs, as plain data. `footer` gives doc pages their edit links and last updates. */
export function createPageDataBuilder(config: SiteConfig, content: SiteContent, footer: DocFooterSources) {
  const versionsOf = (pluginId: string) => content.docsInstances.find((instance) => instance.pluginId === pluginId)!.versions;
  const versionOf = (pluginId: string, name: string): DocsVersion => versionsOf(pluginId).find((version) => version.name === name)!;
  const tocDefaults = config.tableOfContents;
  /** A page's `image` for og:image and twitter:image: a whole URL, as Docusaurus makes it with useBaseUrl. */
  const imageOf = (image: string | undefined) => (image ? { image: addBaseUrl(config, image, { absolute: true }) } : {});
  const sidebarFiles = sidebarFilesOf(config.baseUrl, content);
  const alternatesOf = alternateLinks(config);
  /** The site's social card, for the pages without an image of their own. */
  const siteImage = imageOf(config.image);
  const withoutBreadcrumbs = new Set(config.docs.filter((instance) => !instance.breadcrumbs).map((instance) => instance.id));
  const { currentLocale } = config.i18n;
  const { htmlLang, calendar } = config.i18n.localeConfigs[currentLocale] ?? {};
  const locale = htmlLang ?? currentLocale;
  const lastUpdateDate = dateFormatter(currentLocale, 'short', calendar);
  const blogPages = new Map(
    content.blogs.map((blog) => [blog.id, createBlogPageData({ blog: blogOf(config, blog.id), content: blog, contentDir: footer.contentDir, lastUpdates: footer.lastUpdates, locale, postDate: dateFormatter(locale, 'long', calendar), lastUpdateDate, imageOf })]),
  );
  const blogPagesOf = (route: Extract<Route, { blogId: string }>) => {
    const pages = blogPages.get(route.blogId);
    if (!pages) throw new Error(`The route ${route.path} belongs to a blog the config does not have (${route.blogId}).`);
    return pages;
  };
  const docsPageData = (input: DocsPageInput) => {
    const data = buildDocsPageData({ ...input, sidebarFiles });
    return withoutBreadcrumbs.has(input.version.pluginId) ? { ...data, breadcrumbs: [] } : data;
  };

  /**
   * Keeps search engines off the pages of a site or docs version with
   * `noIndex`, as Docusaurus does, and off the search and 404 pages, whose
   * links they may still follow.
   */
  const robotsOf = (route: Route): string | undefined => {
    if (config.noIndex || ('versionName' in route && versionOf(route.pluginId, route.versionName).noIndex) || isUnlistedRoute(route)) return 'noindex, nofollow';
    return route.kind === 'search' || route.kind === 'not-found' ? 'noindex, follow' : undefined;
  };

  const pageDataOf = ({ route, compiled, componentMeta, head: componentHead, blogPosts }: PageInput): PageData => {
    // A page's own <head> (Markdown and MDX pages, or <Head> in a React page) describes it in the document head,
    // after its addresses in the other languages (none for the not-found page, which any address may show).
    const ownHead = compiled?.head ?? componentHead;
    const alternates = route.kind === 'not-found' ? [] : alternatesOf(route.path);
    const head = alternates.length > 0 ? { ...ownHead, tags: [...alternates, ...(ownHead?.tags ?? [])] } : ownHead;
    const robots = robotsOf(route);
    const base = { path: route.path, showTitle: false, description: '', ...siteImage, ...(robots ? { robots } : {}), ...(head ? { head } : {}) };
    switch (route.kind) {
      case 'doc': {
        const { doc } = route;
        const version = versionOf(route.pluginId, route.versionName);
        const instance = config.docs.find((candidate) => candidate.id === route.pluginId)!;
        const fm = doc.frontMatter;
        return {
          ...base,
          kind: 'doc',
          title: doc.title,
          description: doc.description,
          keywords: fm.keywords,
          ...imageOf(compiled?.image ?? fm.image),
          showTitle: !compiled?.hasTitleHeading && fm.hide_title !== true,
          docs: docsPageData({
            version,
            allVersions: versionsOf(route.pluginId),
            permalink: doc.permalink,
            docId: doc.id,
            sidebarName: version.docSidebar[doc.id],
            paginationKey: doc.id,
            toc: compiled?.toc ?? [],
            tocMin: fm.toc_min_heading_level ?? tocDefaults.minHeadingLevel,
            tocMax: fm.toc_max_heading_level ?? tocDefaults.maxHeadingLevel,
            hideTableOfContents: fm.hide_table_of_contents === true,
            tags: doc.tags,
            editUrl: docEditUrl(doc, version, instance, footer.contentDir, config.i18n.currentLocale),
            lastUpdate: lastUpdateOf(doc, instance, footer.lastUpdates, lastUpdateDate),
          }),
        };
      }
      case 'generated-index': {
        const version = versionOf(route.pluginId, route.versionName);
        return {
          ...base,
          kind: 'generated-index',
          title: route.index.title,
          description: route.index.description ?? '',
          keywords: route.index.keywords,
          ...imageOf(route.index.image),
          generatedIndex: { description: route.index.description, cards: docCards(propSidebarCategory(route.index.category, version).items) },
          docs: docsPageData({ version, allVersions: versionsOf(route.pluginId), permalink: route.path, sidebarName: route.index.sidebarName, paginationKey: route.path, toc: [], tocMin: 2, tocMax: 3, hideTableOfContents: true, tags: [] }),
        };
      }
      case 'tags-list':
      case 'tag': {
        const version = versionOf(route.pluginId, route.versionName);
        const docs = docsPageData({ version, allVersions: versionsOf(route.pluginId), permalink: route.path, paginationKey: route.path, toc: [], tocMin: 2, tocMax: 3, hideTableOfContents: true, tags: [] });
        if (route.kind === 'tags-list') {
          return {
            ...base,
            kind: 'tags-list',
            title: translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' }),
            docs,
            tagsList: { letters: groupTagsByLetter(version.tags.filter((tag) => !tag.unlisted)).map(([letter, tags]) => [letter, tags.map((tag) => ({ label: tag.label, permalink: tag.permalink, count: tag.docs.length }))]) },
          };
        }
        const title = translate(
          { id: 'theme.docs.tagDocListPageTitle', message: '{nDocsTagged} with "{tagName}"' },
          { nDocsTagged: translatePlural({ id: 'theme.docs.tagDocListPageTitle.nDocsTagged', message: 'One doc tagged|{count} docs tagged' }, route.tag.docs.length), tagName: route.tag.label },
        );
        return { ...base, kind: 'tag', title, ...(route.tag.description ? { description: route.tag.description } : {}), docs, tag: { page: route.tag, allTagsPath: version.tagsPath } };
      }
      case 'markdown-page':
      case 'markdown-page': {
        const fm = route.page.frontMatter ?? {};
        const toc = { items: compiled?.toc ?? [], min: fm.toc_min_heading_level ?? tocDefaults.minHeadingLevel, max: fm.toc_max_heading_level ?? tocDefaults.maxHeadingLevel };
        const showToc = !fm.hide_table_of_contents && hasTocEntries(toc.items, toc.min, toc.max);
        return {
          ...base,
          kind: 'markdown-page',
          title: route.page.title ?? '',
          description: route.page.description ?? '',
          keywords: fm.keywords,
          ...imageOf(compiled?.image ?? fm.image),
          showTitle: !compiled?.hasTitleHeading && Boolean(route.page.title),
          ...(fm.wrapperClassName ? { wrapperClassName: fm.wrapperClassName } : {}),
          ...(showToc ? { toc } : {}),
        };
      }
      case 'component-page':
        return {
          ...base,
          kind: 'component-page',
          title: componentMeta?.title ?? '',
          description: componentMeta?.description ?? config.tagline,
          ...(componentMeta?.wrapperClassName ? { wrapperClassName: componentMeta.wrapperClassName } : {}),
          ...(componentMeta?.noFooter ? { noFooter: true } : {}),
        };
      case 'search':
        return { ...base, kind: 'search', title: translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' }) };
      case 'not-found':
        return { ...base, kind: 'not-found', title: translate({ id: 'theme.NotFound.title', message: 'Page Not Found' }) };
      case 'blog-post':
        return { ...base, ...blogPagesOf(route).post(route, compiled, tocDefaults) };
      case 'blog-list':
      case 'blog-tag':
      case 'blog-author':
        return { ...base, ...blogPagesOf(route).list(route, blogPosts ?? new Map()) };
      case 'blog-tags-list':
        return { ...base, ...blogPagesOf(route).tagsList() };
      case 'blog-archive':
        return { ...base, ...blogPagesOf(route).archive() };
      case 'blog-authors-list':
        return { ...base, ...blogPagesOf(route).authorsList() };
    }
  };
  const buildPageData = function buildPageData(input: PageInput): PageData {
    const page = pageDataOf(input);
    return { ...page, htmlClassName: htmlClassName(page) };
  };
  /** The files of the sidebars the pages name, for the build to write. */
  return Object.assign(buildPageData, { sidebarFiles: [...sidebarFiles.values()] });
}
