import { outsideInlineLiterals } from './inline-code.ts';
import type { LineTransform } from './types.ts';

const URL_AUTOLINK = /<((?:https?|ftp):\/\/[^\s<>]+)>/g;
const EMAIL_AUTOLINK = /<([\w.+-]+@[\w-]+(?:\.[\w-]+)+)>/g;
// `<` that cannot start a tag: before a space, `=`, a digit or `-` ("<= 3.7", "<-").
// `< Name />`: JSX allows the space, MDX 3 does not.
const SPACED_COMPONENT = /^(\s*)<\s+(?=[A-Z][\w.]*[\s/>])/;
// The backslashes before it are taken too: after an odd number the author has
// escaped the `<` (`a \< b`, MDX's own way), which must stay as written.
const LONE_LESS_THAN = /(\\*)<(?=[\s=\d-])/g;

/**
 * CommonMark autolinks and a lone `<` in prose are fine in MDX 1 and errors
 * in MDX 3 (which reads `<` as JSX): autolinks become Markdown links and a
 * lone `<` becomes `&lt;`, unless escaped (`< Name />` becomes `<Name />`, as JSX reads it). Inline code and math are left as written.
 */
export const rewriteAngleBrackets: LineTransform = (lines, prose, literal) =>
  lines.map((line, i) =>
    prose[i] && line.includes('<')
      ? outsideInlineLiterals(line, (text) =>
          text
            .replace(SPACED_COMPONENT, '$1<')
            .replace(URL_AUTOLINK, (_whole, url: string) => `[${url}](${url})`)
            .replace(EMAIL_AUTOLINK, (_whole, address: string) => `[${address}](mailto:${address})`)
            .replace(LONE_LESS_THAN, (whole, backslashes: string) => (backslashes.length % 2 ? whole : `${backslashes}&lt;`)),
          literal,
        )
      : line,
  );
