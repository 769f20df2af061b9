// The order's history in the detail: every change the admin made (who, what,
// from what to what, when; the server's `events`), newest first, ending with
// the order being placed.
import { useId } from 'react';

import type { OrderEvent } from '@/features/admin/orders/api/orders-api';
import { historyLine } from '@/features/admin/ui/order-display';
import { formatDateTime } from '@/lib/dates';

type OrderHistoryProps = {
  events: readonly OrderEvent[] | undefined;
  placedAt: string;
};

export function OrderHistory({ events, placedAt }: OrderHistoryProps) {
  const headingId = useId();
  const lines = (events ?? []).map(historyLine).reverse();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-200 p-4 sm:p-5">
      <h3 id={headingId} className="text-base font-semibold text-ink-900">
        History
      </h3>
      {events === undefined ? (
        <p role="status" className="mt-2 text-sm text-ink-600">
          Loading history…
        </p>
      ) : null}
      <ol className="mt-3 space-y-3" data-testid="order-history">
        {lines.map((line, index) => (
          <li key={`${line.at}-${String(index)}`} className="border-l-2 border-ocean-200 pl-3 text-sm">
            <p className="text-ink-900">
              <span className="font-semibold">{line.what}</span>
              {': '}
              {line.from === null ? null : (
                <>
                  <span className="break-words">{line.from}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> changed to </span>
                </>
              )}
              <span className="font-medium break-words">{line.to}</span>
            </p>
            <p className="mt-0.5 text-xs text-ink-600">
              <time dateTime={line.at}>{formatDateTime(line.at)}</time> · by {line.who}
            </p>
          </li>
        ))}
        <li className="border-l-2 border-ocean-200 pl-3 text-sm">
          <p className="font-semibold text-ink-900">Order placed</p>
          <p className="mt-0.5 text-xs text-ink-600">
            <time dateTime={placedAt}>{formatDateTime(placedAt)}</time> · by the customer
          </p>
        </li>
      </ol>
    </section>
  );
}
