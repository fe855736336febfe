// What syntax the site's remark plugins add to Markdown, which the MDX 1
// rewrites (preprocess.ts) must then leave as written.
import type { Extension } from 'micromark-util-types';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';

const DOLLAR = 36;

/**
 * Whether the plugins make `$` start syntax (remark-math's inline math and
 * math blocks): the micromark extensions they register, as remark-parse
 * would be given them, have a construct for it.
 */
export function readsDollarSyntax(remarkPlugins: PluggableList): boolean {
  if (remarkPlugins.length === 0) return false;
  const extensions = (unified().use(remarkParse).use(remarkPlugins).freeze().data('micromarkExtensions') ?? []) as (Extension | Extension[])[];
  return extensions.flat().some((extension) => DOLLAR in (extension.flow ?? {}) || DOLLAR in (extension.text ?? {}));
}
