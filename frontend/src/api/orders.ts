// Orders (docs/openapi.yaml: POST /orders, GET /orders/track, GET
// /orders/{order_number}/slip, POST /uploads purpose=transfer-slip).
//
// Nothing here keeps an offline copy: an order holds a customer's name, phone
// and address, and a stale order status would mislead (decision 041).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { z } from 'zod';

import { baseApi } from '@/api/base-api';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['COD', 'BANK'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const orderSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().catch(''),
    address: z.object({
      atoll: z.string(),
      island: z.string(),
      street: z.string(),
      directions: z.string().catch(''),
    }),
  }),
  items: z.array(
    z.object({
      id: z.string(),
      product_id: z.string(),
      title: z.string(),
      sku: z.string().catch(''),
      size: z.string().catch(''),
      color: z.string().catch(''),
      quantity: z.number(),
      price: z.number(),
      image: z.string().catch(''),
    }),
  ),
  subtotal: z.number(),
  delivery_fee: z.number(),
  total: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.string().catch('unpaid'),
  transfer_slip: z.string().nullable().catch(null),
  // A status this app does not know yet reads as the start, not as an outage.
  status: z.enum(ORDER_STATUSES).catch('pending'),
  notes: z.string().catch(''),
  status_history: z.array(z.object({ status: z.string(), at: z.string() })).catch([]),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = Order['items'][number];

/** The body of POST /orders (docs/openapi.yaml#/components/schemas/OrderInput). */
export type OrderInput = {
  /** Made once per checkout attempt (lib/order-number) and sent again on a retry. */
  order_number: string;
  customer: {
    name: string;
    phone: string;
    email?: string;
    address: { atoll: string; island: string; street: string; directions?: string };
  };
  items: (
    | { product_id: string; size: string; color: string; quantity: number; price?: number }
    /** A tailor-made line: the quoted request, priced again by the server. */
    | { tailor_item_id: string; quantity: 1; price?: number }
  )[];
  payment_method: PaymentMethod;
  transfer_slip?: string | null;
  notes?: string;
  /** What the customer was shown; the server answers 422 when its own differ. */
  subtotal?: number;
  delivery_fee?: number;
  total?: number;
};

export type TrackOrderArgs = { orderNumber: string; phone: string };

export const uploadedSlipSchema = z.object({ ref: z.string(), url: z.null().catch(null) });
export type UploadedSlip = z.infer<typeof uploadedSlipSchema>;

/** The address of a customer's transfer slip (image or PDF); needs the order's phone. */
export function slipUrl(orderNumber: string, phone: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/slip?${new URLSearchParams({ phone }).toString()}`;
}

const errorFieldsSchema = z.object({ fields: z.record(z.string(), z.string()) });

/** The server's message per field path ("customer.phone": "…"), when it sent any. */
export function serverFieldsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('data' in error)) {
    return {};
  }
  const parsed = errorFieldsSchema.safeParse((error).data);
  return parsed.success ? parsed.data.fields : {};
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): { data: T } | { error: FetchBaseQueryError } {
  const result = schema.safeParse(body);
  return result.success
    ? { data: result.data }
    : { error: { status: 'CUSTOM_ERROR', error: `${what}: unexpected answer (${result.error.message})` } };
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<Order, OrderInput>({
      queryFn: async (input, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/orders', method: 'POST', body: input });
        return result.error === undefined ? parsed(orderSchema, result.data, 'POST /orders') : { error: result.error };
      },
      invalidatesTags: ['Order'],
    }),
    trackOrder: build.query<Order, TrackOrderArgs>({
      // Always live: a status from yesterday would mislead, and a stored copy
      // would keep a customer's address in the browser.
      extraOptions: { offlineFallback: false },
      // (queryFn's baseQuery passes this endpoint's extraOptions on.)
      queryFn: async ({ orderNumber, phone }, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/orders/track', params: { order_number: orderNumber, phone } });
        return result.error === undefined
          ? parsed(orderSchema, result.data, 'GET /orders/track')
          : { error: result.error };
      },
      providesTags: (order) => (order ? [{ type: 'Order', id: order.order_number }] : []),
    }),
    uploadSlip: build.mutation<UploadedSlip, File>({
      queryFn: async (file, _api, _extraOptions, baseQuery) => {
        const form = new FormData();
        // purpose first: the server reads it before it streams the file.
        form.append('purpose', 'transfer-slip');
        form.append('file', file, file.name);
        const result = await baseQuery({ url: '/uploads', method: 'POST', body: form });
        return result.error === undefined
          ? parsed(uploadedSlipSchema, result.data, 'POST /uploads')
          : { error: result.error };
      },
    }),
  }),
});

export const { usePlaceOrderMutation, useTrackOrderQuery, useLazyTrackOrderQuery, useUploadSlipMutation } = ordersApi;
