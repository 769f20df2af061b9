// The language chosen with the switch, remembered on this device: in the
// browser's storage, and in a cookie the server can read. An address says its
// own language (/dv/... is Dhivehi whatever is remembered, decision 224).
import { localStorageOrNull, readStoredString } from '@/lib/browser-storage';
import { LANGUAGE_COOKIE, parseLanguage, type Language } from '@/i18n/languages';

/** The longest a browser keeps a cookie (Chromium caps it at 400 days). */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function rememberLanguage(language: Language): void {
  try {
    localStorageOrNull()?.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // Full or disabled storage: the cookie still remembers.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; Max-Age=${String(COOKIE_MAX_AGE_SECONDS)}; SameSite=Lax`;
  }
}

/** The language remembered on this device: English when none, or an unknown one. */
export function rememberedLanguage(): Language {
  const stored = readStoredString(LANGUAGE_COOKIE);
  if (stored !== null) {
    return parseLanguage(stored);
  }
  const cookies = typeof document === 'undefined' ? undefined : (document.cookie as string | undefined);
  const cookie = cookies
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return parseLanguage(cookie?.slice(LANGUAGE_COOKIE.length + 1));
}
