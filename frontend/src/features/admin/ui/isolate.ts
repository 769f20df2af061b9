// A value inside a sentence of the admin (a product's title, a category's
// name, a SKU or a number): on right-to-left pages it is wrapped in Unicode
// isolates (FSI … PDI, UAX #9), so its own direction neither reorders the
// words around it nor is reordered by them; English texts are unchanged.
import { useIntl } from 'react-intl';

import { directionOfLocale } from '@/features/admin/ui/admin-intl';

export function useIsolate(): (value: string) => string {
  const { locale } = useIntl();
  const rtl = directionOfLocale(locale) === 'rtl';
  return (value) => (rtl ? `\u2068${value}\u2069` : value);
}
