// Subtotal, Delivery Fee and Total of a placed order, as the tracking page
// and the printable slip show them (each in its own type size).
import type { Order } from '@/api/orders';
import { formatMoney } from '@/lib/money';

type OrderTotalsProps = {
  order: Pick<Order, 'subtotal' | 'delivery_fee' | 'total'> & Partial<Pick<Order, 'discount_code' | 'discount'>>;
  /** The list's own spacing and size. */
  className: string;
  /** The Total row's emphasis. */
  totalClassName: string;
  totalTestId?: string;
};

export function PlacedOrderTotals({ order, className, totalClassName, totalTestId }: OrderTotalsProps) {
  return (
    <dl className={className}>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-600">Subtotal</dt>
        <dd className="tabular-nums">{formatMoney(order.subtotal)}</dd>
      </div>
      {order.discount === undefined || order.discount <= 0 ? null : (
        <div className="flex justify-between gap-4" data-testid="order-discount">
          <dt className="min-w-0 break-all text-ink-600">Discount ({order.discount_code})</dt>
          <dd className="shrink-0 tabular-nums">−{formatMoney(order.discount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-ink-600">Delivery Fee</dt>
        <dd className="tabular-nums">{formatMoney(order.delivery_fee)}</dd>
      </div>
      <div className={`flex justify-between gap-4 ${totalClassName}`}>
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          {formatMoney(order.total)}
        </dd>
      </div>
    </dl>
  );
}
