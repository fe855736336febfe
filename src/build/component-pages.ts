import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StandalonePage } from '../content/types.ts';
import { BuildError } from '../shared/errors.ts';
import { innermostSiteFrame } from '../shared/site-frames.ts';
import { importSiteModule } from '../shared/site-import.ts';
import type { PageData, SiteData } from '../shared/page-data.ts';
import { PageContext, SiteContext } from '../theme/context.tsx';

export interface ComponentPageModule {
  Page: ComponentType<{ site: SiteData }>;
  meta: { title?: string; description?: string };
}

/** Imports a React page module; without a default export it cannot render anything. */
export async function loadComponentPage(page: StandalonePage): Promise<ComponentPageModule> {
  let mod: { default?: unknown; meta?: { title?: string; description?: string } };
  try {
    mod = (await importSiteModule(page.source)).exports;
  } catch (error) {
    throw error instanceof BuildError ? new BuildError(`Could not load this page component: ${error.message}`, error.location) : error;
  }
  if (typeof mod.default !== 'function') {
    throw new BuildError('This page module has no default export, so it cannot render anything. Export the page component as default.', { file: page.source });
  }
  return { Page: mod.default as ComponentType<{ site: SiteData }>, meta: mod.meta ?? {} };
}

/** Renders a React page; an error it throws is reported where it was thrown, in the page's file or a module it imports. */
export function renderComponentPage(module: ComponentPageModule, site: SiteData, page: PageData, source: string): string {
  try {
    return renderToStaticMarkup(createElement(SiteContext.Provider, { value: site }, createElement(PageContext.Provider, { value: page }, createElement(module.Page, { site }))));
  } catch (error) {
    const frame = innermostSiteFrame(error);
    const elsewhere = frame && frame.file !== source ? ` (rendering ${path.relative(process.cwd(), source)})` : '';
    throw new BuildError(`This page component failed to render: ${(error as Error).message}${elsewhere}`, frame ? { file: frame.file, line: frame.line, column: frame.column } : { file: source });
  }
}
