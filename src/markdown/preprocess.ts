// Line-preserving rewrites that let Docusaurus-flavoured Markdown go through
// remark-directive and MDX 3 unchanged for authors. Fenced code is never touched.
import { ADMONITION_KEYWORDS } from './plugins/admonitions.ts';

const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;
const ADMONITION_WITH_TITLE = new RegExp(`^(\\s*:{3,})(${ADMONITION_KEYWORDS.join('|')})[ \\t]+(.+?)\\s*$`, 'i');
const HEADING_WITH_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^}\s]+)\}\s*$/;

export interface PreprocessOptions {
  /** MDX needs HTML comments and `{#id}` escaped. */
  mdx: boolean;
}

export function preprocessMarkdown(source: string, { mdx }: PreprocessOptions): string {
  const lines = source.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenceMatch = FENCE_OPEN.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length && line.trim() === fenceMatch[1]) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    let next = line;
    const admonition = ADMONITION_WITH_TITLE.exec(next);
    if (admonition && !admonition[3]!.startsWith('[') && !admonition[3]!.startsWith('{')) {
      next = `${admonition[1]}${admonition[2]}[${admonition[3]!.replace(/([[\]])/g, '\\$1')}]`;
    }
    if (mdx) {
      next = next.replace(HEADING_WITH_ID, (_whole, text: string, id: string) => `${text}\\{#${id}\\}`);
      next = next.replace(/<!--+/g, '{/*').replace(/-+->/g, '*/}');
    }
    lines[i] = next;
  }
  return lines.join('\n');
}

const ESM_LINE = /^(import\s+([\w*{]|['"])|export\s+(const|let|var|function|default|class|\{|\*))/;

/** MDX mode is needed for `.mdx` files and for Markdown with import/export statements outside code blocks. */
export function needsMdx(filePath: string, body: string): boolean {
  if (filePath.endsWith('.mdx')) return true;
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const fenceMatch = FENCE_OPEN.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length && line.trim() === fenceMatch[1]) fence = undefined;
    } else if (fenceMatch) fence = fenceMatch[1];
    else if (ESM_LINE.test(line)) return true;
  }
  return false;
}
