// Turns the code the docs give as an example into what a reader should copy:
// tidied, and for PHP preceded by the header every Moodle PHP file starts with.

/**
 * Example strings are often template literals written indented in the page,
 * with blank lines around them: drop those, and the indent every line shares.
 */
export function tidyExample(code: string): string {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && lines[0]!.trim() === '') lines.shift();
  while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop();
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const shared = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(Math.min(shared, /^[ \t]*/.exec(line)![0].length)).trimEnd()).join('\n');
}

/**
 * Plugin files that run code when Moodle includes them (they set variables
 * rather than only declaring functions or classes) must refuse to be loaded
 * directly, with the MOODLE_INTERNAL check.
 */
const INCLUDED_FILES = /^\/?(version|settings|db\/(access|caches|events|hooks|messages|mobile|renamedclasses|services|subplugins|tasks))\.php$/;

export function needsInternalCheck(filepath: string | undefined): boolean {
  return INCLUDED_FILES.test(filepath ?? '');
}

export interface PhpHeaderOptions {
  /** The component the file belongs to, for `@package`. */
  component: string;
  /** One line saying what the file is for. */
  purpose: string;
  /** false leaves out the whole header (the example is a fragment of a file). */
  showFileHeader?: boolean;
  /** false leaves out the licence line only. */
  showLicense?: boolean;
  /** Add `defined('MOODLE_INTERNAL') || die();` after the docblock. */
  internalCheck?: boolean;
}

/** PHP code as a whole file: `<?php`, a licence line and a docblock, unless the code already opens with `<?php`. */
export function withPhpHeader(code: string, { component, purpose, showFileHeader = true, showLicense = true, internalCheck = false }: PhpHeaderOptions): string {
  if (!showFileHeader || /^\s*<\?php/.test(code)) return code;
  const header = ['<?php'];
  if (showLicense) header.push('// Licensed under the GNU GPL v3 or later: https://www.gnu.org/copyleft/gpl.html');
  header.push('', '/**', ` * ${purpose}`, ' *', ` * @package   ${component}`, ' */', '');
  if (internalCheck && !code.includes('MOODLE_INTERNAL')) header.push("defined('MOODLE_INTERNAL') || die();", '');
  return `${header.join('\n')}\n${code}`;
}
