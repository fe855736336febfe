import type { ReactNode } from 'react';
import { translate } from '../../i18n/translate.ts';

const ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip', warning: 'danger' };
const COLOUR: Record<string, string> = { note: 'alert--secondary', tip: 'alert--success', danger: 'alert--danger', info: 'alert--info', caution: 'alert--warning' };

/** `<Admonition type="tip" title="…">` in MDX; same markup as the `:::tip` syntax. */
export function Admonition({ type, title, children }: { type: string; title?: ReactNode; children?: ReactNode }) {
  const rendered = ALIASES[type] ?? (type in COLOUR ? type : 'info');
  return (
    <div className={`theme-admonition theme-admonition-${type} admonition-${rendered} admonition alert ${COLOUR[rendered]}`}>
      <div className="admonitionHeading">
        <span className="admonitionIcon" />
        {title ?? translate({ id: `theme.admonition.${rendered}`, message: rendered })}
      </div>
      <div className="admonitionContent">{children}</div>
    </div>
  );
}
