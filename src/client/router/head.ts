// After a client navigation, the head must describe the new page as the server would have.
import { canonicalUrl, documentTitle, headMetaTags } from '../../shared/document-meta.ts';
import type { PageData, SiteData } from '../../shared/page-data.ts';
import { CONTENT_HEAD_MARKER } from '../../shared/content-head.ts';

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
  // The last page's own <head> tags go; the tags they replaced are written again below.
  for (const element of document.head.querySelectorAll(`[${CONTENT_HEAD_MARKER}]`)) element.remove();
  document.title = page.head?.title ?? documentTitle(site, page);
  for (const [attribute, key, content] of headMetaTags(site, page)) setMeta(attribute, key, content);
  setCanonical(page.kind === 'not-found' ? undefined : canonicalUrl(site, page));
  // Keep the classes the boot script added (such as `js`) and replace the page's own.
  const root = document.documentElement;
  const kept = [...root.classList].filter((name) => name === 'js');
  root.className = [page.htmlClassName, ...kept].join(' ');
  // The page's own, each in place of the tag it replaces, as the server writes them.
  for (const tag of page.head?.tags ?? []) {
    if (tag.replaces) for (const element of document.head.querySelectorAll(tag.replaces)) element.remove();
    document.head.insertAdjacentHTML('beforeend', tag.html);
  }
}

function setCanonical(href: string | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === undefined) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}
