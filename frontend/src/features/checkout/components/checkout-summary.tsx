// The order summary beside the form: the cart's lines, Subtotal, the delivery
// fee for the chosen atoll and island (with how much more is free, decision
// 185), Total and the Place Order button. The lines are brought to the
// prices in force first, and a change is told here (decision 211).
import { useCartProducts, useCartRepricing } from '@/app/cart-products';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import { type CartLine, lineTotal, NO_SIZE, titleDvOf } from '@/lib/cart/cart-rules';
import { FreeDeliveryHint, OrderSummaryCard, OrderTotals } from '@/ui/order-summary';
import { PriceChangeNotice } from '@/ui/price-change-notice';
import { SalePrice } from '@/ui/sale-price';

type CheckoutSummaryProps = {
  lines: readonly CartLine[];
  subtotal: number;
  deliveryFee: number;
  /** What the lines lack for free delivery, or null. */
  moreForFree: number | null;
  total: number;
  /** GST added on top, when the shop's prices do not include it. */
  gst?: { label: string; amount: number } | undefined;
  /** What a discount code takes off the items. */
  discount?: { code: string; amount: number };
  atollChosen: boolean;
  submitting: boolean;
  uploading: boolean;
};

export function CheckoutSummary({
  lines,
  subtotal,
  deliveryFee,
  moreForFree,
  total,
  gst,
  discount,
  atollChosen,
  submitting,
  uploading,
}: CheckoutSummaryProps) {
  const t = useT();
  const pick = useLocalized();
  const ownDir = useOwnDirection();
  useCartRepricing(useCartProducts(lines));
  return (
    <OrderSummaryCard headingId="checkout-summary-heading">
      <PriceChangeNotice lines={lines} className="mt-4" />
      <ul className="mt-4 divide-y divide-ink-200 text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-4 py-3" data-testid="checkout-line">
            <div className="min-w-0">
              <p className="font-medium text-ink-900" dir={ownDir(pick(line.title, titleDvOf(line)))}>
                {pick(line.title, titleDvOf(line))}
              </p>
              <p className="mt-0.5 text-xs text-ink-600">
                {[
                  line.size !== NO_SIZE && line.size !== '' ? t('checkout.lineSize', { size: line.size }) : null,
                  line.color,
                  t('checkout.lineQuantity', { quantity: line.quantity }),
                ]
                  .filter((part) => part !== null)
                  .join(' · ')}
              </p>
            </div>
            <p className="shrink-0 text-end font-medium text-ink-900">
              <SalePrice
                price={lineTotal(line)}
                original={line.type === 'product' && line.originalPrice !== undefined ? line.originalPrice * line.quantity : null}
                noSaving
              />
            </p>
          </li>
        ))}
      </ul>
      <OrderTotals
        subtotal={subtotal}
        deliveryFee={deliveryFee}
        total={total}
        gst={gst}
        discount={discount}
        className="mt-3 border-t border-ink-200 pt-4"
        feeNote={
          <>
            {atollChosen ? null : (
              <dd className="w-full text-xs text-ink-600" data-testid="delivery-fee-hint">
                {t('checkout.feeHint')}
              </dd>
            )}
            <FreeDeliveryHint moreForFree={moreForFree} />
          </>
        }
      />
      <button
        type="submit"
        disabled={submitting || uploading}
        className="mt-5 flex h-12 w-full items-center justify-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800 disabled:cursor-not-allowed disabled:bg-ink-500"
      >
        {t(submitting ? 'checkout.placingOrder' : 'checkout.placeOrder')}
      </button>
      {uploading ? <p className="mt-2 text-center text-xs text-ink-600">{t('checkout.waitingForSlip')}</p> : null}
    </OrderSummaryCard>
  );
}
