// The language of the page being shown (the I18nProvider's), and the way to
// an address in it for the few links the router does not write (the router
// of a Dhivehi page already writes every <Link> below /dv).
import { localizedPath, type Language } from '@/i18n/languages';
import { useI18n } from '@/i18n/use-t';

export function useLanguage(): Language {
  return useI18n().language;
}

/** A path of the shop ("/track-order") as an address in the page's language ("/dv/track-order"). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(path, language);
}
