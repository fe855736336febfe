import type { ReactNode } from 'react';
import { translate } from '../../i18n/translate.ts';
import type { PageData } from '../../shared/page-data.ts';
import { usePage } from '../context.tsx';
import { MAIN_CONTENT_ID } from '../layout/SkipToContent.tsx';
import { ContentHtml } from '../layout/ContentHtml.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DocCards } from './DocCards.tsx';
import { DocFooter } from './DocFooter.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { DocVersionBanner } from './DocVersionBanner.tsx';
import { sidebarKeyOf } from './sidebar-memory.ts';
import { Paginator } from './Paginator.tsx';
import { TagLink } from './TagsList.tsx';
import { TOC, TOCCollapsible } from './TOC.tsx';
import { Link } from '../Link.tsx';
import { hasTocEntries } from '../../shared/toc-entries.ts';

/** The docs part of the page data; without it a docs page cannot render, so say so plainly. */
function useDocsData() {
  const docs = usePage().docs;
  if (!docs) throw new Error('This page has no docs data (sidebar, version, table of contents), so it cannot be shown.');
  return docs;
}

/**
 * Sidebar column + main column, for every page of a docs version (the shell
 * renders the page's own part inside it): kept as the client router goes
 * from one such page to the next, so the sidebar keeps its place (while it
 * is the same sidebar).
 */
export function DocsLayout({ children }: { children: ReactNode }) {
  const page = usePage();
  const docs = useDocsData();
  const sidebarKey = sidebarKeyOf(docs);
  return (
    <div className="docPage">
      {/* Made anew for another sidebar, as Docusaurus remounts it: its categories would otherwise keep the open or closed state of the last one's in the same places. */}
      {docs.sidebar && <DocSidebar key={sidebarKey} sidebar={docs.sidebar} sidebarKey={sidebarKey} pathname={page.path} />}
      <main className={`docMainContainer${docs.sidebar ? '' : ' docMainContainer--no-sidebar'}`} id={MAIN_CONTENT_ID}>
        <div className="container padding-top--md padding-bottom--lg">{children}</div>
      </main>
    </div>
  );
}

function VersionBadge() {
  const docs = useDocsData();
  if (!docs.showVersionBadge) return null;
  return <span className="theme-doc-version-badge badge badge--secondary">{translate({ id: 'theme.docs.versionBadge.label', message: 'Version: {versionLabel}' }, { versionLabel: docs.versionLabel })}</span>;
}

export function DocItem({ contentHtml }: { contentHtml: string }) {
  const page = usePage();
  const docs = useDocsData();
  const showToc = !docs.hideTableOfContents && hasTocEntries(docs.toc, docs.tocMin, docs.tocMax);
  return (
    <div className="row">
      <div className={`col docItemCol${showToc ? ' docItemCol--toc' : ''}`}>
        <DocVersionBanner />
        <div className="docItemContainer">
          <article>
            <Breadcrumbs items={docs.breadcrumbs} />
            <VersionBadge />
            {showToc && <TOCCollapsible toc={docs.toc} min={docs.tocMin} max={docs.tocMax} />}
            <ContentHtml html={contentHtml} title={page.showTitle ? page.title : undefined} className="theme-doc-markdown markdown" />
            <DocFooter tags={docs.tags} editUrl={docs.editUrl} lastUpdate={docs.lastUpdate} />
          </article>
          <Paginator previous={docs.previous} next={docs.next} />
        </div>
      </div>
      {showToc && (
        <div className="col col--3 tocColumn">
          <TOC toc={docs.toc} min={docs.tocMin} max={docs.tocMax} />
        </div>
      )}
    </div>
  );
}

export function GeneratedIndexPage() {
  const page = usePage();
  const docs = useDocsData();
  return (
    <div className="generatedIndexPage">
      <DocVersionBanner />
      <Breadcrumbs items={docs.breadcrumbs} />
      <VersionBadge />
      <header>
        <h1 className="title">{page.title}</h1>
        {page.generatedIndex?.description && <p>{page.generatedIndex.description}</p>}
      </header>
      <article className="margin-top--lg">
        <DocCards cards={page.generatedIndex?.cards ?? []} />
      </article>
      <Paginator previous={docs.previous} next={docs.next} />
    </div>
  );
}

/** "Tags" and every tag by its first letter: the docs' tags page, and the blog's. */
export function TagsByLetter({ letters }: { letters: NonNullable<PageData['tagsList']>['letters'] }) {
  return (
    <>
      <h1>{translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' })}</h1>
      <section className="margin-vert--lg tagsList">
        {letters.map(([letter, tags]) => (
          <article key={letter} className="tagGroup">
            <h2 id={`letter-${letter}`}>{letter}</h2>
            <ul className="padding--none tagGroupList">
              {tags.map((tag) => (
                <li key={tag.permalink} className="tag-item">
                  <TagLink label={tag.label} permalink={tag.permalink} count={tag.count} />
                </li>
              ))}
            </ul>
            <hr />
          </article>
        ))}
      </section>
    </>
  );
}

export function TagsListPage() {
  return <TagsByLetter letters={usePage().tagsList?.letters ?? []} />;
}

/** A tag's docs; `contentHtml` is the notice of an unlisted tag's page (see route-render.ts), if it is one. */
export function TagDocsPage({ contentHtml }: { contentHtml: string }) {
  const page = usePage();
  const tag = page.tag!;
  return (
    <>
      {/* As the page's content (ContentHtml marks it), which the client reads back when it hydrates the page. */}
      {contentHtml && <ContentHtml html={contentHtml} className="markdown" />}
      <header className="margin-bottom--xl">
        {/* The page's title is its heading, "3 docs tagged with …" (page-data.ts), as in Docusaurus. */}
        <h1>{page.title}</h1>
        {tag.page.description && <p>{tag.page.description}</p>}
        <Link href={tag.allTagsPath}>{translate({ id: 'theme.tags.tagsPageLink', message: 'View All Tags' })}</Link>
      </header>
      <section className="tagDocList">
        {tag.page.docs.map((doc) => (
          <article key={doc.permalink} className="margin-vert--lg">
            <Link href={doc.permalink}>
              <h2>{doc.title}</h2>
            </Link>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </section>
    </>
  );
}
