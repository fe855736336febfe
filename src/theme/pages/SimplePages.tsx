import { translate } from '../../i18n/translate.ts';
import { usePage } from '../context.tsx';
import { TOC } from '../docs/TOC.tsx';
import { ContentHtml } from '../layout/ContentHtml.tsx';
import { MAIN_CONTENT_ID } from '../layout/SkipToContent.tsx';

const OWN_MAIN = /<main[\s>]/;

/** A standalone Markdown page, or a React page rendered to HTML at build time. */
export function StandalonePage({ contentHtml }: { contentHtml: string }) {
  const page = usePage();
  if (page.kind === 'component-page') {
    // A Docusaurus site's React page has its own <main> inside its <Layout>, which may not sit inside another.
    const Wrapper = OWN_MAIN.test(contentHtml) ? 'div' : 'main';
    return (
      <Wrapper id={MAIN_CONTENT_ID} className="componentPage">
        <div data-docgen-content="" dangerouslySetInnerHTML={{ __html: contentHtml }} />
      </Wrapper>
    );
  }
  // As Docusaurus lays out a Markdown page: the text in the middle, its table of contents beside it on a wide screen.
  return (
    <main id={MAIN_CONTENT_ID} className="container container--fluid margin-vert--lg">
      <div className="row markdownPageRow">
        <div className="col col--8">
          <ContentHtml html={contentHtml} title={page.showTitle ? page.title : undefined} className="markdown" />
        </div>
        {page.toc && (
          <div className="col col--2 tocColumn">
            <TOC toc={page.toc.items} min={page.toc.min} max={page.toc.max} />
          </div>
        )}
      </div>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <main id={MAIN_CONTENT_ID} className="container margin-vert--xl notFoundPage">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">{translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}</h1>
          <p>{translate({ id: 'theme.NotFound.p1', message: 'We could not find what you were looking for.' })}</p>
          <p>{translate({ id: 'theme.NotFound.p2', message: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.' })}</p>
        </div>
      </div>
    </main>
  );
}
