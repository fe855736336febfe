// Browser entry: hydrates the shell from the page's inline data and wires the
// content islands. Content HTML is read back from the DOM, never shipped twice.
import { hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ELEMENT_ID, ROOT_ELEMENT_ID } from '../render/document-ids.ts';
import type { PageData, SiteData } from '../shared/page-data.ts';
import { App } from '../theme/App.tsx';
import { enhanceCodeBlocks } from './islands/copy-code.ts';
import { enhanceTabs } from './islands/tabs.ts';

function readPageData(): { site: SiteData; page: PageData } {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) throw new Error('docgen: the page data script is missing.');
  return JSON.parse(element.textContent) as { site: SiteData; page: PageData };
}

function start(): void {
  const { site, page } = readPageData();
  const root = document.getElementById(ROOT_ELEMENT_ID)!;
  const contentHtml = root.querySelector('[data-docgen-content]')?.innerHTML ?? '';
  enhanceTabs(document);
  enhanceCodeBlocks(document);
  hydrateRoot(root, <App site={site} page={page} contentHtml={contentHtml} />, {
    onRecoverableError: (error) => console.warn('docgen: hydration recovered from an error', error),
  });
}

start();
