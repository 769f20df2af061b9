// The order slip (spec section 2, Order confirmation): a receipt card that the
// customer can download as a PNG. html2canvas draws it from the computed
// styles, so it uses only the theme's hex colours: no shadows, rings, opacity
// modifiers or gradients (decision 043). The PNG is drawn at the card's
// desktop width on every screen (download-slip.ts, decision 195). It is in
// the customer's language, and carries its lang and dir itself so the PNG is
// laid out right to left in Dhivehi; numbers, phones, the order number and
// the address of the tracking page stay left to right (decision 226).
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';

import type { Order } from '@/api/orders';
import { PlacedOrderTotals } from '@/features/orders/components/order-totals';
import { TaxInvoiceTotals } from '@/ui/tax-invoice-totals';
import { paymentMethodId, STATUS_IDS } from '@/features/orders/order-status';
import { directionOf, parseLanguage } from '@/i18n/languages';
import { useT } from '@/i18n/use-t';
import { useDateDirection, useDates } from '@/lib/use-dates';
import { localized, ownDirection } from '@/lib/localized';
import { formatMoney } from '@/lib/money';
import { SalePrice } from '@/ui/sale-price';

type OrderSlipProps = {
  order: Order;
  shopPhone: string;
  shopEmail?: string | undefined;
  trackOrderUrl: string;
  /** An order kept on this device that the shop has not received yet. */
  notSent?: boolean;
};

function hasSize(size: string): boolean {
  return size !== '' && size.toUpperCase() !== 'N/A';
}

/** The heads of the slip's item table, each with its cell spacing. */
const SLIP_COLUMNS = [
  { label: 'orders.item', className: 'py-2 pe-2' },
  { label: 'orders.quantity', className: 'px-2 py-2 text-end' },
  { label: 'orders.price', className: 'px-2 py-2 text-end' },
  { label: 'orders.total', className: 'py-2 ps-2 text-end' },
] as const;

export const OrderSlip = forwardRef<HTMLDivElement, OrderSlipProps>(function OrderSlip(
  { order, shopPhone, shopEmail, trackOrderUrl, notSent = false },
  ref,
) {
  const t = useT();
  const dates = useDates();
  const dateDirection = useDateDirection();
  const language = parseLanguage(useIntl().locale);
  const direction = directionOf(language);
  // Phones, e-mails and sizes inside Thaana text keep their own order (LRI
  // … PDI); a colour takes the direction of its own first letter (FSI … PDI).
  const ltr = (value: string) => (direction === 'rtl' ? `\u2066${value}\u2069` : value);
  const isolate = (value: string) => (direction === 'rtl' ? `\u2068${value}\u2069` : value);
  const ownDir = (text: string) => ownDirection(text, language);
  const { customer, tax_invoice: invoice } = order;
  const address = [customer.address.street, customer.address.island, customer.address.atoll]
    .filter((part) => part.trim() !== '')
    .join(t('orders.listSeparator'));
  return (
    <div
      ref={ref}
      data-testid="order-slip"
      lang={language}
      dir={direction}
      className="w-full max-w-[40rem] rounded-lg border border-ink-300 bg-white p-5 text-ink-900 sm:p-7"
      style={{ backgroundColor: '#ffffff', color: '#17262b' }}
    >
      <div className="flex items-start justify-between gap-4 border-b-2 border-ink-900 pb-4">
        <div>
          <p className="font-display text-2xl font-bold tracking-tight text-ocean-800">{t('common.shopName')}</p>
          {/* The shop's address is fixed text (spec section 2). */}
          <p className="mt-1 text-xs text-ink-700">{t('orders.shopAddress')}</p>
          <p className="text-xs text-ink-700">{t('orders.slipPhone', { phone: ltr(shopPhone) })}</p>
          {shopEmail === undefined || shopEmail === '' ? null : (
            <p className="text-xs text-ink-700">{t('orders.slipEmail', { email: ltr(shopEmail) })}</p>
          )}
          {invoice === undefined ? null : (
            <>
              <p className="mt-2 text-sm font-bold tracking-wide text-ink-900 uppercase">{t('orders.taxInvoice')}</p>
              <p className="text-xs text-ink-700" data-testid="slip-tin">
                {t('orders.tinColon')} <bdi dir="ltr" className="font-mono">
                  {invoice.tin}
                </bdi>
              </p>
            </>
          )}
        </div>
        {notSent ? (
          <p
            className="shrink-0 rounded border-2 border-rose-700 px-2 py-1 text-[0.65rem] leading-5 font-bold tracking-widest whitespace-nowrap text-rose-700"
            data-testid="slip-not-sent"
          >
            {t('orders.notYetSent')}
          </p>
        ) : (
          // A whole line's height inside the border: html2canvas sets text
          // on its line box, and with no leading it sat on the border.
          <p className="shrink-0 rounded border-2 border-ocean-800 px-2 py-1 text-[0.65rem] leading-5 font-bold tracking-widest whitespace-nowrap text-ocean-800">
            {t('orders.customerCopy')}
          </p>
        )}
      </div>

      <div className="mt-4 grid gap-4 text-xs sm:grid-cols-2">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="text-ink-600">{t('orders.orderNumber')}</dt>
          <dd className="font-mono font-semibold break-all" data-testid="slip-order-number">
            <bdi dir="ltr">{order.order_number}</bdi>
          </dd>
          <dt className="text-ink-600">{t('orders.date')}</dt>
          <dd>
            <bdi dir={dateDirection}>{dates.dateTime(order.created_at)}</bdi>
          </dd>
          <dt className="text-ink-600">{t('orders.payment')}</dt>
          <dd>
            {t(paymentMethodId(order.payment_method))}
            {order.payment_method === 'ONLINE'
              ? t(order.payment_status === 'paid' ? 'orders.paidSuffix' : 'orders.awaitingPaymentSuffix')
              : null}
          </dd>
          <dt className="text-ink-600">{t('orders.status')}</dt>
          <dd>{t(STATUS_IDS[order.status])}</dd>
        </dl>
        <div>
          <p className="font-semibold text-ink-600">{t('orders.customer')}</p>
          <p className="mt-1 font-semibold">
            <bdi>{customer.name}</bdi>
          </p>
          <p>
            <bdi dir="ltr">{customer.phone}</bdi>
          </p>
          {customer.email === '' ? null : (
            <p className="break-all">
              <bdi dir="ltr">{customer.email}</bdi>
            </p>
          )}
          <p>
            <bdi>{address}</bdi>
          </p>
        </div>
      </div>

      <table className="mt-5 w-full border-collapse text-xs">
        <thead>
          <tr className="border-b border-ink-300 text-start text-ink-600">
            {SLIP_COLUMNS.map(({ label, className }) => (
              <th key={label} scope="col" className={`${className} font-semibold`}>
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-ink-200 align-top">
              <td className="py-2 pe-2">
                <span className="font-medium" dir={ownDir(localized(item.title, item.title_dv, language))}>
                  {localized(item.title, item.title_dv, language)}
                </span>
                {hasSize(item.size) ? (
                  <span className="block text-ink-600">{t('orders.lineSize', { size: ltr(item.size) })}</span>
                ) : null}
                {item.color === '' ? null : (
                  <span className="block text-ink-600">{t('orders.lineColour', { color: isolate(item.color) })}</span>
                )}
              </td>
              <td className="px-2 py-2 text-end tabular-nums">{item.quantity}</td>
              <td className="px-2 py-2 text-end whitespace-nowrap">
                <bdi dir="ltr">
                  <SalePrice price={item.price} original={item.original_price} noSaving />
                </bdi>
              </td>
              <td className="py-2 ps-2 text-end whitespace-nowrap tabular-nums">
                <bdi dir="ltr">{formatMoney(item.price * item.quantity)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <PlacedOrderTotals
        order={order}
        className="mt-3 ms-auto w-full max-w-[16rem] space-y-1 text-xs"
        totalClassName="mt-1.5 border-t border-ink-900 pt-2 text-sm font-bold"
      />
      {invoice === undefined ? null : (
        <TaxInvoiceTotals
          invoice={invoice}
          className="mt-2 ms-auto w-full max-w-[16rem] space-y-1 border-t border-dashed border-ink-300 pt-2 text-xs"
        />
      )}

      <div className="mt-5 border-t border-dashed border-ink-300 pt-3 text-center text-xs text-ink-700">
        {/* The address on a line of its own, broken only if it is wider than the card. */}
        <p>{t('orders.trackAt')}</p>
        <p className="font-medium break-words text-ocean-800" dir="ltr">
          {trackOrderUrl}
        </p>
        <p className="mt-0.5">
          {t('orders.orderNumberColon')} <bdi dir="ltr" className="font-mono font-semibold">
            {order.order_number}
          </bdi>
        </p>
        {notSent ? <p className="mt-1 font-semibold text-rose-700">{t('orders.notReceivedYet')}</p> : null}
        <p className="mt-1 font-medium">{t('orders.thanksForShopping', { shop: t('common.shopName') })}</p>
      </div>
    </div>
  );
});
