// The cart (/cart, spec section 2): the lines with their steppers, Clear Cart
// and the order summary; or, with nothing in it, "Your Cart is Empty".
// Phones stack the lines over the summary; from lg the summary is a card on
// the right.
import { useEffect, useRef, useState } from 'react';

import { useCartProducts, useCartRepricing } from '@/app/cart-products';
import { useSettings } from '@/api/settings';
import { TrashIcon } from '@/ui/icons';
import { PriceChangeNotice } from '@/ui/price-change-notice';
import { useT } from '@/i18n/use-t';
import { useLocalized } from '@/i18n/use-localized';
import { CartLineItem } from '@/features/cart/components/cart-line-item';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { OrderSummary } from '@/features/cart/components/order-summary';
import { cartStock } from '@/features/cart/cart-stock';
import { describeLine } from '@/features/cart/line-text';
import { useCart } from '@/lib/cart/cart-context';
import { cartBasket, titleDvOf } from '@/lib/cart/cart-rules';
import { discountedTotal } from '@/lib/cart/discount-code';
import { deliveryQuote } from '@/lib/delivery-fee';
import { PageHead } from '@/ui/page-head';
import { DiscountCodeBox } from '@/ui/discount-code-box';
import { useDiscount } from '@/ui/use-discount';

export default function CartScreen() {
  const { lines, itemCount, subtotal, setQuantity, removeLine, clear } = useCart();
  const { settings } = useSettings();
  const t = useT();
  const localized = useLocalized();
  // No atoll yet: the flat fee, or 0 once the free-delivery rule applies.
  const quote = deliveryQuote(settings.delivery, { atoll: '' }, cartBasket(lines));
  const discount = useDiscount(lines);
  const deliveryFee = discount.freeDelivery ? 0 : quote.fee;
  const moreForFree = discount.freeDelivery ? null : quote.moreForFree;
  // Fresh stock and prices for every line: one that has sold, or changed
  // price, since it was added is told here, before checkout, rather than
  // only when the order is placed.
  const products = useCartProducts(lines);
  const stock = cartStock(lines, products);
  useCartRepricing(products);
  const [firstOver, ...moreOver] = lines.filter((line, index) => {
    const available = stock[index];
    return available !== undefined && line.quantity > available;
  });

  // Removing a line takes its buttons away: focus goes to the heading that is
  // left (the page's, or the empty cart's), and a status says what happened.
  const [status, setStatus] = useState('');
  const focusPending = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const emptyHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusPending.current) {
      focusPending.current = false;
      (emptyHeadingRef.current ?? titleRef.current)?.focus();
    }
  }, [lines]);

  const isEmpty = lines.length === 0;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHead screen={t('app.titleCart')} />
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h1
            ref={titleRef}
            tabIndex={-1}
            className="font-display text-3xl font-semibold tracking-tight text-ink-900 focus:outline-none md:text-4xl"
          >
            {t('cart.title')}
          </h1>
          {isEmpty ? null : (
            <p className="mt-1 text-sm text-ink-600" data-testid="cart-item-count">
              {t('cart.itemCount', { count: itemCount })}
            </p>
          )}
        </div>
        {isEmpty ? null : (
          <button
            type="button"
            onClick={() => {
              focusPending.current = true;
              setStatus(t('cart.cleared'));
              clear();
            }}
            className="inline-flex h-10 items-center gap-1.5 rounded-full border border-ink-200 bg-white px-4 text-sm font-medium text-ink-700 transition-colors hover:border-rose-300 hover:bg-rose-50 hover:text-rose-700"
          >
            <TrashIcon className="h-4 w-4" />
            {t('cart.clearCart')}
          </button>
        )}
      </div>

      <p role="status" className="sr-only">
        {status}
      </p>

      {firstOver === undefined ? null : (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800"
          data-testid="cart-stock-alert"
        >
          {moreOver.length === 0
            ? t('cart.stockAlertOne', { line: describeLine({ ...firstOver, title: localized(firstOver.title, titleDvOf(firstOver)) }, t) })
            : t('cart.stockAlertMany')}
        </div>
      )}

      <PriceChangeNotice lines={lines} className="mt-6" />

      {isEmpty ? (
        <EmptyCart headingRef={emptyHeadingRef} />
      ) : (
        <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
          <section aria-labelledby="cart-items-heading" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-6">
            <h2 id="cart-items-heading" className="sr-only">
              {t('cart.itemsInCart')}
            </h2>
            <ul className="divide-y divide-ink-100">
              {lines.map((line, index) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  available={stock[index]}
                  onQuantityChange={(quantity) => {
                    setQuantity(line.id, quantity);
                  }}
                  onRemove={() => {
                    focusPending.current = true;
                    setStatus(t('cart.removed', { line: describeLine({ ...line, title: localized(line.title, titleDvOf(line)) }, t) }));
                    removeLine(line.id);
                  }}
                />
              ))}
            </ul>
          </section>
          <div className="space-y-4 lg:sticky lg:top-6">
            <DiscountCodeBox discount={discount} />
            <OrderSummary
              subtotal={subtotal}
              deliveryFee={deliveryFee}
              discount={{ code: discount.code, amount: discount.amount }}
              total={discountedTotal(subtotal, discount.amount, deliveryFee)}
              moreForFree={moreForFree}
              exceptAtolls={settings.delivery.freeDelivery?.exceptAtolls ?? []}
            />
          </div>
        </div>
      )}
    </div>
  );
}
