// "My orders on this device" (/my-orders, decision 080): the orders this
// browser placed, those still waiting to be sent first, each with its state.
// A sent order's status is read live (it needs the phone kept with it); one
// the shop refused says why and what to do next.
import { Link } from 'react-router';

import { httpStatusOf } from '@/api/errors';
import { type QueuedOrder, removeQueued, useOrderQueue } from '@/api/order-queue';
import { useTrackOrderQuery } from '@/features/orders/api/track-order-api';
import { STATUS_LABELS } from '@/features/orders/order-status';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { PageHead } from '@/lib/page-head';
import { type PlacedOrder, readPlacedOrders } from '@/lib/placed-orders';

const card = 'rounded-2xl border border-ink-200 bg-white p-4 md:p-5';
const badge = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold';

function confirmationLink(orderNumber: string): string {
  return `/order-confirmation/${encodeURIComponent(orderNumber)}`;
}

function QueuedRow({ entry }: { entry: QueuedOrder }) {
  const number = entry.input.order_number;
  const refused = entry.state === 'refused';
  return (
    <li className={card} data-testid="my-order" data-order-number={number}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={confirmationLink(number)} className="font-mono font-semibold text-ocean-800 underline-offset-2 hover:underline">
          {number}
        </Link>
        <span className={`${badge} ${refused ? 'bg-rose-100 text-rose-700' : 'bg-warning-50 text-warning-800'}`}>
          {refused ? 'Not placed' : 'Waiting to be sent'}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-700">
        {formatDateTime(entry.queuedAt)} · {formatMoney(entry.total)}
      </p>
      {refused ? (
        <div className="mt-3 rounded-xl bg-rose-50 p-3 text-sm text-ink-800" role="alert">
          <p className="font-semibold text-rose-700">{entry.problem}</p>
          <p className="mt-1">
            The shop did not take this order. Open the items below to check them, add them to your cart again and
            place a new order; then remove this one.
          </p>
          <ul className="mt-2 list-disc pl-5">
            {entry.lines.map((line) => (
              <li key={`${line.slug}-${line.size}-${line.color}`}>
                <Link
                  to={
                    line.slug === ''
                      ? '/tailoring'
                      : `/${line.shopType === 'accessories' ? 'accessories' : 'shop'}/${encodeURIComponent(line.slug)}`
                  }
                  className="text-ocean-800 underline underline-offset-2"
                >
                  {line.title}
                </Link>{' '}
                × {line.quantity}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => {
              removeQueued(number);
            }}
            className="mt-3 inline-flex h-10 items-center rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-800 hover:bg-ink-100"
          >
            Remove this order
          </button>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-700">Saved on this device; it will be sent when the connection returns.</p>
      )}
    </li>
  );
}

function SentRow({ placed }: { placed: PlacedOrder }) {
  const { data: order, error, isLoading } = useTrackOrderQuery({ orderNumber: placed.orderNumber, phone: placed.phone });
  const missing = httpStatusOf(error) === 404;
  let state = 'Sent';
  if (order !== undefined) {
    state = STATUS_LABELS[order.status];
  } else if (missing) {
    state = 'Not found';
  }
  return (
    <li className={card} data-testid="my-order" data-order-number={placed.orderNumber}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={confirmationLink(placed.orderNumber)}
          className="font-mono font-semibold text-ocean-800 underline-offset-2 hover:underline"
        >
          {placed.orderNumber}
        </Link>
        <span className={`${badge} bg-ocean-100 text-ocean-800`}>{isLoading ? 'Sent' : state}</span>
      </div>
      <p className="mt-1 text-sm text-ink-700">
        {order === undefined
          ? isLoading || missing
            ? 'Received by the shop.'
            : 'Received by the shop; its status cannot be read right now.'
          : `${formatDateTime(order.created_at)} · ${formatMoney(order.total)}`}
      </p>
    </li>
  );
}

export default function MyOrdersScreen() {
  const queue = useOrderQueue();
  const queuedNumbers = new Set(queue.map((entry) => entry.input.order_number));
  const sent = readPlacedOrders().filter((placed) => !queuedNumbers.has(placed.orderNumber));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <PageHead screen="My Orders" />
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
        My orders on this device
      </h1>
      <p className="mt-2 text-ink-700">The orders placed from this browser. Another device keeps its own list.</p>
      {queue.length === 0 && sent.length === 0 ? (
        <p className="mt-8 text-ink-700">
          No orders yet.{' '}
          <Link to="/shop" className="font-semibold text-ocean-800 underline underline-offset-2">
            Start shopping
          </Link>
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {queue.map((entry) => (
            <QueuedRow key={entry.input.order_number} entry={entry} />
          ))}
          {sent.map((placed) => (
            <SentRow key={placed.orderNumber} placed={placed} />
          ))}
        </ul>
      )}
    </div>
  );
}
