// The order's history in the detail: every change the admin made (who, what,
// from what to what, when; the server's `events`), newest first, ending with
// the order being placed.
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import type { OrderEvent } from '@/features/admin/orders/api/orders-api';
import { historyLine } from '@/features/admin/ui/order-display';
import { useDates } from '@/lib/use-dates';
import { useT } from '@/i18n/use-t';

// The parts of a history line's message. The values are isolated (<bdi>), so
// an amount or a Latin status keeps its place on each side of the arrow in a
// right-to-left line; the arrow is mirrored there, still pointing to the new value.
const b = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;
const changedFrom = (chunks: ReactNode[]) => <bdi className="break-words">{chunks}</bdi>;
const changedTo = (chunks: ReactNode[]) => <bdi className="font-medium break-words">{chunks}</bdi>;
const arrow = (chunks: ReactNode[]) => (
  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
    {chunks}
  </span>
);
const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

type OrderHistoryProps = {
  events: readonly OrderEvent[] | undefined;
  placedAt: string;
};

export function OrderHistory({ events, placedAt }: OrderHistoryProps) {
  const t = useT();
  const dates = useDates();
  const headingId = useId();
  const lines = (events ?? []).map((event) => historyLine(event, t)).reverse();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-200 p-4 sm:p-5">
      <h3 id={headingId} className="text-base font-semibold text-ink-900">
        {t('adminOrders.history')}
      </h3>
      {events === undefined ? (
        <p role="status" className="mt-2 text-sm text-ink-600">
          {t('adminOrders.loadingHistory')}
        </p>
      ) : null}
      <ol className="mt-3 space-y-3" data-testid="order-history">
        {lines.map((line, index) => (
          <li key={`${line.at}-${String(index)}`} className="border-s-2 border-ocean-200 ps-3 text-sm">
            <p className="text-ink-900">
              {line.from === null ? (
                <FormattedMessage id="adminOrders.historySet" values={{ what: line.what, to: line.to, b, new: changedTo }} />
              ) : (
                <FormattedMessage
                  id="adminOrders.historyChange"
                  values={{ what: line.what, from: line.from, to: line.to, b, old: changedFrom, arrow, sr, new: changedTo }}
                />
              )}
            </p>
            <p className="mt-0.5 text-xs text-ink-600">
              <FormattedMessage
                id="adminOrders.whenBy"
                values={{ at: <time dateTime={line.at}>{dates.dateTime(line.at)}</time>, by: t('adminOrders.by', { who: line.who }) }}
              />
            </p>
          </li>
        ))}
        <li className="border-s-2 border-ocean-200 ps-3 text-sm">
          <p className="font-semibold text-ink-900">{t('adminOrders.orderPlaced')}</p>
          <p className="mt-0.5 text-xs text-ink-600">
            <FormattedMessage
              id="adminOrders.whenBy"
              values={{ at: <time dateTime={placedAt}>{dates.dateTime(placedAt)}</time>, by: t('adminOrders.byCustomer') }}
            />
          </p>
        </li>
      </ol>
    </section>
  );
}
