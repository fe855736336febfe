// After a client navigation, the head must describe the new page as the server would have.
import { canonicalUrl, docsearchTag, documentTitle, htmlClassName } from '../../shared/document-meta.ts';
import type { PageData, SiteData } from '../../shared/page-data.ts';

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

export function applyHead(site: SiteData, page: PageData): void {
  const title = documentTitle(site, page);
  const description = page.description || site.tagline;
  const canonical = canonicalUrl(site, page);
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('name', 'keywords', page.keywords?.length ? page.keywords.join(',') : undefined);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', canonical);
  setMeta('name', 'docsearch:version', page.docs?.versionName);
  setMeta('name', 'docsearch:docusaurus_tag', docsearchTag(page));
  setMeta('name', 'robots', page.noIndex ? 'noindex, follow' : undefined);
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (link) link.href = canonical;
  // Keep the classes the boot script added (such as `js`) and replace the page's own.
  const root = document.documentElement;
  const kept = [...root.classList].filter((name) => name === 'js');
  root.className = [htmlClassName(page), ...kept].join(' ');
}
