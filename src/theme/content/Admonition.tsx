import type { ReactNode } from 'react';
import { admonitionStyle } from '../../markdown/admonition-types.ts';

/** `<Admonition type="tip" title="…">` in MDX; same markup as the `:::tip` syntax (an unknown type is drawn as info). Its `icon` (an emoji, an element) takes the place of the type's. */
export function Admonition({ type, title, icon, children }: { type: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const style = admonitionStyle(type) ?? admonitionStyle('info')!;
  return (
    <div className={`theme-admonition theme-admonition-${type} admonition-${style.type} admonition alert ${style.colour}`}>
      <div className="admonitionHeading">
        {icon === undefined ? <span className="admonitionIcon" /> : <span className="admonitionIcon admonitionIcon--own">{icon}</span>}
        {title ?? style.title}
      </div>
      <div className="admonitionContent">{children}</div>
    </div>
  );
}
