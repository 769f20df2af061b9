// Orders as the server sends them and POST /orders (docs/openapi.yaml), kept
// here because the offline queue (order-queue.ts) sends orders too; GET
// /orders/track belongs to features/orders/api, the slip goes up with
// api/upload.ts.
//
// Nothing here keeps an offline copy: an order holds a customer's name, phone
// and address, and a stale order status would mislead (decision 041).
import { z } from 'zod/mini';

import { answerOf } from '@/api/answers';
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
    email: z.catch(z.string(), ''),
    address: z.object({
      atoll: z.string(),
      island: z.string(),
      street: z.string(),
      directions: z.catch(z.string(), ''),
    }),
  }),
  items: z.array(
    z.object({
      id: z.string(),
      product_id: z.string(),
      title: z.string(),
      sku: z.catch(z.string(), ''),
      size: z.catch(z.string(), ''),
      color: z.catch(z.string(), ''),
      quantity: z.number(),
      price: z.number(),
      image: z.catch(z.string(), ''),
    }),
  ),
  subtotal: z.number(),
  delivery_fee: z.number(),
  total: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.catch(z.string(), 'unpaid'),
  transfer_slip: z.catch(z.nullable(z.string()), null),
  // A status this app does not know yet reads as the start, not as an outage.
  status: z.catch(z.enum(ORDER_STATUSES), 'pending'),
  notes: z.catch(z.string(), ''),
  status_history: z.catch(z.array(z.object({ status: z.string(), at: z.string() })), []),
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

export const uploadedSlipSchema = z.object({ ref: z.string(), url: z.catch(z.null(), null) });
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

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<Order, OrderInput>({
      queryFn: answerOf(orderSchema, (input) => ({ url: '/orders', method: 'POST', body: input })),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { usePlaceOrderMutation } = ordersApi;
