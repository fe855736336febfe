// JSON an author wrote (sidebars.json, versions.json, translation files):
// V8's JSON.parse says what is wrong but, for some mistakes, not where
// ("Unexpected token '}', … is not valid JSON"), so a file that does not
// parse is scanned again by jsonc-parser, which gives every error's offset.
// jsonc-parser is CommonJS (UMD): its default export is the module.
import jsonc, { type ParseError } from 'jsonc-parser';
import { BuildError, type SourceLocation } from './errors.ts';
import { placeAt } from './text-place.ts';

/** What jsonc-parser's error codes mean, in the words an author reads. */
const PROBLEMS: Partial<Record<string, string>> = {
  InvalidSymbol: 'something that is not a JSON value (text needs double quotes)',
  InvalidNumberFormat: 'a number written wrongly',
  PropertyNameExpected: 'a property name is expected (in double quotes)',
  ValueExpected: 'a value is expected',
  ColonExpected: 'a colon is expected',
  CommaExpected: 'a comma is expected',
  CloseBraceExpected: 'a closing } is expected',
  CloseBracketExpected: 'a closing ] is expected',
  EndOfFileExpected: 'nothing may follow the value',
  InvalidCommentToken: 'JSON has no comments',
  UnexpectedEndOfComment: 'JSON has no comments',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is cut short',
  InvalidUnicode: 'a \\u escape needs four hexadecimal digits',
  InvalidEscapeCharacter: 'an escape that JSON does not have',
  InvalidCharacter: 'a control character (a tab or line break) inside a string',
};

/**
 * The value of a JSON file's text; when it is not valid JSON, a BuildError
 * `<what> is not valid JSON: …` at the line and column of the first mistake.
 */
export function parseJsonText(textWithBom: string, file: string, what: string): unknown {
  // A byte order mark, which some Windows editors write, is not JSON; Node's and fs-extra's readers drop it for Docusaurus.
  const text = textWithBom.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const { problem, location } = firstMistake(text, file, (error as Error).message);
    throw new BuildError(`${what} is not valid JSON: ${problem}.`, location);
  }
}

function firstMistake(text: string, file: string, message: string): { problem: string; location: SourceLocation } {
  const errors: ParseError[] = [];
  jsonc.parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  // JSON.parse and jsonc-parser differ on a few mistakes (a lone surrogate, say); V8's own words and position are then kept.
  const offset = first?.offset ?? Number(/at position (\d+)/.exec(message)?.[1] ?? Number.NaN);
  const problem = (first && PROBLEMS[jsonc.printParseErrorCode(first.error)]) ?? message.replace(/ in JSON at position \d+.*$/, '');
  if (!Number.isFinite(offset)) return { problem, location: { file } };
  return { problem, location: { file, ...placeAt(text, offset) } };
}
