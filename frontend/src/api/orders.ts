// Orders as the server sends them and POST /orders (docs/openapi.yaml), kept
// here because the offline queue (order-queue.ts) sends orders too; GET
// /orders/track belongs to features/orders/api, the slip goes up with
// api/upload.ts.
//
// Nothing here keeps an offline copy: an order holds a customer's name, phone
// and address, and a stale order status would mislead (decision 041).
import { answerOf } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import { serverFieldMessagesOf, type SayServer } from '@/api/errors';
import {
  array,
  boolean,
  type Infer,
  literal,
  nullable,
  number,
  object,
  oneOf,
  optional,
  orElse,
  string,
} from '@/lib/json-shape';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['COD', 'BANK', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The fields of an order (docs/openapi.yaml#/components/schemas/Order), which the admin's order detail extends. */
export const orderFields = {
  id: string,
  order_number: string,
  customer: object({
    name: string,
    phone: string,
    email: orElse(string, ''),
    address: object({
      atoll: string,
      island: string,
      /** The customer typed the island: the list does not have it (decision 184). */
      island_unlisted: optional(boolean),
      street: string,
      directions: orElse(string, ''),
    }),
  }),
  items: array(
    object({
      id: string,
      product_id: string,
      title: string,
      /** The product's Dhivehi title when ordered; absent when it had none. */
      title_dv: optional(string),
      sku: orElse(string, ''),
      size: orElse(string, ''),
      color: orElse(string, ''),
      quantity: number,
      price: number,
      /** Only on a line sold at a sale price: the price without the sale, then. */
      original_price: optional(number),
      image: orElse(string, ''),
    }),
  ),
  subtotal: number,
  delivery_fee: number,
  total: number,
  payment_method: oneOf(PAYMENT_METHODS),
  payment_status: orElse(string, 'unpaid'),
  transfer_slip: orElse(nullable(string), null),
  // A status this app does not know yet reads as the start, not as an outage.
  status: orElse(oneOf(ORDER_STATUSES), 'pending'),
  notes: orElse(string, ''),
  status_history: orElse(array(object({ status: string, at: string })), []),
  created_at: string,
  /** Present when the shop was GST-registered as the order was placed (decision 209). */
  tax_invoice: optional(
    object({
      tin: string,
      rate_percent: number,
      prices_include_gst: boolean,
      total_before_gst: number,
      gst: number,
      total_after_gst: number,
    }),
  ),
  /** Set only on an order that used a discount code. */
  discount_code: optional(string),
  discount: optional(number),
};
export const orderSchema = object(orderFields);
export type Order = Infer<typeof orderSchema>;
export type OrderItem = Order['items'][number];

/** The body of POST /orders (docs/openapi.yaml#/components/schemas/OrderInput). */
export type OrderInput = {
  /** Made once per checkout attempt (lib/order-number) and sent again on a retry. */
  order_number: string;
  customer: {
    name: string;
    phone: string;
    email?: string;
    address: { atoll: string; island: string; island_unlisted?: boolean; street: string; directions?: string };
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
  /** The applied discount code; the server judges it again. */
  discount_code?: string;
  /** What the customer was shown the code taking off. */
  discount?: number;
};

export type TrackOrderArgs = { orderNumber: string; phone: string };

export const uploadedSlipSchema = object({ ref: string, url: orElse(literal(null), null) });
export type UploadedSlip = Infer<typeof uploadedSlipSchema>;

/** The address of a customer's transfer slip (image or PDF); needs the order's phone. */
export function slipUrl(orderNumber: string, phone: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/slip?${new URLSearchParams({ phone }).toString()}`;
}

/** The server's message per field path ("customer.phone": "…"), when it sent any, said as `say` says it (English by default). */
export function serverFieldsOf(error: unknown, say?: SayServer): Record<string, string> {
  return serverFieldMessagesOf(error, say);
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
