import { inlineLiterals, type LiteralSyntax } from './inline-code.ts';

/** The first `<!--` of a text outside its inline code (and math), which shows one as written. */
function commentStart(text: string, literal?: LiteralSyntax): RegExpExecArray | undefined {
  if (!text.includes('<!--')) return undefined;
  const spans = [...inlineLiterals(text, literal)];
  // Its dashes after `<!--` may be the comment's end (`<!---->`).
  for (const start of text.matchAll(/<!--/g)) {
    if (!spans.some((span) => start.index >= span.index && start.index < span.index + span[0].length)) return start;
  }
  return undefined;
}

/**
 * MDX 1 took HTML comments (`<!-- … -->`, over one line or several); MDX 3
 * takes `{/* … *\/}`. A comment's end is rewritten only while a comment is
 * open: a `-->` elsewhere (a diagram's arrow in a component's prop) is text.
 * Made once per file, as a comment may end lines after it starts.
 */
export function htmlCommentRewriter(literal?: LiteralSyntax): (line: string) => string {
  let open = false;
  return (line) => {
    let rest = line;
    let result = '';
    let justOpened = false;
    for (;;) {
      // `<!-->` and `<!--->` end where they start, as HTML reads them: empty comments.
      const mark: RegExpExecArray | null | undefined = open ? (justOpened ? /^-?>/.exec(rest) : null) ?? /-+->/.exec(rest) : commentStart(rest, literal);
      justOpened = !open && mark !== undefined;
      const before = mark ? rest.slice(0, mark.index) : rest;
      // A comment's own `*/` (`src/**/*.js`) would end the MDX comment early.
      result += open ? before.replaceAll('*/', '*\\/') : before;
      if (!mark) return result;
      result += open ? '*/}' : '{/*';
      rest = rest.slice(mark.index + mark[0].length);
      open = !open;
    }
  };
}
