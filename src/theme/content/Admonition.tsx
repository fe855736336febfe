import type { ReactNode } from 'react';
import { admonitionStyle } from '../../markdown/admonition-types.ts';

/** `<Admonition type="tip" title="…">` in MDX; same markup as the `:::tip` syntax (an unknown type is drawn as info). */
export function Admonition({ type, title, children }: { type: string; title?: ReactNode; children?: ReactNode }) {
  const style = admonitionStyle(type) ?? admonitionStyle('info')!;
  return (
    <div className={`theme-admonition theme-admonition-${type} admonition-${style.type} admonition alert ${style.colour}`}>
      <div className="admonitionHeading">
        <span className="admonitionIcon" />
        {title ?? style.title}
      </div>
      <div className="admonitionContent">{children}</div>
    </div>
  );
}
