// The "Order Summary" card the cart and the checkout both show: Subtotal,
// Delivery Fee and Total, with whatever each adds around them (the lines,
// a note on the fee, the button that moves on).
import type { ReactNode } from 'react';

import { formatMoney } from '@/lib/money';
import { useKitT } from '@/i18n/use-kit-t';
import { Card } from '@/ui/card';

type OrderSummaryCardProps = {
  /** The heading's id, unique on the page. */
  headingId: string;
  children: ReactNode;
};

export function OrderSummaryCard({ headingId, children }: OrderSummaryCardProps) {
  const t = useKitT();
  return (
    <Card headingId={headingId} title={t('ui.orderSummary')} tone="sand">
      {children}
    </Card>
  );
}

type OrderTotalsProps = {
  subtotal: number;
  deliveryFee: number;
  total: number;
  /** A word under the fee (how it was chosen), when there is one. */
  feeNote?: ReactNode;
  /** GST added on top of the prices (decision 209), when the shop adds any. */
  gst?: { label: string; amount: number } | undefined;
  /** What a discount code takes off the items, when one applies. */
  discount?: { code: string; amount: number } | undefined;
  className: string;
};

const amount = 'font-medium text-ink-900 tabular-nums';

export function OrderTotals({ subtotal, deliveryFee, total, feeNote, gst, discount, className }: OrderTotalsProps) {
  const t = useKitT();
  return (
    <dl className={`space-y-3 text-sm ${className}`}>
      <div className="flex items-center justify-between gap-4">
        <dt className="text-ink-600">{t('ui.subtotal')}</dt>
        <dd className={amount} data-testid="summary-subtotal">
          {formatMoney(subtotal)}
        </dd>
      </div>
      {discount === undefined || discount.amount <= 0 ? null : <DiscountRow {...discount} />}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <dt className="text-ink-600">{t('ui.deliveryFee')}</dt>
        <dd className={amount} data-testid="summary-delivery-fee">
          {formatMoney(deliveryFee)}
        </dd>
        {feeNote}
      </div>
      {gst === undefined ? null : (
        <div className="flex items-center justify-between gap-4">
          <dt className="text-ink-600">{gst.label}</dt>
          <dd className={amount} data-testid="summary-gst">
            {formatMoney(gst.amount)}
          </dd>
        </div>
      )}
      <div className="flex items-center justify-between gap-4 border-t border-ink-200 pt-4 text-base">
        <dt className="font-semibold text-ink-900">{t('ui.total')}</dt>
        <dd className="font-semibold text-ink-900 tabular-nums" data-testid="summary-total">
          {formatMoney(total)}
        </dd>
      </div>
    </dl>
  );
}

/** "Discount (EID2026)  −MVR 300.00" under the subtotal. */
export function DiscountRow({ code, amount }: { code: string; amount: number }) {
  const t = useKitT();
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="min-w-0 break-all text-ink-600">{t('ui.discountWithCode', { code })}</dt>
      <dd className="shrink-0 font-medium text-ocean-800 tabular-nums" data-testid="summary-discount">
        {t('ui.minusAmount', { amount: formatMoney(amount) })}
      </dd>
    </div>
  );
}

/**
 * "Add MVR 120.00 more for free delivery" under the fee, while the
 * free-delivery rule could still make it 0 (decision 185); nothing otherwise.
 */
export function FreeDeliveryHint({ moreForFree, note }: { moreForFree: number | null; note?: string }) {
  const t = useKitT();
  if (moreForFree === null) {
    return null;
  }
  return (
    <dd className="w-full text-xs font-medium text-ocean-800" data-testid="free-delivery-hint">
      {t('ui.moreForFree', { amount: formatMoney(moreForFree) })}
      {note === undefined ? null : <> {note}</>}
    </dd>
  );
}
