// The admin's Orders section (spec sections 2, 4 and 6): orders newest first, 20 a page, a status saved at once,
// View, Delete after confirming, "Export to CSV"; searched by number, name or phone and filtered by status.
import { useState } from 'react';

import {
  ADMIN_ORDERS_PER_PAGE,
  ORDERS_EXPORT_URL,
  useChangeOrdersMutation,
  useDeleteOrderMutation, useListOrdersQuery,
  useUpdateOrderMutation,
  type BulkChange,
} from '@/features/admin/orders/api/orders-api';
import { bulkSummary, type BulkSummary } from '@/features/admin/ui/bulk-summary';
import { BulkBar } from '@/features/admin/orders/components/bulk-bar';
import { collectOf } from '@/features/admin/ui/print/packing-slip';
import { usePrintJob } from '@/features/admin/ui/print/print-job';
import { Toast } from '@/features/admin/ui/toast';
import type { Order, OrderStatus } from '@/api/orders';
import { OrderDetail } from '@/features/admin/orders/components/order-detail';
import { OrdersTable } from '@/features/admin/orders/components/orders-table';
import { DELETE_CONFIRMATION_ID, orderStatusLabel, orderStatusOptions, shortOrderNumber } from '@/features/admin/ui/order-display';
import { errorMessage } from '@/api/error-message';
import { LIST_FAILED } from '@/features/admin/orders/order-messages';
import { useListFilters, useOpenedListItem } from '@/features/admin/ui/list-filters';
import { ListBody, ListToolbar } from '@/features/admin/ui/list-kit';
import { pageCountOf } from '@/features/admin/ui/pager';
import { secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { DownloadIcon } from '@/ui/icons';
import { Notice } from '@/ui/notice';
import { Ltr } from '@/features/admin/ui/ltr';
import { useT } from '@/i18n/use-t';

type Message = { tone: 'success' | 'error'; text: string };

export default function OrdersSection() {
  const t = useT();
  const filters = useListFilters(orderStatusOptions(t));
  const { status, q, filtered } = filters;
  const [knownPageCount, setKnownPageCount] = useState(1);
  // Deleting the last orders of the last page leaves the admin on the page before.
  const page = Math.max(1, Math.min(filters.requestedPage, knownPageCount));

  const query = useListOrdersQuery({ page, status, q }, { refetchOnMountOrArgChange: true });
  const { data, isFetching } = query;
  const [updateOrder] = useUpdateOrderMutation();
  const [deleteOrder] = useDeleteOrderMutation();
  // /admin/orders/{number}: that order's detail over the list.
  const opened = useOpenedListItem('orders', data?.items, (order) => order.order_number);
  const [message, setMessage] = useState<Message | null>(null);
  // A saved change, at the foot of the screen wherever the list is scrolled.
  const [toast, setToast] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [changeOrders, { isLoading: changingMany }] = useChangeOrdersMutation();
  // Orders ticked for a bulk change; only those on the page shown count.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const onPage = data?.items.map((order) => order.order_number) ?? [];
  const selected = new Set(onPage.filter((number) => ticked.has(number)));
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const printing = usePrintJob();

  const changeMany = async (change: Omit<BulkChange, 'order_numbers'>) => {
    setMessage(null);
    setSummary(null);
    const result = await changeOrders({ ...change, order_numbers: [...selected] });
    if (result.error !== undefined) {
      setMessage({ tone: 'error', text: errorMessage(result.error, t('adminOrders.changeManyFailed')) });
      return;
    }
    const said = bulkSummary({ ...change, order_numbers: [...selected] }, result.data, t);
    setSummary(said);
    setToast(said.text);
    setTicked(new Set());
  };

  const pageCount = pageCountOf(data?.total ?? 0, ADMIN_ORDERS_PER_PAGE);
  // A search counted to 10,000 ("Page 3 of 500+", decision 251): any page may be asked for.
  const capped = data?.capped === true;
  const lastPage = capped ? Number.POSITIVE_INFINITY : pageCount;
  if (data !== undefined && !isFetching && lastPage !== knownPageCount) setKnownPageCount(lastPage);

  const changeStatus = async (order: Order, next: OrderStatus) => {
    setMessage(null);
    const short = shortOrderNumber(order.order_number);
    const result = await updateOrder({ orderNumber: order.order_number, edit: { status: next } });
    if (result.error === undefined) {
      setToast(t('adminOrders.nowStatus', { number: short, status: orderStatusLabel(next, t) }));
    } else {
      setMessage({
        tone: 'error',
        text: errorMessage(result.error, t('adminOrders.statusFailed', { number: short })),
      });
    }
  };

  const remove = async (order: Order) => {
    if (!window.confirm(t(DELETE_CONFIRMATION_ID))) {
      return;
    }
    setMessage(null);
    const number = order.order_number;
    setDeleting((current) => new Set(current).add(number));
    const result = await deleteOrder(number);
    setDeleting((current) => {
      const next = new Set(current);
      next.delete(number);
      return next;
    });
    setMessage(
      result.error === undefined
        ? { tone: 'success', text: t('adminOrders.deleted', { number: shortOrderNumber(number) }) }
        : { tone: 'error', text: errorMessage(result.error, t('adminOrders.deleteFailed')) },
    );
  };

  return (
    <div className="space-y-5">
      <ListToolbar {...filters.toolbar} searchLabel={t('adminOrders.searchLabel')} placeholder={t('adminOrders.searchPlaceholder')}>
        {/* Every order; the server names the file by date. */}
        <a href={ORDERS_EXPORT_URL} download className={`${secondaryButtonClass} shrink-0`}>
          <DownloadIcon className="h-5 w-5" />
          {t('adminOrders.exportCsv')}
        </a>
      </ListToolbar>

      {summary === null ? null : (
        <Notice
          tone={summary.refusals.length === 0 ? 'success' : 'info'}
          onDismiss={() => {
            setSummary(null);
          }}
        >
          <p>{summary.text}</p>
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

      {message === null ? null : (
        <Notice
          tone={message.tone}
          // A failure stays until the next action; only good news can be waved away.
          onDismiss={
            message.tone === 'success'
              ? () => {
                  setMessage(null);
                }
              : undefined
          }
        >
          {message.text}
        </Notice>
      )}

      <ListBody
        query={query}
        failed={t(LIST_FAILED)}
        loading={t('adminOrders.loading')}
        empty={
          <div className="rounded-2xl border border-ink-200 bg-white px-6 py-12 text-center">
            {filtered ? (
              <>
                <p className="font-medium text-ink-900">{t('adminOrders.noMatch')}</p>
                <button
                  type="button"
                  onClick={filters.clear}
                  className="mt-3 text-sm font-semibold text-ocean-800 underline underline-offset-2"
                >
                  {t('adminOrders.showAll')}
                </button>
              </>
            ) : (
              <p className="font-medium text-ink-900">{t('adminOrders.noneYet')}</p>
            )}
          </div>
        }
        pager={{ always: true, label: t('adminOrders.pages'), page, pageCount, more: capped, onPage: filters.setPage }}
      >
        {({ items, total }) => (
          <div>
            <p className="mb-2 text-sm text-ink-600" aria-live="polite">
              {t(capped ? 'adminOrders.countFoundMore' : filtered ? 'adminOrders.countFound' : 'adminOrders.count', { count: total })}
            </p>
            <div className="mb-3">
              <BulkBar
                selected={selected.size}
                onPage={items.length}
                busy={changingMany}
                onSelectAll={(all) => {
                  setTicked(all ? new Set(items.map((order) => order.order_number)) : new Set());
                }}
                onStatus={(next) => void changeMany({ status: next })}
                onMarkPaid={() => void changeMany({ payment_status: 'paid' })}
                onPrint={(what) => {
                  const chosen = items.filter((order) => selected.has(order.order_number));
                  const orders = chosen.map((order) => ({ ...order, collect: collectOf(order) }));
                  printing.print(what === 'slips' ? { kind: 'slips', orders, size: 'A5' } : { kind: 'labels', orders });
                }}
              />
            </div>
            <OrdersTable
              selected={selected}
              onSelect={(order, on) => {
                setTicked((current) => {
                  const next = new Set(current);
                  if (on) {
                    next.add(order.order_number);
                  } else {
                    next.delete(order.order_number);
                  }
                  return next;
                });
              }}
              orders={items}
              busy={isFetching}
              deleting={deleting}
              onStatus={(order, next) => void changeStatus(order, next)}
              onView={(order) => {
                opened.open(order.order_number);
              }}
              onDelete={(order) => void remove(order)}
            />
          </div>
        )}
      </ListBody>

      {printing.sheet}
      <Toast
        message={toast}
        onDismiss={() => {
          setToast(null);
        }}
      />

      {opened.key === null ? null : <OrderDetail
          orderNumber={opened.key}
          initial={opened.initial}
          onClose={() => {
            opened.close();
          }}
        />}
    </div>
  );
}
