// The owner's words in the page's language: products, categories and the
// settings' texts may have a Dhivehi version; a Dhivehi page shows it where
// it is not empty, every other page (and an empty one) the English.
import type { Language } from '@/i18n/languages';

/** The text to show in language: the Dhivehi one on a Dhivehi page when it has words, else the English. */
export function localized(en: string, dv: string | null | undefined, language: Language): string {
  return language === 'dv' && dv != null && dv.trim() !== '' ? dv : en;
}
