import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { translate } from '../../i18n/translate.ts';

type WithChildren = ReactElement<{ children?: ReactNode }>;

const isSummary = (node: unknown): node is WithChildren => isValidElement(node) && node.type === 'summary';

/**
 * A native <details>: it opens and closes without JavaScript. MDX wraps
 * `<summary>…</summary>` written on the line before text into a paragraph, so
 * the summary is also looked for at the start of the first paragraph.
 */
export function Details({ children, open, className, summary: given }: { children?: ReactNode; open?: boolean; className?: string; summary?: ReactNode }) {
  // `<Details summary="…">` (Docusaurus's prop): a <summary> element as it is, anything else inside one.
  let summary: ReactNode = given === undefined || given === null ? undefined : isSummary(given) ? given : <summary>{given}</summary>;
  const body: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    if (!summary && isSummary(child)) {
      summary = child;
      continue;
    }
    if (!summary && isValidElement(child) && child.type === 'p') {
      const [first, ...rest] = Children.toArray((child as WithChildren).props.children);
      if (isSummary(first)) {
        summary = first;
        const remaining = rest.filter((node) => !(typeof node === 'string' && node.trim() === ''));
        if (remaining.length) body.push(cloneElement(child as WithChildren, {}, ...remaining));
        continue;
      }
    }
    body.push(child);
  }
  return (
    <details className={['details', className].filter(Boolean).join(' ')} open={open}>
      {summary ?? <summary>{translate({ id: 'theme.details.summary', message: 'Details' })}</summary>}
      <div className="details__content">{body}</div>
    </details>
  );
}
