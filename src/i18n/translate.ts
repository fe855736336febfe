// The one translation layer: every UI string is declared with an id and its
// message. en-AU is the only locale and its messages are the declared ones, so
// there is no catalogue to look them up in: a copy of every message in the
// browser's first script would only repeat the strings already in the code.

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

/** `{name}` placeholders are filled from values. */
export function interpolate(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function translate(declaration: TranslateDeclaration, values?: Record<string, string | number>): string {
  assertDeclaration(declaration);
  return interpolate(declaration.message, values);
}

/** Plural messages are `one|other`; en-AU has these two forms. */
export function translatePlural(declaration: TranslateDeclaration, count: number, values: Record<string, string | number> = {}): string {
  const [one, other = one] = translate(declaration).split('|') as [string, string?];
  return interpolate(count === 1 ? one : other, { count, ...values });
}
