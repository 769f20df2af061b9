// "My orders on this device" (/my-orders, decision 080): the orders this
// browser placed, those still waiting to be sent first, each with its state.
// A sent order's status is read live (it needs the phone kept with it); one
// the shop refused says why and what to do next.
import { Link } from 'react-router';

import { httpStatusOf } from '@/api/errors';
import { type QueuedOrder, removeQueued, useOrderQueue } from '@/api/order-queue';
import { useTrackOrderQuery } from '@/features/orders/api/track-order-api';
import { STATUS_IDS } from '@/features/orders/order-status';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import { useDateDirection, useDates } from '@/lib/use-dates';
import { formatMoney } from '@/lib/money';
import { PageHead } from '@/ui/page-head';
import { type PlacedOrder, readPlacedOrders } from '@/lib/placed-orders';

const card = 'rounded-2xl border border-ink-200 bg-white p-4 md:p-5';
const badge = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold';

function confirmationLink(orderNumber: string): string {
  return `/order-confirmation/${encodeURIComponent(orderNumber)}`;
}

function QueuedRow({ entry }: { entry: QueuedOrder }) {
  const number = entry.input.order_number;
  const refused = entry.state === 'refused';
  const t = useT();
  const dates = useDates();
  const dateDirection = useDateDirection();
  const pick = useLocalized();
  const ownDir = useOwnDirection();
  return (
    <li className={card} data-testid="my-order" data-order-number={number}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={confirmationLink(number)} className="font-mono font-semibold text-ocean-800 underline-offset-2 hover:underline">
          <bdi dir="ltr">{number}</bdi>
        </Link>
        <span className={`${badge} ${refused ? 'bg-rose-100 text-rose-700' : 'bg-warning-50 text-warning-800'}`}>
          {t(refused ? 'orders.notPlacedBadge' : 'orders.waitingToBeSent')}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-700">
        <bdi dir={dateDirection}>{t('orders.dateAndTotal', { date: dates.dateTime(entry.queuedAt), total: formatMoney(entry.total) })}</bdi>
      </p>
      {refused ? (
        <div className="mt-3 rounded-xl bg-rose-50 p-3 text-sm text-ink-800" role="alert">
          <p className="font-semibold text-rose-700">{entry.problem}</p>
          <p className="mt-1">{t('orders.refusedHelp')}</p>
          <ul className="mt-2 list-disc ps-5">
            {entry.lines.map((line) => (
              <li key={`${line.slug}-${line.size}-${line.color}`}>
                <Link
                  to={
                    line.slug === ''
                      ? '/tailoring'
                      : `/${line.shopType === 'accessories' ? 'accessories' : 'shop'}/${encodeURIComponent(line.slug)}`
                  }
                  className="text-ocean-800 underline underline-offset-2"
                  dir={ownDir(pick(line.title, line.titleDv))}
                >
                  {pick(line.title, line.titleDv)}
                </Link> <bdi dir="ltr">{t('orders.timesQuantity', { quantity: line.quantity })}</bdi>
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
            {t('orders.removeOrder')}
          </button>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-700">{t('orders.savedWillBeSent')}</p>
      )}
    </li>
  );
}

function SentRow({ placed }: { placed: PlacedOrder }) {
  const { data: order, error, isLoading } = useTrackOrderQuery({ orderNumber: placed.orderNumber, phone: placed.phone });
  const missing = httpStatusOf(error) === 404;
  const t = useT();
  const dates = useDates();
  const dateDirection = useDateDirection();
  let state = 'orders.sent';
  if (order !== undefined) {
    state = STATUS_IDS[order.status];
  } else if (missing) {
    state = 'orders.notFoundBadge';
  }
  return (
    <li className={card} data-testid="my-order" data-order-number={placed.orderNumber}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={confirmationLink(placed.orderNumber)}
          className="font-mono font-semibold text-ocean-800 underline-offset-2 hover:underline"
        >
          <bdi dir="ltr">{placed.orderNumber}</bdi>
        </Link>
        <span className={`${badge} bg-ocean-100 text-ocean-800`}>{t(isLoading ? 'orders.sent' : state)}</span>
      </div>
      <p className="mt-1 text-sm text-ink-700">
        {order === undefined ? (
          t(isLoading || missing ? 'orders.receivedByShop' : 'orders.receivedStatusUnknown')
        ) : (
          <bdi dir={dateDirection}>{t('orders.dateAndTotal', { date: dates.dateTime(order.created_at), total: formatMoney(order.total) })}</bdi>
        )}
      </p>
    </li>
  );
}

export default function MyOrdersScreen() {
  const queue = useOrderQueue();
  const queuedNumbers = new Set(queue.map((entry) => entry.input.order_number));
  const sent = readPlacedOrders().filter((placed) => !queuedNumbers.has(placed.orderNumber));
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <PageHead screen={t('app.titleMyOrders')} />
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
        {t('orders.myOrdersOnDevice')}
      </h1>
      <p className="mt-2 text-ink-700">{t('orders.myOrdersIntro')}</p>
      {queue.length === 0 && sent.length === 0 ? (
        <p className="mt-8 text-ink-700">
          {t('orders.noOrdersYet')} <Link to="/shop" className="font-semibold text-ocean-800 underline underline-offset-2">
            {t('orders.startShopping')}
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
