// Checkout (/checkout, spec sections 2 and 5): "Shipping Details" and "Payment
// Method" beside the order summary. Placing the order sends the cart with one
// order number made for this checkout and reused on every retry, so a double
// submit or a resend after a lost answer is the same order (decision 040).
// When the shop cannot be reached the order is kept on this device and sent
// when it answers again (decision 080). An order paid online is placed, then
// the customer goes to the bank's page (decision 204); the offline queue never
// keeps one, as there is no bank page to reach without a connection.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router';

import { errorMessage } from '@/api/error-message';
import { enqueueOrder, isUnreachable } from '@/api/order-queue';
import { serverFieldsOf, usePlaceOrderMutation } from '@/api/orders';
import { goToBank, useGetPaymentOptionsQuery, useStartPaymentMutation } from '@/api/payments';
import { useGetAtollsQuery, useSettings } from '@/api/settings';
import {
  checkoutSchemaIn,
  chosenIsland,
  EMPTY_CHECKOUT,
  FIELD_PATHS,
  formFieldFor,
  withDiscount,
  orderInputFrom,
  type CheckoutOutput,
  type CheckoutValues,
} from '@/features/checkout/checkout-form';
import { CheckoutSummary } from '@/features/checkout/components/checkout-summary';
import { PaymentMethod, type SlipUpload } from '@/features/checkout/components/payment-method';
import { ShippingDetails } from '@/features/checkout/components/shipping-details';
import { englishT } from '@/i18n/english';
import { useT } from '@/i18n/use-t';
import { useCart } from '@/lib/cart/cart-context';
import { cartBasket, cartTotal } from '@/lib/cart/cart-rules';
import { discountedTotal, storeDiscountCode } from '@/lib/cart/discount-code';
import { gstAddedTo } from '@/lib/gst';
import { deliveryQuote } from '@/lib/delivery-fee';
import { makeOrderNumber } from '@/lib/order-number';
import { PageHead } from '@/ui/page-head';
import { normalizePhone } from '@/lib/phone';
import { rememberPlacedOrder } from '@/lib/placed-orders';
import { useServerWords } from '@/i18n/use-server-words';
import { DiscountCodeBox } from '@/ui/discount-code-box';
import { useDiscount } from '@/ui/use-discount';

/** Paying online needs the shop, so such an order is never kept on the device. */
export const ONLINE_NEEDS_CONNECTION = englishT('checkout.onlineNeedsConnection');

export default function CheckoutScreen() {
  const t = useT();
  const { lines, subtotal, clear } = useCart();
  const { settings, isKnown } = useSettings();
  const { data: atolls = settings.geo.atolls } = useGetAtollsQuery();
  const navigate = useNavigate();
  const [placeOrder, { isLoading: submitting }] = usePlaceOrderMutation();
  const [startPayment, { isLoading: starting }] = useStartPaymentMutation();
  const say = useServerWords();
  const { data: paymentOptions } = useGetPaymentOptionsQuery();
  const [orderNumber] = useState(() => makeOrderNumber());
  const [placed, setPlaced] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The refusal was about the items (stock sold, a product gone): the way to
  // fix it is in the cart, which is kept.
  const [cartToFix, setCartToFix] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus (and so scroll to) the alert at the top once it is drawn.
    if (failure !== null) {
      alertRef.current?.focus();
    }
  }, [failure]);
  const [upload, setUpload] = useState<SlipUpload>({ state: 'idle' });

  // The rules' messages follow the page's language.
  const intl = useIntl();
  const schema = useMemo(() => checkoutSchemaIn((id) => intl.formatMessage({ id })), [intl]);
  const form = useForm<CheckoutValues, unknown, CheckoutOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_CHECKOUT,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [atoll, island] = useWatch({ control: form.control, name: ['address.atoll', 'address.island'] });
  // An island the customer types is charged at its atoll's fee.
  const listedIsland = chosenIsland({ island, otherIsland: '' }).unlisted ? '' : island;
  const quote = deliveryQuote(settings.delivery, { atoll, island: listedIsland }, cartBasket(lines));
  const discount = useDiscount(lines);
  const fee = discount.freeDelivery ? 0 : quote.fee;
  const moreForFree = discount.freeDelivery ? null : quote.moreForFree;
  const payable = discountedTotal(subtotal, discount.amount, fee);
  // A registered shop whose prices leave GST out adds it to the total (decision 209).
  const gstAdded = gstAddedTo(payable, settings.tax);
  const total = cartTotal(payable, gstAdded);
  const gstLine = gstAdded > 0 && settings.tax !== undefined ? { label: t('checkout.gstLabel', { rate: settings.tax.ratePercent }), amount: gstAdded } : undefined;

  if (lines.length === 0 && !placed) {
    return <Navigate to="/cart" replace />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const input = withDiscount(
      orderInputFrom(
        orderNumber,
        values,
        lines,
        // Until the shop's own settings are known the fee is a stand-in: the
        // server then prices alone rather than refusing a guess.
        isKnown ? { subtotal, deliveryFee: fee, total } : null,
      ),
      discount,
    );
    const result = await placeOrder(input);
    if (result.error !== undefined && isUnreachable(result.error) && values.paymentMethod === 'ONLINE') {
      setFailure(t('checkout.onlineNeedsConnection'));
      return;
    }
    if (result.error !== undefined && isUnreachable(result.error)) {
      // The shop cannot be reached: keep the order on this device and send it
      // when it answers again (decision 080). Nothing the customer did is lost.
      const kept = enqueueOrder({
        input,
        lines: lines.map((line) => ({
          title: line.title,
          ...(line.type === 'product' && line.titleDv !== undefined ? { titleDv: line.titleDv } : {}),
          // A tailor-made line has no product page: "" links to /tailoring.
          slug: line.type === 'product' ? line.product.slug : '',
          shopType: line.type === 'product' ? line.product.shop_type : 'clothing',
          size: line.size,
          color: line.color ?? '',
          quantity: line.quantity,
          price: line.price,
          image: line.image,
        })),
        subtotal,
        deliveryFee: fee,
        total,
      });
      if (kept) {
        setPlaced(true);
        void navigate(`/order-confirmation/${encodeURIComponent(orderNumber)}`);
        clear();
        storeDiscountCode('');
        return;
      }
    }
    if (result.error !== undefined) {
      const fields = serverFieldsOf(result.error, say);
      for (const [path, message] of Object.entries(fields)) {
        const field = formFieldFor(path);
        if (field !== null) {
          form.setError(FIELD_PATHS[field], { type: 'server', message });
        }
      }
      setCartToFix(Object.keys(fields).some((path) => path.startsWith('items[')));
      setFailure(errorMessage(result.error, t('checkout.notPlaced'), { say }));
      return;
    }
    const order = result.data;
    const phone = normalizePhone(values.contact.phone);
    rememberPlacedOrder({ orderNumber: order.order_number, phone });
    setPlaced(true);
    clear();
    storeDiscountCode('');
    if (order.payment_method === 'ONLINE') {
      // The order is placed and waits for its payment: to the bank's page, or,
      // when the bank does not answer, to the confirmation with "Try again".
      const started = await startPayment({ order_number: order.order_number, phone });
      if (started.data !== undefined) {
        goToBank(started.data.url);
        return;
      }
      const problem = errorMessage(started.error, '', { say });
      void navigate(`/order-confirmation/${encodeURIComponent(order.order_number)}`, { state: { paymentProblem: problem } });
      return;
    }
    void navigate(`/order-confirmation/${encodeURIComponent(order.order_number)}`);
  });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHead screen={t('app.titleCheckout')} />
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">{t('checkout.title')}</h1>

      {failure === null ? null : (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className="mt-6 rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700 focus:outline-none"
          data-testid="checkout-error"
        >
          {failure}
          {cartToFix ? (
            <>
              {' '}
              <Link to="/cart" className="font-semibold underline underline-offset-4 hover:text-rose-900">
                {t('checkout.updateCart')}
              </Link>
            </>
          ) : null}
        </div>
      )}

      <form
        noValidate
        onSubmit={(event) => {
          void onSubmit(event);
        }}
        className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8"
      >
        <div className="space-y-6">
          <ShippingDetails form={form} atolls={atolls} />
          <PaymentMethod
            form={form}
            bank={settings.bank}
            orderNumber={orderNumber}
            upload={upload}
            onUploadChange={setUpload}
            online={paymentOptions?.online === true}
          />
        </div>
        <div className="lg:sticky lg:top-6">
          <DiscountCodeBox discount={discount} className="mb-4" />
          <CheckoutSummary
            lines={lines}
            discount={{ code: discount.code, amount: discount.amount }}
            subtotal={subtotal}
            deliveryFee={fee}
            moreForFree={moreForFree}
            total={total}
            gst={gstLine}
            atollChosen={atoll !== ''}
            submitting={submitting || starting}
            uploading={upload.state === 'uploading'}
          />
        </div>
      </form>
    </div>
  );
}
