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

/** The path segment of the Dhivehi pages: "/dv/shop" is "/shop" in Dhivehi, "/dv" the home page. */
export const DHIVEHI_PREFIX = '/dv';

/** The cookie and browser-storage key that remember the language chosen on this device. */
export const LANGUAGE_COOKIE = 'dhoni_lang';

/** The language an address is in: Dhivehi under /dv, English everywhere else. */
export function languageOfPath(pathname: string): Language {
  return pathname === DHIVEHI_PREFIX || pathname.startsWith(`${DHIVEHI_PREFIX}/`) ? 'dv' : DEFAULT_LANGUAGE;
}

/** An address without its language: "/dv/shop" → "/shop", "/dv" → "/". */
export function pathWithoutLanguage(pathname: string): string {
  return languageOfPath(pathname) === 'dv' ? pathname.slice(DHIVEHI_PREFIX.length) || '/' : pathname;
}

/** The router's base for a language's pages: its links and addresses are written below it. */
export function basenameOf(language: Language): string | undefined {
  return language === 'dv' ? DHIVEHI_PREFIX : undefined;
}

/**
 * A path of the shop ("/shop?page=2", "/") in a language: "/dv/shop?page=2",
 * "/dv". A path already in a language is moved to the other one.
 */
export function localizedPath(path: string, language: Language): string {
  const at = path.search(/[?#]/);
  const pathname = at < 0 ? path : path.slice(0, at);
  const rest = at < 0 ? '' : path.slice(at);
  const bare = pathWithoutLanguage(pathname);
  if (language === DEFAULT_LANGUAGE) {
    return bare + rest;
  }
  return (bare === '/' ? DHIVEHI_PREFIX : DHIVEHI_PREFIX + bare) + rest;
}
