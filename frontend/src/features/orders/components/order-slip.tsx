// The order slip (spec section 2, Order confirmation): a receipt card that the
// customer can download as a PNG. html2canvas draws it from the computed
// styles, so it uses only the theme's hex colours: no shadows, rings, opacity
// modifiers or gradients (decision 043). The PNG is drawn at the card's
// desktop width on every screen (download-slip.ts, decision 195).
import { forwardRef } from 'react';

import type { Order } from '@/api/orders';
import { PlacedOrderTotals } from '@/features/orders/components/order-totals';
import { TaxInvoiceTotals } from '@/ui/tax-invoice-totals';
import { paymentMethodLabel, STATUS_LABELS } from '@/features/orders/order-status';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { SalePrice } from '@/ui/sale-price';
import { SHOP_NAME } from '@/lib/page-head';

/** The shop's address is fixed text (spec section 2). */
export const SHOP_ADDRESS = 'Majeedhee Magu, Malé, Maldives';

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
  { label: 'Item', className: 'py-2 pr-2' },
  { label: 'Qty', className: 'px-2 py-2 text-right' },
  { label: 'Price', className: 'px-2 py-2 text-right' },
  { label: 'Total', className: 'py-2 pl-2 text-right' },
] as const;

export const OrderSlip = forwardRef<HTMLDivElement, OrderSlipProps>(function OrderSlip(
  { order, shopPhone, shopEmail, trackOrderUrl, notSent = false },
  ref,
) {
  const { customer, tax_invoice: invoice } = order;
  const address = [customer.address.street, customer.address.island, customer.address.atoll]
    .filter((part) => part.trim() !== '')
    .join(', ');
  return (
    <div
      ref={ref}
      data-testid="order-slip"
      className="w-full max-w-[40rem] rounded-lg border border-ink-300 bg-white p-5 text-ink-900 sm:p-7"
      style={{ backgroundColor: '#ffffff', color: '#17262b' }}
    >
      <div className="flex items-start justify-between gap-4 border-b-2 border-ink-900 pb-4">
        <div>
          <p className="font-display text-2xl font-bold tracking-tight text-ocean-800">{SHOP_NAME}</p>
          <p className="mt-1 text-xs text-ink-700">{SHOP_ADDRESS}</p>
          <p className="text-xs text-ink-700">Phone: {shopPhone}</p>
          {shopEmail === undefined || shopEmail === '' ? null : <p className="text-xs text-ink-700">Email: {shopEmail}</p>}
          {invoice === undefined ? null : (
            <>
              <p className="mt-2 text-sm font-bold tracking-wide text-ink-900 uppercase">Tax invoice</p>
              <p className="text-xs text-ink-700" data-testid="slip-tin">
                TIN: <span className="font-mono">{invoice.tin}</span>
              </p>
            </>
          )}
        </div>
        {notSent ? (
          <p
            className="shrink-0 rounded border-2 border-rose-700 px-2 py-1 text-[0.65rem] leading-5 font-bold tracking-widest whitespace-nowrap text-rose-700"
            data-testid="slip-not-sent"
          >
            NOT YET SENT
          </p>
        ) : (
          // A whole line's height inside the border: html2canvas sets text
          // on its line box, and with no leading it sat on the border.
          <p className="shrink-0 rounded border-2 border-ocean-800 px-2 py-1 text-[0.65rem] leading-5 font-bold tracking-widest whitespace-nowrap text-ocean-800">
            CUSTOMER COPY
          </p>
        )}
      </div>

      <div className="mt-4 grid gap-4 text-xs sm:grid-cols-2">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="text-ink-600">Order Number</dt>
          <dd className="font-mono font-semibold break-all" data-testid="slip-order-number">
            {order.order_number}
          </dd>
          <dt className="text-ink-600">Date</dt>
          <dd>{formatDateTime(order.created_at)}</dd>
          <dt className="text-ink-600">Payment</dt>
          <dd>
            {paymentMethodLabel(order.payment_method)}
            {order.payment_method === 'ONLINE' ? (order.payment_status === 'paid' ? ' (paid)' : ' (awaiting payment)') : null}
          </dd>
          <dt className="text-ink-600">Status</dt>
          <dd>{STATUS_LABELS[order.status]}</dd>
        </dl>
        <div>
          <p className="font-semibold text-ink-600">Customer</p>
          <p className="mt-1 font-semibold">{customer.name}</p>
          <p>{customer.phone}</p>
          {customer.email === '' ? null : <p className="break-all">{customer.email}</p>}
          <p>{address}</p>
        </div>
      </div>

      <table className="mt-5 w-full border-collapse text-xs">
        <thead>
          <tr className="border-b border-ink-300 text-left text-ink-600">
            {SLIP_COLUMNS.map(({ label, className }) => (
              <th key={label} scope="col" className={`${className} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-ink-200 align-top">
              <td className="py-2 pr-2">
                <span className="font-medium">{item.title}</span>
                {hasSize(item.size) ? <span className="block text-ink-600">Size: {item.size}</span> : null}
                {item.color === '' ? null : <span className="block text-ink-600">Colour: {item.color}</span>}
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="px-2 py-2 text-right whitespace-nowrap">
                <SalePrice price={item.price} original={item.original_price} noSaving />
              </td>
              <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">
                {formatMoney(item.price * item.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <PlacedOrderTotals
        order={order}
        className="mt-3 ml-auto w-full max-w-[16rem] space-y-1 text-xs"
        totalClassName="mt-1.5 border-t border-ink-900 pt-2 text-sm font-bold"
      />
      {invoice === undefined ? null : (
        <TaxInvoiceTotals
          invoice={invoice}
          className="mt-2 ml-auto w-full max-w-[16rem] space-y-1 border-t border-dashed border-ink-300 pt-2 text-xs"
        />
      )}

      <div className="mt-5 border-t border-dashed border-ink-300 pt-3 text-center text-xs text-ink-700">
        {/* The address on a line of its own, broken only if it is wider than the card. */}
        <p>Track your order at</p>
        <p className="font-medium break-words text-ocean-800">{trackOrderUrl}</p>
        <p className="mt-0.5">
          Order Number: <span className="font-mono font-semibold">{order.order_number}</span>
        </p>
        {notSent ? (
          <p className="mt-1 font-semibold text-rose-700">
            Saved on the customer&apos;s device; the shop has not received this order yet.
          </p>
        ) : null}
        <p className="mt-1 font-medium">Thank you for shopping with {SHOP_NAME}!</p>
      </div>
    </div>
  );
});
