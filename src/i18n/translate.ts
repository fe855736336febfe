// The one translation layer: every UI string is declared with an id and its
// English message. A site in another language has its translations (see
// site-translations.ts), made active once per thread: by the build on the
// main thread, by each compile worker, and by the browser from the page's
// data. An English site has none, and no catalogue is shipped for it.

export interface TranslateDeclaration {
  id: string;
  message: string;
  description?: string;
}

export class TranslationError extends Error {}

function assertDeclaration(declaration: Partial<TranslateDeclaration> | undefined): asserts declaration is TranslateDeclaration {
  if (!declaration || typeof declaration.id !== 'string' || !declaration.id || typeof declaration.message !== 'string') {
    throw new TranslationError(`A translation needs both an id and a message: ${JSON.stringify(declaration)}`);
  }
}

/** The messages of a site in another language than the declared one, by id. */
export interface SiteTranslations {
  /** The site's locale (`fr`, `pt-BR`): its plural forms. */
  locale: string;
  messages: Record<string, string>;
}

const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

let active: SiteTranslations | undefined;
const englishPluralIndex = (count: number): number => (count === 1 ? 0 : 1);
/** The index of a count's plural form in the active locale's messages. */
let pluralIndex = englishPluralIndex;

/** The translations this thread renders with from now on; undefined for the declared messages. */
export function setActiveTranslations(translations: SiteTranslations | undefined): void {
  active = translations;
  if (!translations) {
    pluralIndex = englishPluralIndex;
    return;
  }
  const rules = new Intl.PluralRules(translations.locale);
  // In CLDR's order, which browsers do not keep: the order Docusaurus's messages use.
  const categories = PLURAL_ORDER.filter((category) => rules.resolvedOptions().pluralCategories.includes(category));
  pluralIndex = (count) => categories.indexOf(rules.select(count));
}

/** `{name}` placeholders are filled from values. */
export function interpolate(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function translate(declaration: TranslateDeclaration, values?: Record<string, string | number>): string {
  assertDeclaration(declaration);
  return interpolate(active?.messages[declaration.id] ?? declaration.message, values);
}

/**
 * Plural messages give their forms separated by `|`, in the order of the
 * locale's plural categories (English: `one|other`), as Docusaurus's do; a
 * message with fewer forms uses its last for the categories it lacks.
 */
export function translatePlural(declaration: TranslateDeclaration, count: number, values: Record<string, string | number> = {}): string {
  return interpolate(selectPluralForm(count, translate(declaration)), { count, ...values });
}

/** The form of a plural message (forms separated by `|`) for a count, in the active locale (Docusaurus's usePluralForm().selectMessage). */
export function selectPluralForm(count: number, message: string): string {
  const forms = message.split('|');
  return forms[Math.min(pluralIndex(count), forms.length - 1)]!;
}
