import { useContext, type AnchorHTMLAttributes } from 'react';
import { comparablePath, isExternalUrl, NO_LINK_CHECK, pathnameLinkTarget, siteAddress, type UrlRules } from '../content/url.ts';
import { SiteContext } from './context.tsx';
import { translate } from '../i18n/translate.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** By default the site's (content renders without the site's context, and passes its own). */
  rules?: UrlRules;
}

/** Internal links are written as the site's addresses; external ones open in a new tab. */
export function Link({ href, rules, children, ...rest }: LinkProps) {
  const site = useContext(SiteContext);
  const linkRules = rules ?? site ?? { baseUrl: '/', trailingSlash: false };
  const base = linkRules.baseUrl;
  if (isExternalUrl(href)) {
    const external = !href.startsWith('mailto:');
    // A site path no page answers, which the broken-link check leaves out, as Docusaurus' does.
    const pathname = pathnameLinkTarget(href, base);
    return (
      <a href={pathname ?? href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...(pathname === undefined ? {} : { [NO_LINK_CHECK]: '' })} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={siteAddress(href, linkRules)} {...rest}>
      {children}
    </a>
  );
}

export function ExternalLinkIcon() {
  return (
    <svg width="13.5" height="13.5" aria-label={translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in a new tab)' })} role="img" viewBox="0 0 24 24" className="iconExternalLink">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

/** Does `pathname` fall under `href` (case-insensitive, trailing slash ignored)? */
export function isActivePath(pathname: string, href: string, exact = false): boolean {
  const a = comparablePath(pathname);
  const b = comparablePath(href);
  if (exact || b === '/') return a === b;
  return a === b || a.startsWith(`${b}/`);
}
