// The cart's order summary: Subtotal, Delivery Fee, Total and the way on to
// checkout. The delivery fee shown is the flat fee (spec section 9), or 0
// once the free-delivery rule applies (decision 185).
import { Link } from 'react-router';

import { useT } from '@/i18n/use-t';
import { TruckIcon } from '@/ui/icons';
import { FreeDeliveryHint, OrderSummaryCard, OrderTotals } from '@/ui/order-summary';

type OrderSummaryProps = {
  subtotal: number;
  deliveryFee: number;
  total: number;
  /** What a discount code takes off the items. */
  discount?: { code: string; amount: number };
  /** What the lines lack for free delivery, or null. */
  moreForFree: number | null;
  /** The atolls free delivery does not reach, if any. */
  exceptAtolls: readonly string[];
};

export function OrderSummary({ subtotal, deliveryFee, total, discount, moreForFree, exceptAtolls }: OrderSummaryProps) {
  const t = useT();
  return (
    <OrderSummaryCard headingId="order-summary-heading">
      <OrderTotals
        subtotal={subtotal}
        deliveryFee={deliveryFee}
        total={total}
        discount={discount}
        className="mt-5"
        feeNote={
          <FreeDeliveryHint
            moreForFree={moreForFree}
            note={exceptAtolls.length === 0 ? undefined : t('cart.notTo', { atolls: exceptAtolls.join(t('cartScreen.lineSeparator')) })}
          />
        }
      />
      <p className="mt-4 flex gap-2 text-xs leading-relaxed text-ink-600">
        <TruckIcon className="mt-px h-4 w-4 shrink-0 text-ocean-700" />
        {t('cart.feeConfirmed')}
      </p>
      <Link
        to="/checkout"
        className="mt-5 flex h-12 w-full items-center justify-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800"
      >
        {t('cart.proceed')}
      </Link>
    </OrderSummaryCard>
  );
}
