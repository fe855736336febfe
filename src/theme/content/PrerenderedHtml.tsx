/** A fragment of content finished at build time (see mdx-prerendered-code.ts), inside the element that held it. */
export function PrerenderedHtml({ className, html }: { className?: string; html: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
