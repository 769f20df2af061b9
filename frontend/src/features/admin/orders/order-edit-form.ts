// The order detail's edit form (spec section 5, "Order edit"; docs/openapi.yaml
// OrderEdit): the customer's contact and address, the order's own lines
// (quantity and unit price, or removed), the delivery fee and the notes. The
// rules and messages are the server's, checked here first so that nothing
// doomed is sent. Amounts are typed as text and read as laari (integers), so
// the totals shown never carry binary rounding.
import { z } from 'zod';

import type { OrderEdit } from '@/features/admin/orders/api/orders-api';
import type { Order } from '@/api/orders';
import { CUSTOMER_MESSAGES, isEmptyOrEmail } from '@/lib/customer-details';
import { isValidMaldivesPhone } from '@/lib/phone';

export const EDIT_MESSAGES = {
  // The checkout's words (spec section 5), which the server answers with too.
  ...CUSTOMER_MESSAGES,
  // The server's admin messages (backend/internal/orders/admin.go).
  quantity: 'Quantity must be a whole number from 1 to 9999',
  price: 'Price must be 0 or more',
  deliveryFee: 'Delivery fee must be 0 or more',
  itemsRequired: 'An order needs at least one item',
  // Amounts the server would not read: more than two decimals, or not a number.
  amount: 'Enter an amount in MVR with at most two decimals, like 850 or 850.50',
} as const;

/** The server's length limits (backend/internal/orders/orders.go). */
export const EDIT_LIMITS = { name: 100, email: 254, street: 200, directions: 500, notes: 1000 } as const;

export const MAX_QUANTITY = 9999;

export function atMost(limit: number): string {
  return `Must be at most ${String(limit)} characters`;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const NEGATIVE_AMOUNT = /^-\s*\d+(\.\d+)?$/;
const QUANTITY = /^\d{1,4}$/;

/** An amount typed in MVR, in laari; null when it is not one. */
export function laariOf(text: string): number | null {
  const value = text.trim();
  return AMOUNT.test(value) ? Math.round(Number(value) * 100) : null;
}

/** A quantity typed by the admin; null unless a whole number from 1 to 9999. */
export function quantityOf(text: string): number | null {
  const value = text.trim();
  if (!QUANTITY.test(value)) {
    return null;
  }
  const quantity = Number(value);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

function amountField(negativeMessage: string) {
  return z
    .string()
    .superRefine((text, context) => {
      if (laariOf(text) !== null) {
        return;
      }
      context.addIssue({
        code: 'custom',
        message: NEGATIVE_AMOUNT.test(text.trim()) ? negativeMessage : EDIT_MESSAGES.amount,
      });
    })
    .transform((text) => (laariOf(text) ?? 0) / 100);
}

export const orderEditSchema = z.object({
  customer: z.object({
    name: z.string().trim().min(2, EDIT_MESSAGES.name).max(EDIT_LIMITS.name, atMost(EDIT_LIMITS.name)),
    phone: z.string().trim().refine(isValidMaldivesPhone, EDIT_MESSAGES.phone),
    email: z
      .string()
      .trim()
      .max(EDIT_LIMITS.email, EDIT_MESSAGES.email)
      .refine(isEmptyOrEmail, EDIT_MESSAGES.email),
    address: z.object({
      atoll: z.string().trim().min(1, EDIT_MESSAGES.atoll),
      island: z.string().trim().min(1, EDIT_MESSAGES.island),
      street: z.string().trim().min(3, EDIT_MESSAGES.street).max(EDIT_LIMITS.street, atMost(EDIT_LIMITS.street)),
      directions: z.string().trim().max(EDIT_LIMITS.directions, atMost(EDIT_LIMITS.directions)),
    }),
  }),
  items: z
    .array(
      z.object({
        lineId: z.string(),
        quantity: z
          .string()
          .refine((text) => quantityOf(text) !== null, EDIT_MESSAGES.quantity)
          .transform((text) => quantityOf(text) ?? 0),
        price: amountField(EDIT_MESSAGES.price),
      }),
    )
    .min(1, EDIT_MESSAGES.itemsRequired),
  deliveryFee: amountField(EDIT_MESSAGES.deliveryFee),
  notes: z.string().trim().max(EDIT_LIMITS.notes, atMost(EDIT_LIMITS.notes)),
});

export type OrderEditValues = z.input<typeof orderEditSchema>;
export type OrderEditOutput = z.output<typeof orderEditSchema>;

/** An amount as the form shows it: "850", "450.50". */
function amountText(mvr: number): string {
  const laari = Math.round(mvr * 100);
  return laari % 100 === 0 ? String(laari / 100) : (laari / 100).toFixed(2);
}

/** The form as the stored order fills it. */
export function editValuesOf(order: Order): OrderEditValues {
  const { customer } = order;
  return {
    customer: {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: { ...customer.address },
    },
    items: order.items.map((item) => ({
      lineId: item.id,
      quantity: String(item.quantity),
      price: amountText(item.price),
    })),
    deliveryFee: amountText(order.delivery_fee),
    notes: order.notes,
  };
}

/**
 * The body of PUT /orders/{order_number} for what the form holds. Status and
 * payment status are not in it: they are saved the moment they are changed,
 * and a form opened earlier must not put back an older one.
 */
export function orderEditOf(values: OrderEditOutput): OrderEdit {
  return {
    customer: {
      name: values.customer.name,
      phone: values.customer.phone,
      email: values.customer.email,
      address: { ...values.customer.address },
    },
    items: values.items.map((item) => ({ id: item.lineId, quantity: item.quantity, price: item.price })),
    delivery_fee: values.deliveryFee,
    notes: values.notes,
  };
}

export type LiveTotals = {
  /** Each line's total in MVR, or null while its quantity or price is not valid. */
  lines: (number | null)[];
  subtotal: number | null;
  deliveryFee: number | null;
  /** What the order's discount code takes off (never more than the subtotal). */
  discount: number;
  total: number | null;
};

/**
 * The totals of the form as it is typed (spec section 5): subtotal = Σ price
 * × quantity, total = subtotal - the code's discount + delivery fee. A sum
 * that depends on an invalid entry is null rather than a guess.
 */
export function liveTotals(
  items: readonly { quantity: string; price: string }[],
  deliveryFee: string,
  discountMvr = 0,
): LiveTotals {
  const lines = items.map((item) => {
    const quantity = quantityOf(item.quantity);
    const price = laariOf(item.price);
    return quantity === null || price === null ? null : quantity * price;
  });
  const subtotal = lines.every((line) => line !== null) ? lines.reduce<number>((sum, line) => sum + line, 0) : null;
  const fee = laariOf(deliveryFee);
  const discount = Math.min(Math.round(discountMvr * 100), subtotal ?? 0);
  return {
    lines: lines.map((line) => (line === null ? null : line / 100)),
    subtotal: subtotal === null ? null : subtotal / 100,
    deliveryFee: fee === null ? null : fee / 100,
    discount: discount / 100,
    total: subtotal === null || fee === null ? null : (subtotal - discount + fee) / 100,
  };
}

/**
 * Where a server field message (PUT /orders/{n}, 422) belongs in the form:
 * "customer.phone" stays, "items[1].price" becomes "items.1.price",
 * "delivery_fee" becomes "deliveryFee". null for one the form has no field for.
 */
export function formPathOf(serverPath: string): string | null {
  const line = /^items\[(\d+)\]\.(quantity|price)$/.exec(serverPath);
  if (line !== null) {
    return `items.${line[1] ?? '0'}.${line[2] ?? 'quantity'}`;
  }
  if (serverPath.startsWith('customer.') || serverPath === 'notes') {
    return serverPath;
  }
  if (serverPath === 'delivery_fee') {
    return 'deliveryFee';
  }
  if (serverPath === 'items') {
    return 'items';
  }
  return null;
}
