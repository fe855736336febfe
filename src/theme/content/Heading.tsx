import type { HTMLAttributes } from 'react';
import { translate } from '../../i18n/translate.ts';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/**
 * `@theme/Heading` (Docusaurus 3's template uses it on its home page): a
 * heading with an id gets the anchor class and a `#` link to itself, as
 * Markdown's headings do (heading-anchors.ts); an h1, or one without an id,
 * is a plain heading.
 */
export function Heading({ as: As, id, className, children, ...rest }: HeadingProps) {
  if (As === 'h1' || !id) return <As className={className} {...rest}>{children}</As>;
  const label = translate({ id: 'theme.common.headingLinkLabel', message: 'Direct link to {heading}' }, { heading: typeof children === 'string' ? children : id });
  return (
    <As id={id} className={['anchor', className].filter(Boolean).join(' ')} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={label} title={translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to heading' }, { heading: typeof children === 'string' ? children : id })}>
        {'\u200B'}
      </a>
    </As>
  );
}
