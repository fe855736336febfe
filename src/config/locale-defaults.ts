// What a locale's settings are when the config leaves them out, as in
// Docusaurus: its name in its own language, its script's direction, its code
// as the HTML language and as its translations' folder, and the Gregorian
// calendar.

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}

/** The locale's name in its own language, capitalised as Docusaurus gives it (`fr` → Français), or its code when the runtime has none. */
function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/** Right to left for Arabic, Hebrew, Persian and the other scripts written so, by the runtime's data on the locale. */
function direction(code: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(code) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } };
    return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

export function localeDefaults(code: string): LocaleConfig {
  return { label: languageName(code), direction: direction(code), htmlLang: code, calendar: 'gregory', path: code };
}
