// useT: the short way to a text of the catalogue, `t('checkout.placeOrder')`,
// with ICU values for plurals and numbers: `t('cart.items', { count })`.
import { useContext } from 'react';

import { I18nContext, type I18n } from '@/i18n/i18n-context';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** The I18nProvider's language and catalogue; an error outside one. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (i18n === null) {
    throw new Error('a text of the catalogue was asked for outside an I18nProvider');
  }
  return i18n;
}

export function useT(): (id: string, values?: Values) => string {
  return useI18n().t;
}
