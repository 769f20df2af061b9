// The shop's two languages (issue: Dhivehi as well as English). English is
// the default and the spec's texts; Dhivehi is written in Thaana, right to
// left, and its pages live under /dv.
export type Language = 'en' | 'dv';

export const LANGUAGES: readonly Language[] = ['en', 'dv'];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The writing direction of a language. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'dv' ? 'rtl' : 'ltr';
}

/** A language from untrusted text (a path segment, a cookie): English unless it is one we speak. */
export function parseLanguage(value: string | null | undefined): Language {
  return value === 'dv' ? 'dv' : DEFAULT_LANGUAGE;
}
