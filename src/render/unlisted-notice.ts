import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VisibilityNotice } from '../theme/content/VisibilityNotice.tsx';

let notice: string | undefined;

/** The unlisted notice's HTML, made once: the same above every unlisted doc and Markdown page. */
export function unlistedNoticeHtml(): string {
  return (notice ??= renderToStaticMarkup(createElement(VisibilityNotice, { visibility: 'unlisted' })));
}
