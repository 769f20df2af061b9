// useLocalized: the owner's words in the page's language, a product's or
// category's Dhivehi text on a Dhivehi page, else the English
// (`pick(product.title, product.title_dv)`).
import { useIntl } from 'react-intl';

import { parseLanguage } from '@/i18n/languages';
import { localized } from '@/lib/localized';

export function useLocalized(): (en: string, dv: string | null | undefined) => string {
  const language = parseLanguage(useIntl().locale);
  return (en, dv) => localized(en, dv, language);
}
