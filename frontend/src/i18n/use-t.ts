// useT: the short way to a text of the catalogue, `t('checkout.placeOrder')`,
// with ICU values for plurals and numbers: `t('cart.items', { count })`.
import { useIntl } from 'react-intl';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

export function useT(): (id: string, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
