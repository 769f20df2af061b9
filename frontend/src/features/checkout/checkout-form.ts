// The checkout form (spec section 5, Checkout): its rules with the spec's
// messages word for word, and how its values become POST /orders.
import { z } from 'zod';

import type { OrderInput } from '@/api/orders';
import type { CartLine } from '@/lib/cart/cart-rules';
import { CUSTOMER_MESSAGES, isEmptyOrEmail } from '@/lib/customer-details';
import { isValidMaldivesPhone } from '@/lib/phone';

export const CHECKOUT_MESSAGES = {
  ...CUSTOMER_MESSAGES,
  paymentMethod: 'Please select a payment method',
  transferSlip: 'Transfer slip is required for bank transfers.',
  otherIsland: 'Please type the name of your island',
} as const;

/**
 * The island choice "My island is not listed" (decision 184): then the
 * customer types the island, and the order is flagged for the owner. Names
 * in the list are trimmed, so none starts with a space as this value does.
 */
export const UNLISTED_ISLAND = ' not listed';

export const checkoutSchema = z
  .object({
    contact: z.object({
      name: z.string().trim().min(2, CHECKOUT_MESSAGES.name),
      phone: z.string().trim().refine(isValidMaldivesPhone, CHECKOUT_MESSAGES.phone),
      email: z
        .string()
        .trim()
        .refine(isEmptyOrEmail, CHECKOUT_MESSAGES.email),
    }),
    address: z.object({
      atoll: z.string().min(1, CHECKOUT_MESSAGES.atoll),
      island: z.string().min(1, CHECKOUT_MESSAGES.island),
      /** The island as typed, when it is not listed. */
      otherIsland: z.string().trim(),
      street: z.string().trim().min(3, CHECKOUT_MESSAGES.street),
      directions: z.string().trim(),
    }),
    notes: z.string().trim(),
    paymentMethod: z.enum(['COD', 'BANK', 'ONLINE'], { error: CHECKOUT_MESSAGES.paymentMethod }),
    /** The ref POST /uploads gave for the slip; empty until one is uploaded. */
    transferSlip: z.string(),
  })
  .superRefine((values, context) => {
    if (values.address.island === UNLISTED_ISLAND && values.address.otherIsland === '') {
      context.addIssue({ code: 'custom', path: ['address', 'otherIsland'], message: CHECKOUT_MESSAGES.otherIsland });
    }
    if (values.paymentMethod === 'BANK' && values.transferSlip === '') {
      context.addIssue({ code: 'custom', path: ['transferSlip'], message: CHECKOUT_MESSAGES.transferSlip });
    }
  });

export type CheckoutValues = z.input<typeof checkoutSchema>;
export type CheckoutOutput = z.output<typeof checkoutSchema>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  contact: { name: '', phone: '', email: '' },
  address: { atoll: '', island: '', otherIsland: '', street: '', directions: '' },
  notes: '',
  paymentMethod: 'COD',
  transferSlip: '',
};

type Money = { subtotal: number; deliveryFee: number; total: number };

/** The island the order goes to, and whether the customer typed it. */
export function chosenIsland(address: Pick<CheckoutOutput['address'], 'island' | 'otherIsland'>): {
  island: string;
  unlisted: boolean;
} {
  return address.island === UNLISTED_ISLAND
    ? { island: address.otherIsland.trim(), unlisted: true }
    : { island: address.island, unlisted: false };
}

export function orderInputFrom(
  orderNumber: string,
  values: CheckoutOutput,
  lines: readonly CartLine[],
  shown: Money | null,
): OrderInput {
  const { contact, address } = values;
  const { island, unlisted } = chosenIsland(address);
  return {
    order_number: orderNumber,
    customer: {
      name: contact.name,
      phone: contact.phone,
      ...(contact.email === '' ? {} : { email: contact.email }),
      address: {
        atoll: address.atoll,
        island,
        ...(unlisted ? { island_unlisted: true } : {}),
        street: address.street,
        ...(address.directions === '' ? {} : { directions: address.directions }),
      },
    },
    items: lines.map((line) =>
      line.type === 'tailor'
        ? { tailor_item_id: line.tailorItemId, quantity: 1, price: line.price }
        : { product_id: line.product.id, size: line.size, color: line.color ?? '', quantity: line.quantity },
    ),
    payment_method: values.paymentMethod,
    ...(values.paymentMethod === 'BANK' ? { transfer_slip: values.transferSlip } : {}),
    ...(values.notes === '' ? {} : { notes: values.notes }),
    // The money the customer saw, so the server can say when it changed.
    ...(shown === null ? {} : { subtotal: shown.subtotal, delivery_fee: shown.deliveryFee, total: shown.total }),
  };
}

/**
 * The order with the applied discount code, and what the customer was shown
 * it taking off (when the shop's answer is in): the server judges the code
 * again, and refuses the order in words when it cannot be used.
 */
export function withDiscount(
  input: OrderInput,
  discount: { code: string; amount: number; checking: boolean; refusal: string | null },
): OrderInput {
  if (discount.code === '') {
    return input;
  }
  const shown = !discount.checking && discount.refusal === null && input.total !== undefined;
  return { ...input, discount_code: discount.code, ...(shown ? { discount: discount.amount } : {}) };
}

/** Where a server field message (POST /orders, 422) belongs in this form. */
export function formFieldFor(serverPath: string): keyof typeof FIELD_PATHS | null {
  return Object.hasOwn(FIELD_PATHS, serverPath) ? (serverPath as keyof typeof FIELD_PATHS) : null;
}

export const FIELD_PATHS = {
  'customer.name': 'contact.name',
  'customer.phone': 'contact.phone',
  'customer.email': 'contact.email',
  'customer.address.atoll': 'address.atoll',
  'customer.address.island': 'address.island',
  'customer.address.island_unlisted': 'address.island',
  'customer.address.street': 'address.street',
  'customer.address.directions': 'address.directions',
  directions: 'address.directions',
  notes: 'notes',
  payment_method: 'paymentMethod',
  transfer_slip: 'transferSlip',
} as const;
