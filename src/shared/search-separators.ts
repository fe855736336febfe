// PHP's member, static and namespace separators (`$DB->get_records`,
// `manager::queue_adhoc_task`, `\core\task\manager`) and a call's parenthesis
// (`get_string('pluginname',`) as word breaks for search.
// Pagefind indexes a run of text without spaces as one word with its symbols
// taken out, and as the parts it splits at `_`, `-` and case changes: so
// `$DB->get_records_sql(` is `dbget_records_sql`, `db`, `get`, `records` and
// `sql`, and a search for `get_records_sql` (which no indexed word begins
// with) found only the pages that also wrote it without `$DB->`. The index
// documents get a space after each separator, the query is split at them, and
// the space is taken out of the excerpts again.

/**
 * The separators, `->` as text or escaped: `->`, `-&gt;`, `::` and `\`; and a call's `(`, so
 * that `addElement('header',` is the words `addElement` and `header`, which a quoted search
 * for `"addElement"` (a phrase: whole words only) finds.
 */
const SEPARATOR = String.raw`->|-&gt;|::|\\|\(`;
/** What starts a word after a separator: a call's first argument may be a string, as text or escaped (`&#39;`). */
const WORD_START = String.raw`[\p{L}\p{N}_$'"&]`;
/** A separator before a word. */
const BEFORE_WORD = new RegExp(`(?:${SEPARATOR})(?=${WORD_START})`, 'gu');

/**
 * An index document's HTML with a space after each separator between two
 * words. One after a space or a tag (`<code>\core`) follows no word. (The
 * character before is tested apart: a lookbehind that starts the expression
 * is tried at every character, which took five times as long.)
 */
export function withSeparatedIdentifiers(html: string): string {
  return html.replace(BEFORE_WORD, (separator, at: number) => (at > 0 && !/[\s>]/.test(html[at - 1]!) ? `${separator} ` : separator));
}

const ANY_SEPARATOR = new RegExp(SEPARATOR, 'g');

/** A query split where the index was: `$DB->get_records` is the words `$DB` and `get_records`. */
export function separatedQuery(query: string): string {
  return query.replace(ANY_SEPARATOR, ' ');
}

/**
 * A separator after a word, then the space the index gave it, then a word; a mark may close and
 * open around the space. The character before is matched and put back, not looked behind at:
 * Safari has lookbehind only from 16.4, and before that this expression would not compile, which
 * stopped the search code from loading.
 */
const SPACED = new RegExp(`(\\S)(${SEPARATOR})(</mark>)? (?=(?:<mark>)?${WORD_START})`, 'gu');

/**
 * An excerpt or heading from the index without the spaces its separators were
 * given, around Pagefind's `<mark>`s too: `$DB-&gt;</mark> <mark>get_records(`.
 * (Text that had a space there already loses it as well; in code it has none.)
 */
export function rejoinedIdentifiers(text: string): string {
  return text.replace(SPACED, '$1$2$3');
}
