// Docusaurus's `mdx-code-block` fences: JSX wrapped in a code block so that
// translation tools (Crowdin) leave it alone, and read as if it were not
// wrapped. The fence's two lines become blank lines, so every other line keeps
// its number for errors, and the wrapped text is then read as the page's own
// (an `import` in it makes a `.md` file MDX, as any other import does).

const FENCE = /^\s*(`{3,}|~{3,})/;
const MDX_CODE_BLOCK = /^\s*(`{3,}|~{3,})mdx-code-block\s*$/;

/** `body` with each `mdx-code-block` fence unwrapped; other fences, and what they hold, are left as they are. */
export function unwrapMdxCodeBlocks(body: string): string {
  if (!body.includes('mdx-code-block')) return body;
  const lines = body.split('\n');
  let open: { fence: string; line: number; unwrap: boolean } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE.exec(line)?.[1];
    if (!open) {
      if (fence) open = { fence, line: i, unwrap: MDX_CODE_BLOCK.test(line) };
      continue;
    }
    if (fence && fence[0] === open.fence[0] && fence.length >= open.fence.length && line.trim() === fence) {
      if (open.unwrap) lines[open.line] = lines[i] = '';
      open = undefined;
    }
  }
  return lines.join('\n');
}
