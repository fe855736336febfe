import { Children, isValidElement, type ReactNode } from 'react';

export interface CodeDiffProps {
  /** The heading of each side, separated by commas: "3.9.4, 3.9.5". */
  titles?: string;
  /** Stack the sides instead of placing them next to each other. */
  vertical?: boolean;
  children?: ReactNode;
}

const FALLBACK_TITLES = ['Before', 'After'];

/**
 * Two versions of the same code, before and after a change, side by side.
 * Each child (normally a fenced code block) is one side; narrow screens stack them.
 */
export function CodeDiff({ titles, vertical, children }: CodeDiffProps) {
  const names = (titles ?? '').split(',').map((title) => title.trim()).filter(Boolean);
  // MDX puts line breaks between block children; they are not sides.
  const sides = Children.toArray(children).filter((child) => isValidElement(child) || (typeof child === 'string' && child.trim() !== '') || typeof child === 'number');
  return (
    <div className={['devdocs-code-diff', vertical ? 'devdocs-code-diff--vertical' : ''].filter(Boolean).join(' ')}>
      {sides.map((side, index) => (
        <div className="devdocs-code-diff__side" key={index}>
          <div className="devdocs-code-diff__title">{names[index] ?? FALLBACK_TITLES[index] ?? `Version ${index + 1}`}</div>
          {side}
        </div>
      ))}
    </div>
  );
}
