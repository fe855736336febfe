// Interactive pieces inside the build-time content HTML. Listeners are
// delegated and installed once; per-page work runs after every render.
import type { SiteData } from '../../shared/page-data.ts';
import { installCodeCopy } from './copy-code.ts';
import { zoomContentImages } from './image-zoom.ts';
import { renderMermaidDiagrams } from './mermaid.ts';
import { runSiteComponents } from './site-components.ts';
import { VERSION_ENTRY } from '../../theme/docs/preferred-version.ts';
import { applyStoredTabChoices, installTabs } from './tabs.ts';
import { installWordWrap, showWordWrapToggles } from './word-wrap.ts';

export function installIslands(doc: Document): void {
  installTabs(doc);
  installCodeCopy(doc);
  installWordWrap(doc);
}

/** Prepares freshly rendered content; returns the clean-up to run before it is replaced. */
export function enhanceContent(root: ParentNode, site: SiteData): () => void {
  applyStoredTabChoices(root);
  // Only the versions page lists versions: its code is not part of every page's first load.
  if (root.querySelector(VERSION_ENTRY)) import('./preferred-version-marks.ts').then((module) => module.markPreferredVersions(root, site), (error: unknown) => console.warn('docgen: the preferred version could not be marked.', error));
  const cleanUps = [zoomContentImages(root), renderMermaidDiagrams(root, site.mermaid), showWordWrapToggles(root), runSiteComponents(root)];
  return () => cleanUps.forEach((cleanUp) => cleanUp());
}
