// Subtotal, Delivery Fee and Total of a placed order, as the tracking page
// and the printable slip show them (each in its own type size). Amounts stay
// left to right in Dhivehi.
import type { Order } from '@/api/orders';
import { useT } from '@/i18n/use-t';
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
  const t = useT();
  return (
    <dl className={className}>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-600">{t('orders.subtotal')}</dt>
        <dd className="tabular-nums">
          <bdi dir="ltr">{formatMoney(order.subtotal)}</bdi>
        </dd>
      </div>
      {order.discount === undefined || order.discount <= 0 ? null : (
        <div className="flex justify-between gap-4" data-testid="order-discount">
          <dt className="min-w-0 break-all text-ink-600">{t('orders.discount', { code: order.discount_code ?? '' })}</dt>
          <dd className="shrink-0 tabular-nums">
            <bdi dir="ltr">{t('orders.discountAmount', { amount: formatMoney(order.discount) })}</bdi>
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-ink-600">{t('orders.deliveryFee')}</dt>
        <dd className="tabular-nums">
          <bdi dir="ltr">{formatMoney(order.delivery_fee)}</bdi>
        </dd>
      </div>
      <div className={`flex justify-between gap-4 ${totalClassName}`}>
        <dt>{t('orders.total')}</dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          <bdi dir="ltr">{formatMoney(order.total)}</bdi>
        </dd>
      </div>
    </dl>
  );
}
