const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);
}

/**
 * An excerpt from the index with its matched words marked. It is rendered as
 * React text and <mark> elements, never as HTML, so nothing in the content or
 * the query can become markup.
 */
export function Excerpt({ text }: { text: string }) {
  const parts = text.split(/(<mark>|<\/mark>)/);
  const nodes = [];
  let marked = false;
  for (const [index, part] of parts.entries()) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) nodes.push(marked ? <mark key={index}>{decode(part)}</mark> : decode(part));
  }
  return <>{nodes}</>;
}
