// The owner's words in the page's language: products, categories and the
// settings' texts may have a Dhivehi version; a Dhivehi page shows it where
// it is not empty, every other page (and an empty one) the English.
import type { Language } from '@/i18n/languages';

/** The text to show in language: the Dhivehi one on a Dhivehi page when it has words, else the English. */
export function localized(en: string, dv: string | null | undefined, language: Language): string {
  return language === 'dv' && dv != null && dv.trim() !== '' ? dv : en;
}

/** Any Thaana letter or sign (U+0780–U+07BF). */
const THAANA = /[\u0780-\u07bf]/;

/**
 * The dir an element showing the owner's text takes: "auto" where a Dhivehi
 * page shows a text without Thaana (the English one, where no Dhivehi was
 * written), so the right-to-left page does not move its punctuation ("Abaya
 * (Black)." stays so); undefined elsewhere, so Dhivehi text keeps the page's
 * direction and English pages are as they were.
 */
export function ownDirection(text: string, language: Language): 'auto' | undefined {
  return language === 'dv' && !THAANA.test(text) ? 'auto' : undefined;
}
