// GET /orders/track (docs/openapi.yaml): an order by its number and the phone
// it was placed with, for the confirmation, My Orders and Track Order.
import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import { type Order, orderSchema, type TrackOrderArgs } from '@/api/orders';

export const trackOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    trackOrder: build.query<Order, TrackOrderArgs>({
      // Always live: a status from yesterday would mislead, and a stored copy
      // would keep a customer's address in the browser.
      extraOptions: LIVE,
      // (queryFn's baseQuery passes this endpoint's extraOptions on.)
      queryFn: answerOf(orderSchema, ({ orderNumber, phone }) => ({ url: '/orders/track', params: { order_number: orderNumber, phone } })),
      providesTags: (order) => (order ? [{ type: 'Order', id: order.order_number }] : []),
    }),
  }),
});

export const { useTrackOrderQuery } = trackOrderApi;
