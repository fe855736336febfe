// Parses a fence's meta string: title="...", {1,3-5} (which magic-comments.ts gives way to), showLineNumbers (=N: the first line's number, as in Docusaurus 3).

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  /** Whether lines are numbered, or the number of the first when it is not 1. */
  showLineNumbers: boolean | number;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(["'])(.*?)\1/.exec(text)?.[2];
  const highlightLines = new Set<number>();
  const range = /\{([\d,\s-]+)\}/.exec(text.replace(/title=(["']).*?\1/, ''));
  if (range) {
    for (const part of range[1]!.split(',')) {
      const [start, end] = part.trim().split('-').map(Number);
      if (start === undefined || Number.isNaN(start)) continue;
      for (let line = start; line <= (end ?? start); line++) highlightLines.add(line);
    }
  }
  const lineNumbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(text);
  return { title, highlightLines, showLineNumbers: lineNumbers?.[1] ? Number(lineNumbers[1]) : Boolean(lineNumbers) };
}
