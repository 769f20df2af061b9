// useLocalized: the owner's words in the page's language, a product's or
// category's Dhivehi text on a Dhivehi page, else the English
// (`pick(product.title, product.title_dv)`). useOwnDirection: the dir of an
// element showing them (`<h1 dir={ownDir(title)}>`).
import { useLanguage } from '@/i18n/use-language';
import { localized, ownDirection } from '@/lib/localized';

export function useLocalized(): (en: string, dv: string | null | undefined) => string {
  const language = useLanguage();
  return (en, dv) => localized(en, dv, language);
}

/** "auto" for the owner's text without Thaana on a Dhivehi page (lib/localized's ownDirection), else undefined. */
export function useOwnDirection(): (text: string) => 'auto' | undefined {
  const language = useLanguage();
  return (text) => ownDirection(text, language);
}
