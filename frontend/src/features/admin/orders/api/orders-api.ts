// The admin's order management (docs/openapi.yaml: GET /orders, GET/PUT/DELETE
// /orders/{order_number}, GET /orders/export.csv, GET /orders/{order_number}/slip;
// decision 045). Every call is live: the admin sees the server or a message,
// never a stale copy of somebody's order (no offline fallback).
//
// A change the admin makes is shown at once: a status or payment status is
// written into every cached list page and the open order before the server
// answers (and put back if it refuses), and the server's answer then replaces
// the order wherever it is cached. Lists are fetched again afterwards, since
// a change can move an order in or out of a filtered page.
import { answerOf, LIVE, parseAnswer, recheckSessionOn401 } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import { httpStatusOf } from '@/api/errors';
import { orderFields, orderSchema, type Order, type OrderStatus } from '@/api/orders';
import { bulkAnswerSchema, type BulkAnswer, type BulkChange } from '@/features/admin/api/bulk-answer';
import { filteredListAnswerOf, type ListPage, pageTags } from '@/features/admin/api/list-page';
import type { PaymentStatus } from '@/features/admin/ui/order-display';
import { array, type Infer, object, orElse, string } from '@/lib/json-shape';

/** Orders per page of the admin's list (spec section 9). */
export const ADMIN_ORDERS_PER_PAGE = 20;


/** The server's message for an order that is not (or no longer) there. */
export const ORDER_NOT_FOUND = 'Order not found';

/** Every order as CSV, named by the server after today's date. */
export const ORDERS_EXPORT_URL = '/api/orders/export.csv';

/** An order's bank transfer slip as the signed-in admin reads it (no phone needed). */
export function adminSlipUrl(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/slip`;
}

export const orderEventSchema = object({
  who: string,
  field: string,
  from: string,
  to: string,
  at: string,
});
export type OrderEvent = Infer<typeof orderEventSchema>;

/** docs/openapi.yaml#/components/schemas/OrderDetail: an order with the history of the admin's changes. */
export const orderDetailSchema = object({
  ...orderFields,
  events: orElse(array(orderEventSchema), []),
});
export type OrderDetail = Infer<typeof orderDetailSchema>;

export type OrderListQuery = {
  page: number;
  /** Only orders with this status. */
  status?: OrderStatus | undefined;
  /** Text in the order number or the customer's name, or the customer's phone. */
  q?: string | undefined;
};

export type OrderListPage = ListPage<Order>;

/** docs/openapi.yaml#/components/schemas/OrderEdit. */
export type OrderEdit = {
  status?: OrderStatus;
  payment_status?: PaymentStatus;
  customer?: {
    name: string;
    phone: string;
    email: string;
    address: { atoll: string; island: string; street: string; directions: string };
  };
  /** The order's own lines by id; a line left out is removed. */
  items?: { id: string; quantity: number; price: number }[];
  delivery_fee?: number;
  notes?: string;
};

export type UpdateOrderArgs = { orderNumber: string; edit: OrderEdit };

/** The fields of an order the optimistic update writes before the server answers. */
function quickChanges(edit: OrderEdit): Partial<Pick<Order, 'status' | 'payment_status'>> {
  return {
    ...(edit.status === undefined ? {} : { status: edit.status }),
    ...(edit.payment_status === undefined ? {} : { payment_status: edit.payment_status }),
  };
}

/** The order of a detail answer as the list shows it (without its history). */
function listEntryOf(detail: OrderDetail): Order {
  const order: Order & { events?: unknown } = { ...detail };
  delete order.events;
  return order;
}

/** The most orders one bulk change may name (the server refuses more). */
export const MAX_BULK_ORDERS = 200;

export { bulkAnswerSchema, type BulkAnswer, type BulkChange } from '@/features/admin/api/bulk-answer';

export const adminOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderListPage, OrderListQuery>({
      extraOptions: LIVE,
      queryFn: filteredListAnswerOf('/orders', ADMIN_ORDERS_PER_PAGE, array(orderSchema)),
      providesTags: pageTags('Order', (order: Order) => order.order_number),
    }),
    getOrder: build.query<OrderDetail, string>({
      extraOptions: LIVE,
      queryFn: async (orderNumber, api, _extraOptions, baseQuery) => {
        const path = `/orders/${encodeURIComponent(orderNumber)}`;
        const result = await baseQuery(path);
        if (result.error !== undefined) {
          recheckSessionOn401(result.error, api);
          if (httpStatusOf(result.error) === 404) {
            // Deleted since the list was read: the list changed too.
            api.dispatch(baseApi.util.invalidateTags([{ type: 'Order', id: 'LIST' }]));
          }
          return { error: result.error };
        }
        return parseAnswer(orderDetailSchema, result.data, `GET ${path}`);
      },
      providesTags: (_order, _error, orderNumber) => [{ type: 'Order', id: orderNumber }],
    }),
    updateOrder: build.mutation<OrderDetail, UpdateOrderArgs>({
      extraOptions: LIVE,
      queryFn: answerOf(
        orderDetailSchema,
        ({ orderNumber, edit }) => ({ url: `/orders/${encodeURIComponent(orderNumber)}`, method: 'PUT', body: edit }),
        { admin: true },
      ),
      onQueryStarted: async ({ orderNumber, edit }, lifecycle) => {
        const { dispatch, queryFulfilled } = lifecycle;
        const getState = () => lifecycle.getState();
        const changes = quickChanges(edit);
        const undo: (() => void)[] = [];
        const patchEverywhere = (change: (order: Order) => void) => {
          for (const args of adminOrdersApi.util.selectCachedArgsForQuery(getState(), 'listOrders')) {
            const patch = dispatch(
              adminOrdersApi.util.updateQueryData('listOrders', args, (page) => {
                const order = page.items.find((candidate) => candidate.order_number === orderNumber);
                if (order !== undefined) {
                  change(order);
                }
              }),
            );
            undo.push(() => {
              patch.undo();
            });
          }
          const patch = dispatch(adminOrdersApi.util.updateQueryData('getOrder', orderNumber, change));
          undo.push(() => {
            patch.undo();
          });
        };
        if (Object.keys(changes).length > 0) {
          patchEverywhere((order) => Object.assign(order, changes));
        }
        let saved: OrderDetail;
        try {
          ({ data: saved } = await queryFulfilled);
        } catch {
          for (const step of undo.reverse()) {
            step();
          }
          return;
        }
        const entry = listEntryOf(saved);
        for (const args of adminOrdersApi.util.selectCachedArgsForQuery(getState(), 'listOrders')) {
          dispatch(
            adminOrdersApi.util.updateQueryData('listOrders', args, (page) => {
              const index = page.items.findIndex((candidate) => candidate.order_number === orderNumber);
              if (index >= 0) {
                page.items[index] = entry;
              }
            }),
          );
        }
        await dispatch(adminOrdersApi.util.upsertQueryData('getOrder', orderNumber, saved));
      },
      // Lists are asked again: the change may move the order in or out of a
      // filtered page. A missing order (404) is gone from the lists too.
      invalidatesTags: (_result, error) =>
        error === undefined || httpStatusOf(error) === 404 ? [{ type: 'Order', id: 'LIST' }] : [],
    }),
    /** Each order changed alone on the server, its history kept; the lists and opened orders are read again. */
    changeOrders: build.mutation<BulkAnswer, BulkChange>({
      extraOptions: LIVE,
      queryFn: answerOf(bulkAnswerSchema, (change) => ({ url: '/orders/bulk', method: 'POST', body: change }), {
        admin: true,
      }),
      invalidatesTags: (answer) => [
        { type: 'Order', id: 'LIST' },
        ...(answer?.results ?? []).map((result) => ({ type: 'Order' as const, id: result.order_number })),
      ],
    }),
    deleteOrder: build.mutation<null, string>({
      extraOptions: LIVE,
      queryFn: async (orderNumber, api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: `/orders/${encodeURIComponent(orderNumber)}`, method: 'DELETE' });
        if (result.error !== undefined) {
          recheckSessionOn401(result.error, api);
          return { error: result.error };
        }
        return { data: null };
      },
      // Deleted here or already deleted elsewhere (404): either way the lists change.
      invalidatesTags: (_result, error) =>
        error === undefined || httpStatusOf(error) === 404 ? [{ type: 'Order', id: 'LIST' }] : [],
    }),
    /** Queues the order's Telegram alert again (202); the server's worker sends it. */
    announceOrder: build.mutation<null, string>({
      extraOptions: LIVE,
      queryFn: async (orderNumber, api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: `/orders/${encodeURIComponent(orderNumber)}/announce`,
          method: 'POST',
        });
        if (result.error !== undefined) {
          recheckSessionOn401(result.error, api);
          return { error: result.error };
        }
        return { data: null };
      },
    }),
  }),
});

export const {
  useListOrdersQuery,
  useGetOrderQuery,
  useUpdateOrderMutation,
  useChangeOrdersMutation,
  useDeleteOrderMutation,
  useAnnounceOrderMutation,
} = adminOrdersApi;
