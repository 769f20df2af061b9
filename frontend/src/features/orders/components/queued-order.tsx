// An order kept on this device because the shop could not be reached when it
// was placed (decision 080): the confirmation says so plainly, and the slip
// can be downloaded marked as not yet sent.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { QueuedOrder } from '@/api/order-queue';
import type { Order } from '@/api/orders';
import { useT } from '@/i18n/use-t';
import { PageHead } from '@/ui/page-head';
import { normalizePhone } from '@/lib/phone';


/** The queued order in the shape the order slip draws. */
export function queuedAsOrder(entry: QueuedOrder): Order {
  const { input } = entry;
  return {
    id: '',
    order_number: input.order_number,
    customer: {
      name: input.customer.name,
      phone: normalizePhone(input.customer.phone),
      email: input.customer.email ?? '',
      address: { directions: '', ...input.customer.address },
    },
    items: entry.lines.map((line, index) => ({
      id: String(index),
      product_id: (() => {
        const item = input.items[index];
        return item !== undefined && 'product_id' in item ? item.product_id : '';
      })(),
      title: line.title,
      ...(line.titleDv === undefined ? {} : { title_dv: line.titleDv }),
      sku: '',
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      price: line.price,
      image: line.image,
    })),
    subtotal: entry.subtotal,
    delivery_fee: entry.deliveryFee,
    total: entry.total,
    payment_method: input.payment_method,
    payment_status: 'unpaid',
    transfer_slip: input.transfer_slip ?? null,
    status: 'pending',
    notes: input.notes ?? '',
    status_history: [],
    created_at: entry.queuedAt,
  };
}

export function QueuedConfirmation({ entry, children }: { entry: QueuedOrder; children: ReactNode }) {
  const refused = entry.state === 'refused';
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <PageHead screen={t('app.titleOrderConfirmation')} />
      <div className="text-center">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
          {t(refused ? 'orders.couldNotBePlaced' : 'orders.savedOnDevice')}
        </h1>
        {refused ? (
          <p role="alert" className="mx-auto mt-3 max-w-xl text-rose-700" data-testid="queued-order-problem">
            {entry.problem}
          </p>
        ) : (
          <p className="mx-auto mt-3 max-w-xl text-ink-700" data-testid="queued-order-notice">
            {t('orders.willBeSent')}
          </p>
        )}
        <p className="mt-4 text-sm text-ink-700">
          {t('orders.orderNumberColon')} <bdi dir="ltr" className="font-mono font-semibold text-ink-900" data-testid="confirmation-order-number">
            {entry.input.order_number}
          </bdi>
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/my-orders"
            className="inline-flex h-12 items-center justify-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white hover:bg-ocean-800"
          >
            {t('orders.myOrdersOnDevice')}
          </Link>
          <Link
            to="/shop"
            className="inline-flex h-12 items-center justify-center rounded-full border border-ink-300 bg-white px-6 text-sm font-semibold text-ink-800 hover:border-ocean-300 hover:bg-ocean-50"
          >
            {t('orders.continueShopping')}
          </Link>
        </div>
      </div>
      {children}
    </div>
  );
}
