/**
 * MDX 1 took HTML comments (`<!-- … -->`, over one line or several); MDX 3
 * takes `{/* … *\/}`. A comment's end is rewritten only while a comment is
 * open: a `-->` elsewhere (a diagram's arrow in a component's prop) is text.
 * Made once per file, as a comment may end lines after it starts.
 */
export function htmlCommentRewriter(): (line: string) => string {
  let open = false;
  return (line) => {
    let rest = line;
    let result = '';
    for (;;) {
      const mark = (open ? /-+->/ : /<!--+/).exec(rest);
      if (!mark) return result + rest;
      result += rest.slice(0, mark.index) + (open ? '*/}' : '{/*');
      rest = rest.slice(mark.index + mark[0].length);
      open = !open;
    }
  };
}
