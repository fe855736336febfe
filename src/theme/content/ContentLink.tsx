import type { AnchorHTMLAttributes } from 'react';
import { withBaseUrl } from '../../content/url.ts';
import { Link } from '../Link.tsx';
import { useContentContext } from './content-context.ts';

export interface ContentLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Docusaurus' name for the target. */
  to?: string;
  href?: string;
}

/** `<Link to="…">` in content (Docusaurus' `@docusaurus/Link`): site paths get the base URL. */
export function ContentLink({ to, href, children, ...rest }: ContentLinkProps) {
  const { site } = useContentContext();
  return (
    <Link href={withBaseUrl(to ?? href ?? '#', site.baseUrl)} rules={site} {...rest}>
      {children}
    </Link>
  );
}
