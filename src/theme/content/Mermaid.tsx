import { MERMAID_CONTAINER_CLASS } from '../../markdown/plugins/code-blocks.ts';

/**
 * `@theme/Mermaid` (Docusaurus's Mermaid theme): a diagram from its source,
 * given as `value`. The same markup as a ```mermaid code block's, so the
 * browser draws it as it draws those, and shows the source until then (and
 * without JavaScript).
 */
export function Mermaid({ value }: { value: string }) {
  return (
    <div className={`docusaurus-mermaid-container ${MERMAID_CONTAINER_CLASS}`}>
      <pre className="mermaid-source">
        <code className="language-mermaid">{value}</code>
      </pre>
    </div>
  );
}
