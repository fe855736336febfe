import type { ReactNode } from 'react';

export type ExampleType = 'success' | 'danger' | 'warning' | 'info';

export interface CodeExampleProps {
  /** The colour and icon: success (good), danger (bad), warning (allowed with care), info (neutral). */
  type?: ExampleType | 'valid' | 'invalid';
  /** Replaces the default label; the kind of example stays readable to screen readers. */
  title?: ReactNode;
  children?: ReactNode;
}

const ALIASES: Record<string, ExampleType> = { valid: 'success', invalid: 'danger', good: 'success', bad: 'danger', caution: 'warning' };
const LABELS: Record<ExampleType, string> = { success: 'Valid example', danger: 'Invalid example', warning: 'Use with care', info: 'Example' };

// Drawn inline so the boxes need no icon font or image request; they take the border colour.
const ICONS: Record<ExampleType, string> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  danger: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
};

/** A framed example whose colour and icon say whether to copy it. */
export function CodeExample({ type, title, children }: CodeExampleProps) {
  const kind: ExampleType = type && type in LABELS ? (type as ExampleType) : (ALIASES[type ?? ''] ?? 'info');
  const label = LABELS[kind];
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <div className={`devdocs-example devdocs-example--${kind}`}>
      <div className="devdocs-example__heading">
        <svg className="devdocs-example__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS[kind]} fill="currentColor" />
        </svg>
        {hasTitle ? (
          <span>
            <span className="devdocs-visually-hidden">{label}: </span>
            {title}
          </span>
        ) : (
          <span>{label}</span>
        )}
      </div>
      <div className="devdocs-example__body">{children}</div>
    </div>
  );
}

export function ValidExample(props: Omit<CodeExampleProps, 'type'>) {
  return <CodeExample {...props} type="success" />;
}

export function InvalidExample(props: Omit<CodeExampleProps, 'type'>) {
  return <CodeExample {...props} type="danger" />;
}
