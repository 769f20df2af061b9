// Dispatch day (docs/openapi.yaml GET and POST /orders/dispatch; decision
// 207): the orders ready to go by atoll and island with their pick list,
// and the batch marked shipped at once.
import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import { orderFields, type OrderStatus } from '@/api/orders';
import { bulkAnswerFields } from '@/features/admin/api/bulk-answer';
import { array, boolean, type Infer, number, object, orElse, string } from '@/lib/json-shape';

/** Which orders are ready to go by their payment. */
export const PAYMENT_CONDITIONS = [
  { value: 'paid_or_cod', label: 'Paid or cash on delivery' },
  { value: 'paid', label: 'Paid' },
  { value: 'any', label: 'Any payment' },
] as const;
export type PaymentCondition = (typeof PAYMENT_CONDITIONS)[number]['value'];

export type DispatchQuery = { statuses: readonly OrderStatus[]; payment: PaymentCondition };

const dispatchOrderSchema = object({ ...orderFields, collect: orElse(number, 0) });
export type DispatchOrder = Infer<typeof dispatchOrderSchema>;

const pickLineSchema = object({
  product_id: string,
  title: string,
  sku: string,
  size: string,
  color: string,
  quantity: number,
  orders: array(string),
});
export type PickLine = Infer<typeof pickLineSchema>;

const dispatchSchema = object({
  islands: array(object({ atoll: string, island: string, orders: array(dispatchOrderSchema) })),
  picks: array(pickLineSchema),
  count: number,
  more: boolean,
});
export type Dispatch = Infer<typeof dispatchSchema>;

const shipAnswerSchema = object({ ...bulkAnswerFields, batch: string });
export type ShipAnswer = Infer<typeof shipAnswerSchema>;

/** The query string of a dispatch: ?status=processing,pending&payment=paid_or_cod. */
export function dispatchSearch({ statuses, payment }: DispatchQuery): string {
  return new URLSearchParams({ status: statuses.join(','), payment }).toString();
}

export const dispatchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDispatch: build.query<Dispatch, DispatchQuery>({
      extraOptions: LIVE,
      queryFn: answerOf(dispatchSchema, (query) => `/orders/dispatch?${dispatchSearch(query)}`, { admin: true }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    shipBatch: build.mutation<ShipAnswer, readonly string[]>({
      extraOptions: LIVE,
      queryFn: answerOf(
        shipAnswerSchema,
        (numbers) => ({ url: '/orders/dispatch', method: 'POST', body: { order_numbers: numbers } }),
        { admin: true },
      ),
      invalidatesTags: (answer) => [
        { type: 'Order', id: 'LIST' },
        ...(answer?.results ?? []).map((result) => ({ type: 'Order' as const, id: result.order_number })),
      ],
    }),
  }),
});

export const { useGetDispatchQuery, useShipBatchMutation } = dispatchApi;
