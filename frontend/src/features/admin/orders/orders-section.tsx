// The admin's Orders section (spec section 2, "Admin area"; sections 4 and 6):
// orders newest first, 20 a page with Previous / "Page X of Y" / Next, each
// with a status dropdown saved at once, View (the detail modal) and Delete
// (after the spec's confirmation); "Export to CSV". For an owner working
// alone it also searches (order number, name or phone) and filters by status.
import { useState } from 'react';

import { ADMIN_ORDERS_PER_PAGE, useDeleteOrderMutation, useListOrdersQuery, useUpdateOrderMutation } from '@/features/admin/orders/api/orders-api';
import type { Order, OrderStatus } from '@/api/orders';
import { OrderDetail } from '@/features/admin/orders/components/order-detail';
import { OrdersTable } from '@/features/admin/orders/components/orders-table';
import { OrdersToolbar } from '@/features/admin/orders/components/orders-toolbar';
import { useDebouncedValue } from '@/features/admin/ui/use-debounced-value';
import { DELETE_CONFIRMATION, ORDER_STATUS_LABELS, shortOrderNumber } from '@/features/admin/ui/order-display';
import { errorMessage } from '@/api/error-message';
import { LIST_FAILED } from '@/features/admin/orders/order-messages';
import { Pager, pageCountOf } from '@/features/admin/ui/pager';
import { useAdminIntent } from '@/features/admin/ui/admin-navigation';
import { Notice } from '@/ui/notice';

/** How long the search box waits for the admin to stop typing. */
const SEARCH_PAUSE_MS = 300;

type Message = { tone: 'success' | 'error'; text: string };

export default function OrdersSection() {
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [q, setQ] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  // The page belongs to a filter: another search or status starts at page 1.
  const filterKey = `${status ?? ''}\n${q}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const [knownPageCount, setKnownPageCount] = useState(1);
  const requested = paging.filterKey === filterKey ? paging.page : 1;
  // Deleting the last orders of the last page leaves the admin on the page before.
  const page = Math.max(1, Math.min(requested, knownPageCount));

  const { data, error, isError, isLoading, isFetching, refetch } = useListOrdersQuery(
    { page, status, q },
    { refetchOnMountOrArgChange: true },
  );
  const [updateOrder] = useUpdateOrderMutation();
  const [deleteOrder] = useDeleteOrderMutation();
  // Opened from the dashboard with an order to show: its detail first.
  const [openNumber, setOpenNumber] = useState<string | null>(useAdminIntent().order ?? null);
  const [message, setMessage] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const pageCount = pageCountOf(data?.total ?? 0, ADMIN_ORDERS_PER_PAGE);
  if (data !== undefined && !isFetching && pageCount !== knownPageCount) {
    setKnownPageCount(pageCount);
  }
  const filtered = status !== undefined || q !== '';

  const changeStatus = async (order: Order, next: OrderStatus) => {
    setMessage(null);
    const short = shortOrderNumber(order.order_number);
    const result = await updateOrder({ orderNumber: order.order_number, edit: { status: next } });
    setMessage(
      result.error === undefined
        ? { tone: 'success', text: `Order ${short} is now ${ORDER_STATUS_LABELS[next]}.` }
        : {
            tone: 'error',
            text: errorMessage(result.error, `Could not change the status of order ${short}. Please try again.`),
          },
    );
  };

  const remove = async (order: Order) => {
    if (!window.confirm(DELETE_CONFIRMATION)) {
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
        ? { tone: 'success', text: `Order ${shortOrderNumber(number)} was deleted.` }
        : { tone: 'error', text: errorMessage(result.error, 'Could not delete the order. Please try again.') },
    );
  };

  return (
    <div className="space-y-5">
      <OrdersToolbar
        search={search}
        onSearch={setSearch}
        onSearchNow={() => {
          setQ(search.trim());
        }}
        status={status}
        onStatus={setStatus}
      />

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

      {isError ? (
        <Notice tone="error">
          {LIST_FAILED} {errorMessage(error, 'Please try again.')}{' '}
          <button type="button" onClick={() => void refetch()} className="font-semibold underline underline-offset-2">
            Try again
          </button>
        </Notice>
      ) : null}

      {data === undefined ? (
        isLoading ? (
          <p role="status" className="rounded-2xl border border-ink-200 bg-white py-12 text-center text-sm text-ink-600">
            Loading orders…
          </p>
        ) : null
      ) : data.orders.length === 0 ? (
        <div className="rounded-2xl border border-ink-200 bg-white px-6 py-12 text-center">
          {filtered ? (
            <>
              <p className="font-medium text-ink-900">No orders match your search.</p>
              <button
                type="button"
                onClick={() => {
                  setSearch('');
                  setQ('');
                  setStatus(undefined);
                }}
                className="mt-3 text-sm font-semibold text-ocean-800 underline underline-offset-2"
              >
                Show all orders
              </button>
            </>
          ) : (
            <p className="font-medium text-ink-900">No orders yet</p>
          )}
        </div>
      ) : (
        <div>
          <p className="mb-2 text-sm text-ink-600" aria-live="polite">
            {data.total === 1 ? '1 order' : `${String(data.total)} orders`}
            {filtered ? ' found' : ''}
          </p>
          <OrdersTable
            orders={data.orders}
            busy={isFetching}
            deleting={deleting}
            onStatus={(order, next) => void changeStatus(order, next)}
            onView={(order) => {
              setOpenNumber(order.order_number);
            }}
            onDelete={(order) => void remove(order)}
          />
        </div>
      )}

      {data === undefined ? null : (
        <Pager
          always
          label="Order pages"
          page={page}
          pageCount={pageCount}
          onPage={(next) => {
            setPaging({ filterKey, page: next });
          }}
        />
      )}

      {openNumber === null ? null : (
        <OrderDetail
          orderNumber={openNumber}
          initial={data?.orders.find((order) => order.order_number === openNumber)}
          onClose={() => {
            setOpenNumber(null);
          }}
        />
      )}
    </div>
  );
}
