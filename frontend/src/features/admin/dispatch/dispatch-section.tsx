// The admin's Dispatch view (decision 207): the orders ready to go, chosen
// by status and payment in the address, grouped by atoll and island, with
// their pick list, packing slips and labels to print, and "Mark shipped"
// for the whole batch with a summary of what changed and what was refused.
import { useState } from 'react';

import { errorMessage } from '@/api/error-message';
import { useGetDispatchQuery, useShipBatchMutation } from '@/features/admin/api/dispatch-api';
import { DispatchActions } from '@/features/admin/dispatch/components/dispatch-actions';
import { DispatchIslands } from '@/features/admin/dispatch/components/dispatch-islands';
import { PickList } from '@/features/admin/ui/print/pick-list';
import { usePrintJob } from '@/features/admin/ui/print/print-job';
import { DispatchFilters, useDispatchQuery } from '@/features/admin/dispatch/dispatch-filters';
import { bulkSummary, type BulkSummary } from '@/features/admin/ui/bulk-summary';
import { Ltr } from '@/features/admin/ui/ltr';
import { orderStatusLabel } from '@/features/admin/ui/order-display';
import { Toast } from '@/features/admin/ui/toast';
import { Notice } from '@/ui/notice';
import { useT } from '@/i18n/use-t';
import { useDates } from '@/lib/use-dates';

export default function DispatchSection() {
  const t = useT();
  const dates = useDates();
  const { query, change } = useDispatchQuery();
  const { data, isLoading, isError, error, isFetching } = useGetDispatchQuery(query, {
    refetchOnMountOrArgChange: true,
  });
  const [shipBatch, { isLoading: shipping }] = useShipBatchMutation();
  const [summary, setSummary] = useState<(BulkSummary & { batch: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const printing = usePrintJob();

  const orders = data?.islands.flatMap((group) => group.orders) ?? [];
  const title = t('adminDispatch.pickListTitle', {
    statuses: query.statuses.map((status) => orderStatusLabel(status, t)).join(t('adminDispatch.listSeparator')),
    date: dates.date(new Date().toISOString()),
  });

  const ship = async () => {
    const numbers = orders.map((order) => order.order_number);
    if (!window.confirm(t('adminDispatch.confirmShip', { count: numbers.length }))) {
      return;
    }
    setFailure(null);
    setSummary(null);
    const result = await shipBatch(numbers);
    if (result.error !== undefined) {
      setFailure(errorMessage(result.error, t('adminDispatch.shipFailed')));
      return;
    }
    const said = bulkSummary({ order_numbers: numbers, status: 'shipped' }, result.data, t);
    setSummary({ ...said, batch: result.data.batch });
    setToast(said.text);
  };

  return (
    <div className="space-y-5">
      <DispatchFilters query={query} onChange={change} />

      {summary === null ? null : (
        <Notice
          tone={summary.refusals.length === 0 ? 'success' : 'info'}
          onDismiss={() => {
            setSummary(null);
          }}
        >
          <p data-testid="dispatch-summary">
            {summary.text} {t('adminDispatch.batch', { batch: summary.batch })}
          </p>
          {summary.refusals.length === 0 ? null : (
            <ul className="mt-1.5 list-disc space-y-0.5 ps-5">
              {summary.refusals.map((refusal) => (
                <li key={refusal}>
                  <Ltr>{refusal}</Ltr>
                </li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      {failure === null ? null : <Notice tone="error">{failure}</Notice>}
      {isError ? <Notice tone="error">{errorMessage(error, t('adminDispatch.loadFailed'))}</Notice> : null}
      {isLoading ? (
        <p role="status" className="py-10 text-center text-sm text-ink-600">
          {t('adminDispatch.loading')}
        </p>
      ) : null}

      {data === undefined ? null : (
        <>
          <p className="text-sm text-ink-700" aria-live="polite" aria-busy={isFetching}>
            {data.count === 0
              ? t('adminDispatch.noneReady')
              : t('adminDispatch.ordersOnIslands', { orders: data.count, islands: data.islands.length })}
            {data.more ? t('adminDispatch.more') : ''}
          </p>
          <DispatchActions
            count={data.count}
            busy={shipping}
            onPickList={() => {
              printing.print({ kind: 'pick-list', picks: data.picks, title, orderCount: data.count });
            }}
            onSlips={(size) => {
              printing.print({ kind: 'slips', orders, size });
            }}
            onLabels={() => {
              printing.print({ kind: 'labels', orders });
            }}
            onShip={() => void ship()}
          />
          {data.count === 0 ? null : (
            <>
              <DispatchIslands islands={data.islands} />
              <section aria-label={t('adminDispatch.pickList')} className="overflow-x-auto rounded-2xl border border-ink-200 bg-white p-4">
                <PickList picks={data.picks} title={title} orderCount={data.count} />
              </section>
            </>
          )}
        </>
      )}

      {printing.sheet}
      <Toast
        message={toast}
        onDismiss={() => {
          setToast(null);
        }}
      />
    </div>
  );
}
