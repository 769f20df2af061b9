// useLocalized: the owner's words in the page's language, a product's or
// category's Dhivehi text on a Dhivehi page, else the English
// (`pick(product.title, product.title_dv)`).
import { useLanguage } from '@/i18n/use-language';
import { localized } from '@/lib/localized';

export function useLocalized(): (en: string, dv: string | null | undefined) => string {
  const language = useLanguage();
  return (en, dv) => localized(en, dv, language);
}
