// The Dashboard's figures: a period's totals, the orders waiting for the
// owner (each opens in Orders; a transfer's slip in a new tab) and the
// figures per day as a table beside the chart.
import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';

import type { Dashboard, DashboardTotals } from '@/features/admin/dashboard/api/dashboard-api';
import { card, cardHeading, linkButton } from '@/features/admin/dashboard/components/dashboard-card';
import { ordersLabel } from '@/features/admin/dashboard/dashboard-figures';
import type { OrderStatus } from '@/api/orders';
import { useAdminNavigate } from '@/features/admin/ui/admin-navigation';
import type { Translate } from '@/features/admin/ui/admin-intl';
import { secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { orderStatusLabel, paymentMethodLabel, shortOrderNumber } from '@/features/admin/ui/order-display';
import { ORDER_STATUSES } from '@/api/orders';
import { PaymentBadge } from '@/features/admin/ui/payment-badge';
import { useDates } from '@/lib/use-dates';
import { formatMoney } from '@/lib/money';
import { Ltr } from '@/features/admin/ui/ltr';
import { useT } from '@/i18n/use-t';

/** How a period's revenue is split, in the order the cards list it. */
const SPLITS = [
  ['paid', 'adminDashboard.splitPaid'],
  ['unpaid', 'adminDashboard.splitUnpaid'],
  ['cod', 'adminDashboard.splitCod'],
  ['bank', 'adminDashboard.splitBank'],
  ['online', 'adminDashboard.splitOnline'],
] as const;

/** The periods' cards: their test id and title. */
export const PERIODS = {
  today: { id: 'today', title: 'adminDashboard.periodToday' },
  week: { id: 'last-7-days', title: 'adminDashboard.periodWeek' },
  month: { id: 'last-30-days', title: 'adminDashboard.periodMonth' },
} as const;

export function PeriodCard({ period, totals }: { period: keyof typeof PERIODS; totals: DashboardTotals }) {
  const t = useT();
  const id = `dashboard-${PERIODS[period].id}`;
  const title = t(PERIODS[period].title);
  return (
    <section aria-labelledby={id} className={card} data-testid={id}>
      <h2 id={id} className="text-xs font-semibold tracking-[0.14em] text-sand-600 uppercase">
        {title}
      </h2>
      <p className="mt-2 font-display text-2xl font-semibold text-ink-900" data-testid="period-revenue">
        <Ltr>{formatMoney(totals.revenue)}</Ltr>
      </p>
      <p className="text-sm text-ink-700" data-testid="period-orders">
        {ordersLabel(totals.orders, t)}
        {totals.cancelled > 0 ? t('adminDashboard.cancelled', { count: totals.cancelled }) : ''}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {SPLITS.map(([key, label]) => (
          <Fragment key={key}>
            <dt className="text-ink-600">{t(label)}</dt>
            <dd className="text-end font-medium text-ink-900" data-testid={`period-${key}`}>
              <Ltr>{formatMoney(totals[key])}</Ltr>
            </dd>
          </Fragment>
        ))}
        <dt className="text-ink-600">{t('adminDashboard.discountCodes')}</dt>
        <dd className="text-end font-medium text-ink-900" data-testid="period-discounts">
          <Ltr>{formatMoney(totals.discounts)}</Ltr>
          <span className="block text-xs font-normal text-ink-600">
            {totals.discount_orders === 0
              ? t('adminDashboard.noCodeUsed')
              : t('adminDashboard.onOrders', { count: totals.discount_orders })}
          </span>
        </dd>
      </dl>
    </section>
  );
}

export function Waiting({ waiting }: { waiting: Dashboard['waiting'] }) {
  const t = useT();
  const dates = useDates();
  const navigate = useAdminNavigate();
  return (
    <section aria-labelledby="dashboard-waiting" className={card}>
      <h2 id="dashboard-waiting" className={cardHeading}>
        {t('adminDashboard.waiting', { count: waiting.count })}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('adminDashboard.waitingIntro')}</p>
      {waiting.orders.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">{t('adminDashboard.nothingWaiting')}</p>
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
                  <span className="sr-only">{t('adminDashboard.openOrder')}</span> <Ltr>{order.order_number}</Ltr>
                </button>
                <p className="text-sm text-ink-700">
                  <FormattedMessage
                    id="adminDashboard.waitingLine"
                    values={{
                      customer: <bdi>{order.customer_name}</bdi>,
                      total: <Ltr>{formatMoney(order.total)}</Ltr>,
                      payment: paymentMethodLabel(order.payment_method, t),
                    }}
                  />
                  {order.discount_code !== '' ? t('adminDashboard.code', { code: order.discount_code }) : ''}
                </p>
                <p className="text-xs text-ink-600">
                  {t('adminDashboard.placed', { status: statusLabel(order.status, t), date: dates.dateTime(order.created_at) })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <PaymentBadge order={order} />
                {order.slip_url !== null ? (
                  <a
                    href={order.slip_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${secondaryButtonClass} inline-flex h-10 items-center px-4 text-sm`}
                  >
                    {t('adminDashboard.viewSlip')} <span className="sr-only">{t('adminDashboard.ofOrder', { number: shortOrderNumber(order.order_number) })}</span>
                  </a>
                ) : order.payment_method === 'BANK' ? (
                  <span className="text-xs text-ink-600">{t('adminDashboard.noSlipYet')}</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function statusLabel(status: string, t: Translate): string {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? orderStatusLabel(status as OrderStatus, t) : status;
}

export function DayTable({ days }: { days: Dashboard['chart'] }) {
  const t = useT();
  const dates = useDates();
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
          {t('adminDashboard.daysCaption')}
        </caption>
        <thead className="sticky top-0 bg-sand-50 text-start text-xs text-ink-700">
          <tr>
            {['colDay', 'colOrders', 'colRevenue'].map((label, column) => (
              <th key={label} scope="col" className={`px-3 py-2 font-semibold ${column === 0 ? 'text-start' : 'text-end'}`}>
                {t(`adminDashboard.${label}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {newestFirst.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-3 py-1.5 text-start font-medium text-ink-800">
                {dates.day(day.date)}
              </th>
              <td className="px-3 py-1.5 text-end text-ink-800">{day.orders}</td>
              <td className="px-3 py-1.5 text-end text-ink-800">
                <Ltr>{formatMoney(day.revenue)}</Ltr>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
