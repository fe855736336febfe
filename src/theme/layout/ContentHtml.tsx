/**
 * Build-time HTML of the page's content. The client hydrates with the same
 * string read back from the DOM, so it is never shipped twice.
 */
export function ContentHtml({ html, title, className }: { html: string; title?: string; className: string }) {
  return (
    <>
      {title && (
        <header>
          <h1>{title}</h1>
        </header>
      )}
      <div className={className} data-docgen-content="" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
