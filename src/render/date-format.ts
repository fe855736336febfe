// Dates written as the site's locale writes them, in the locale's calendar
// (its `calendar` setting, which Docusaurus gives Intl too), in UTC: a date
// is the same on every page and for every reader, whatever the build
// machine's time zone.

/** A formatter of dates (or times in milliseconds) for `locale`, with the month `short` (5 Jan 2023) or `long`. */
export function dateFormatter(locale: string, month: 'short' | 'long', calendar: string | undefined): (date: Date | number) => string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC', ...(calendar ? { calendar } : {}) });
  return (date) => format.format(date);
}
