// The cart's order summary: Subtotal, Delivery Fee, Total and the way on to
// checkout. The delivery fee shown is the flat fee (spec section 9).
import { Link } from 'react-router';

import { TruckIcon } from '@/features/cart/components/cart-icons';
import { formatMoney } from '@/lib/money';

type OrderSummaryProps = {
  subtotal: number;
  deliveryFee: number;
  total: number;
};

export function OrderSummary({ subtotal, deliveryFee, total }: OrderSummaryProps) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-ink-200 bg-sand-50 p-5 md:p-6"
    >
      <h2 id="order-summary-heading" className="font-display text-xl font-semibold text-ink-900">
        Order Summary
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-ink-600">Subtotal</dt>
          <dd className="font-medium text-ink-900 tabular-nums" data-testid="summary-subtotal">
            {formatMoney(subtotal)}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-ink-600">Delivery Fee</dt>
          <dd className="font-medium text-ink-900 tabular-nums" data-testid="summary-delivery-fee">
            {formatMoney(deliveryFee)}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 border-t border-ink-200 pt-4 text-base">
          <dt className="font-semibold text-ink-900">Total</dt>
          <dd className="font-semibold text-ink-900 tabular-nums" data-testid="summary-total">
            {formatMoney(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 flex gap-2 text-xs leading-relaxed text-ink-600">
        <TruckIcon className="mt-px h-4 w-4 shrink-0 text-ocean-700" />
        The delivery fee for your atoll is confirmed at checkout.
      </p>
      <Link
        to="/checkout"
        className="mt-5 flex h-12 w-full items-center justify-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800"
      >
        Proceed to Checkout
      </Link>
    </section>
  );
}
