// Interactive pieces inside the build-time content HTML. Listeners are
// delegated and installed once; per-page work runs after every render.
import type { SiteData } from '../../shared/page-data.ts';
import { installCodeCopy } from './copy-code.ts';
import { zoomContentImages } from './image-zoom.ts';
import { renderMermaidDiagrams } from './mermaid.ts';
import { runSiteComponents } from './site-components.ts';
import { installPreferredVersionLinks, markPreferredVersions } from './preferred-version-marks.ts';
import { applyStoredTabChoices, installTabs } from './tabs.ts';
import { installWordWrap, showWordWrapToggles } from './word-wrap.ts';

export function installIslands(doc: Document, site: SiteData): void {
  installTabs(doc);
  installCodeCopy(doc);
  installWordWrap(doc);
  installPreferredVersionLinks(doc, site);
}

/** Prepares freshly rendered content; returns the clean-up to run before it is replaced. */
export function enhanceContent(root: ParentNode, site: SiteData): () => void {
  applyStoredTabChoices(root);
  markPreferredVersions(root, site);
  const cleanUps = [zoomContentImages(root), renderMermaidDiagrams(root), showWordWrapToggles(root), runSiteComponents(root)];
  return () => cleanUps.forEach((cleanUp) => cleanUp());
}
