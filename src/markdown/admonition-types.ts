// What each admonition keyword (`:::warning`, `<Admonition type="important">`)
// is drawn as: Docusaurus 2 and 3 differ. In Docusaurus 2, `warning` is an
// alias of danger and `important` of info, each titled as the type it stands
// for. Docusaurus 3 made `warning` a type of its own (the caution colours,
// titled "warning"), and its aliases keep their own word as their title
// (`:::important` is an info box titled "important"; `:::caution` a warning
// box titled "caution"). A site says which it follows (`mdx.admonitions`); each
// thread that compiles pages is told once (setAdmonitionScheme).
import { translate } from '../i18n/translate.ts';

export type AdmonitionScheme = 'docusaurus-2' | 'docusaurus-3';

/** The type drawn (its `admonition-<type>` class and icon), its colour class and its default title. */
export interface AdmonitionStyle {
  type: string;
  colour: string;
  title: string;
}

const COLOURS: Record<string, string> = {
  note: 'alert--secondary',
  tip: 'alert--success',
  info: 'alert--info',
  caution: 'alert--warning',
  warning: 'alert--warning',
  danger: 'alert--danger',
};

/** Keyword → the type drawn and, for Docusaurus 3's aliases, the title they keep. */
const SCHEMES: Record<AdmonitionScheme, Record<string, [type: string, title?: string]>> = {
  'docusaurus-2': { note: ['note'], tip: ['tip'], info: ['info'], caution: ['caution'], danger: ['danger'], secondary: ['note'], important: ['info'], success: ['tip'], warning: ['danger'] },
  'docusaurus-3': { note: ['note'], tip: ['tip'], info: ['info'], warning: ['warning'], danger: ['danger'], secondary: ['note', 'secondary'], important: ['info', 'important'], success: ['tip', 'success'], caution: ['caution'] },
};

let scheme: AdmonitionScheme = 'docusaurus-2';

/** The scheme this thread draws admonitions with from now on. */
export function setAdmonitionScheme(next: AdmonitionScheme): void {
  scheme = next;
}

/** The keywords the `:::` syntax knows (the same in both schemes). */
export const ADMONITION_KEYWORDS = Object.keys(SCHEMES['docusaurus-2']);

/** How a keyword is drawn, or undefined for one neither Docusaurus knows. */
export function admonitionStyle(keyword: string): AdmonitionStyle | undefined {
  const known = SCHEMES[scheme][keyword];
  if (!known) return undefined;
  const [type, title] = known;
  return { type, colour: COLOURS[type]!, title: title ?? translate({ id: `theme.admonition.${type}`, message: type }) };
}
