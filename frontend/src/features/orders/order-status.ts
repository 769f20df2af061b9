// The customer's view of an order's status (spec section 4): the progress bar
// over Order Placed, Processing, Shipped, Delivered; a cancelled order is
// shown as Cancelled instead. Labels are catalogue ids, shown with useT.
import type { OrderStatus } from '@/api/orders';
import { englishT } from '@/i18n/english';

/** Each status's label id. */
export const STATUS_IDS: Record<OrderStatus, string> = {
  pending: 'orders.statusPending',
  processing: 'orders.statusProcessing',
  shipped: 'orders.statusShipped',
  delivered: 'orders.statusDelivered',
  cancelled: 'orders.statusCancelled',
};

export const PROGRESS_STEPS = (['pending', 'processing', 'shipped', 'delivered'] as const).map((status) => ({
  status,
  label: STATUS_IDS[status],
}));

export type Progress =
  | { kind: 'cancelled' }
  | {
      kind: 'steps';
      /** Index of the current step in PROGRESS_STEPS. */
      current: number;
      /** Steps up to and including the current one are done. */
      done: boolean[];
      /** The fill, 0 to 100: the current step's position, index / (steps - 1). */
      percent: number;
    };

export function progressOf(status: OrderStatus): Progress {
  if (status === 'cancelled') {
    return { kind: 'cancelled' };
  }
  const current = PROGRESS_STEPS.findIndex((step) => step.status === status);
  return {
    kind: 'steps',
    current,
    done: PROGRESS_STEPS.map((_, index) => index <= current),
    percent: Math.round((current / (PROGRESS_STEPS.length - 1)) * 100),
  };
}

/** The payment method's label id. */
export function paymentMethodId(method: string): string {
  if (method === 'ONLINE') {
    return 'orders.paymentOnline';
  }
  return method === 'BANK' ? 'orders.paymentBank' : 'orders.paymentCod';
}

/** The payment method's label in English. */
export function paymentMethodLabel(method: string): string {
  return englishT(paymentMethodId(method));
}
