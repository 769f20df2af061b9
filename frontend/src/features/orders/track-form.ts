// The order lookup form (spec section 5, Order lookup), its messages in the
// language of `t`.
import type { Translate } from '@/i18n/english';
import { lookupSchemaOf } from '@/ui/lookup-form';

export function trackSchemaIn(t: Translate) {
  return lookupSchemaOf({ number: t('orders.errorOrderNumber'), phone: t('orders.errorPhone') });
}
