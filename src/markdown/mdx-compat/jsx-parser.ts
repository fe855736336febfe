import { Parser } from 'acorn';
import jsx from 'acorn-jsx';

/** acorn with JSX, as MDX reads expressions and statements; built once for every rewrite that parses. */
export const JsxParser = Parser.extend(jsx());
