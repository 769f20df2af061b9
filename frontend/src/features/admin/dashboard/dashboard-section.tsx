// The admin's Dashboard, its landing section (decision 133): today, the last
// 7 and 30 days in Maldives time, the orders waiting for the owner (a bank
// transfer's slip one tap away), variants running low, the best sellers, and
// a chart of orders and revenue per day with the same figures in a table.
import { Fragment, lazy, Suspense } from 'react';

import { useGetDashboardQuery, type Dashboard, type DashboardTotals } from '@/api/admin-dashboard';
import {
  dayLabel,
  leftLabel,
  ordersLabel,
  variantLabel,
} from '@/features/admin/dashboard/dashboard-figures';
import { ORDER_STATUS_LABELS, paymentMethodLabel, shortOrderNumber } from '@/features/admin/orders/order-display';
import { PaymentBadge } from '@/features/admin/orders/components/payment-badge';
import { useAdminNavigate } from '@/features/admin/ui/admin-navigation';
import { secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { Notice } from '@/features/admin/ui/notice';
import type { OrderStatus } from '@/api/orders';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

// The chart library comes with the chart, after the figures are shown.
const DashboardChart = lazy(async () => {
  const module = await import('@/features/admin/dashboard/components/dashboard-chart');
  return { default: module.DashboardChart };
});

const card = 'rounded-2xl border border-ink-200 bg-white p-4 shadow-[0_4px_20px_rgba(10,57,65,0.06)] sm:p-5';
const cardHeading = 'font-display text-lg font-semibold text-ink-900';
const linkButton =
  'font-semibold text-ocean-700 underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-ocean-600';

export default function DashboardSection() {
  const { data, isLoading, isError, isFetching, refetch } = useGetDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) {
    return (
      <p role="status" className="py-10 text-center text-sm text-ink-600">
        Loading the dashboard…
      </p>
    );
  }
  if (isError || data === undefined) {
    return (
      <Notice tone="error">
        Could not load the dashboard. Please check the connection and try again.{' '}
        <button type="button" onClick={() => void refetch()} className="font-semibold underline underline-offset-2">
          Try again
        </button>
      </Notice>
    );
  }
  return (
    <div className="space-y-6" data-testid="dashboard">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          Today is <strong>{formatDate(`${data.date}T12:00:00+05:00`)}</strong> (Maldives time).
        </p>
        <button
          type="button"
          disabled={isFetching}
          onClick={() => void refetch()}
          className={`${secondaryButtonClass} h-10 px-4`}
        >
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <PeriodCard title="Today" totals={data.periods.today} />
        <PeriodCard title="Last 7 days" totals={data.periods.week} />
        <PeriodCard title="Last 30 days" totals={data.periods.month} />
      </div>

      <Waiting waiting={data.waiting} />

      <section aria-labelledby="dashboard-chart" className={card}>
        <h2 id="dashboard-chart" className={cardHeading}>
          Orders and revenue per day
        </h2>
        <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <Suspense fallback={<div className="h-64" />}>
            <DashboardChart days={data.chart} />
          </Suspense>
          <DayTable days={data.chart} />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <LowStock lowStock={data.low_stock} />
        <BestSellers sellers={data.best_sellers} />
      </div>
    </div>
  );
}

/** How a period's revenue is split, in the order the cards list it. */
const SPLITS = [
  ['paid', 'Paid'],
  ['unpaid', 'Unpaid'],
  ['cod', 'Cash on delivery'],
  ['bank', 'Bank transfer'],
] as const;

function PeriodCard({ title, totals }: { title: string; totals: DashboardTotals }) {
  const id = `dashboard-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className={card} data-testid={id}>
      <h2 id={id} className="text-xs font-semibold tracking-[0.14em] text-sand-600 uppercase">
        {title}
      </h2>
      <p className="mt-2 font-display text-2xl font-semibold text-ink-900" data-testid="period-revenue">
        {formatMoney(totals.revenue)}
      </p>
      <p className="text-sm text-ink-700" data-testid="period-orders">
        {ordersLabel(totals.orders)}
        {totals.cancelled > 0 ? ` (${String(totals.cancelled)} cancelled)` : ''}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {SPLITS.map(([key, label]) => (
          <Fragment key={key}>
            <dt className="text-ink-600">{label}</dt>
            <dd className="text-right font-medium text-ink-900" data-testid={`period-${key}`}>
              {formatMoney(totals[key])}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

function Waiting({ waiting }: { waiting: Dashboard['waiting'] }) {
  const navigate = useAdminNavigate();
  return (
    <section aria-labelledby="dashboard-waiting" className={card}>
      <h2 id="dashboard-waiting" className={cardHeading}>
        Waiting for you ({waiting.count})
      </h2>
      <p className="mt-1 text-sm text-ink-600">Pending orders, and bank transfers not yet marked paid.</p>
      {waiting.orders.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">Nothing is waiting. Well done!</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100">
          {waiting.orders.map((order) => (
            <li
              key={order.order_number}
              data-testid="waiting-order"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
            >
              <div className="min-w-0">
                <button
                  type="button"
                  className={`${linkButton} font-mono text-sm break-all`}
                  onClick={() => {
                    navigate('orders', { order: order.order_number });
                  }}
                >
                  <span className="sr-only">Open order</span> {order.order_number}
                </button>
                <p className="text-sm text-ink-700">
                  {order.customer_name} · {formatMoney(order.total)} · {paymentMethodLabel(order.payment_method)}
                </p>
                <p className="text-xs text-ink-600">
                  {statusLabel(order.status)} · placed{' '}
                  {formatDateTime(order.created_at)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <PaymentBadge status={order.payment_status} />
                {order.slip_url !== null ? (
                  <a
                    href={order.slip_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${secondaryButtonClass} inline-flex h-10 items-center px-4 text-sm`}
                  >
                    View slip <span className="sr-only">of order {shortOrderNumber(order.order_number)}</span>
                  </a>
                ) : order.payment_method === 'BANK' ? (
                  <span className="text-xs text-ink-600">No slip yet</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function statusLabel(status: string): string {
  return Object.hasOwn(ORDER_STATUS_LABELS, status) ? ORDER_STATUS_LABELS[status as OrderStatus] : status;
}

function DayTable({ days }: { days: Dashboard['chart'] }) {
  const newestFirst = [...days].reverse();
  return (
    <div
      // A scrolling region takes focus, so it scrolls by keyboard too.
      tabIndex={0}
      role="region"
      aria-labelledby="dashboard-days-caption"
      className="max-h-64 overflow-y-auto rounded-xl border border-ink-100 focus-visible:outline-2 focus-visible:outline-ocean-600"
    >
      <table className="w-full text-sm">
        <caption id="dashboard-days-caption" className="sr-only">
          Orders and revenue per day, the last 30 days, newest first
        </caption>
        <thead className="sticky top-0 bg-sand-50 text-left text-xs text-ink-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Day
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Orders
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {newestFirst.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-3 py-1.5 text-left font-medium text-ink-800">
                {dayLabel(day.date)}
              </th>
              <td className="px-3 py-1.5 text-right text-ink-800">{day.orders}</td>
              <td className="px-3 py-1.5 text-right text-ink-800">{formatMoney(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LowStock({ lowStock }: { lowStock: Dashboard['low_stock'] }) {
  const navigate = useAdminNavigate();
  return (
    <section aria-labelledby="dashboard-low-stock" className={card}>
      <h2 id="dashboard-low-stock" className={cardHeading}>
        Low stock
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Variants with {lowStock.threshold} or fewer left (the threshold is in Settings).
      </p>
      {lowStock.variants.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">Nothing is running low.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100">
          {lowStock.variants.map((v) => {
            const variant = variantLabel(v);
            return (
              <li
                key={`${v.product_id}|${v.variant}`}
                data-testid="low-stock-variant"
                className="flex items-center justify-between gap-3 py-2.5"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink-900">{v.title}</p>
                  <p className="text-xs text-ink-600">
                    {variant !== '' ? `${variant} · ` : ''}
                    SKU {v.sku}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <span
                    className={`text-sm font-semibold ${v.left <= 0 ? 'text-rose-700' : 'text-warning-800'}`}
                  >
                    {leftLabel(v.left)}
                  </span>
                  <button
                    type="button"
                    className={`${linkButton} text-sm`}
                    onClick={() => {
                      navigate(v.shop_type === 'accessories' ? 'appliances' : 'products', { product: v.product_id });
                    }}
                  >
                    Edit <span className="sr-only">{v.title}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function BestSellers({ sellers }: { sellers: Dashboard['best_sellers'] }) {
  return (
    <section aria-labelledby="dashboard-best-sellers" className={card}>
      <h2 id="dashboard-best-sellers" className={cardHeading}>
        Best sellers, last 30 days
      </h2>
      {sellers.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">No sales in the last 30 days yet.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {sellers.map((s, i) => (
            <li key={s.product_id} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 text-ink-900">
                <span className="mr-2 font-semibold text-sand-600">{i + 1}.</span>
                {s.title}
              </span>
              <span className="shrink-0 text-right text-ink-700">
                {s.units} sold · {formatMoney(s.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
