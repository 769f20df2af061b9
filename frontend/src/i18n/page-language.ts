// The language of the page opened, from its address, with what it needs
// before the first render: the Dhivehi catalogue (so that nothing shows in
// English first) and, in the browser, the Thaana font and the page's
// direction.
import { loadDhivehi, type Messages } from '@/i18n/catalog';
import { directionOf, languageOfPath, type Language } from '@/i18n/languages';

export type PageLanguage = { language: Language; messages?: Messages };

/** The language of the page at pathname, its catalogue loaded. */
export async function loadPageLanguage(pathname: string): Promise<PageLanguage> {
  const language = languageOfPath(pathname);
  return language === 'dv' ? { language, messages: await loadDhivehi() } : { language };
}

/** Gets the document ready for a language: <html lang dir>, and the Thaana font on a Dhivehi page. */
export async function applyPageLanguage(language: Language): Promise<void> {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  if (language === 'dv') {
    await import('@/i18n/thaana-font.css');
  }
}
