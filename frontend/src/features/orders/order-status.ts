// The customer's view of an order's status (spec section 4): the progress bar
// over Order Placed, Processing, Shipped, Delivered; a cancelled order is
// shown as Cancelled instead.
import type { OrderStatus } from '@/api/orders';

export const PROGRESS_STEPS = [
  { status: 'pending', label: 'Order Placed' },
  { status: 'processing', label: 'Processing' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
] as const satisfies readonly { status: OrderStatus; label: string }[];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Order Placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

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

export function paymentMethodLabel(method: string): string {
  if (method === 'ONLINE') {
    return 'Pay online';
  }
  return method === 'BANK' ? 'Bank Transfer' : 'Cash on Delivery';
}
