import type { AnchorHTMLAttributes } from 'react';
import { isExternalUrl } from '../../content/url.ts';
import { Link } from '../Link.tsx';
import { useContentContext } from './content-context.ts';

export interface ContentLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Docusaurus' name for the target. */
  to?: string;
  href?: string;
}

/** `<Link to="…">` in content (Docusaurus' `@docusaurus/Link`): site paths get the base URL. */
export function ContentLink({ to, href, children, ...rest }: ContentLinkProps) {
  const { baseUrl } = useContentContext();
  const target = to ?? href ?? '#';
  const resolved = isExternalUrl(target) || target.startsWith('#') || !target.startsWith('/') ? target : `${baseUrl}${target.slice(1)}`;
  return (
    <Link href={resolved} {...rest}>
      {children}
    </Link>
  );
}
