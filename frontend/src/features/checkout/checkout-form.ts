// The checkout form (spec section 5, Checkout): its rules with the spec's
// messages word for word (in the customer's language: the schema is built
// with a `t`), and how its values become POST /orders.
import { z } from 'zod';

import type { OrderInput } from '@/api/orders';
import type { CartLine } from '@/lib/cart/cart-rules';
import { englishT, type Translate } from '@/i18n/english';
import { CUSTOMER_MESSAGE_IDS, isEmptyOrEmail } from '@/lib/customer-details';
import { isValidMaldivesPhone } from '@/lib/phone';

export const CHECKOUT_MESSAGE_IDS = {
  ...CUSTOMER_MESSAGE_IDS,
  paymentMethod: 'checkout.errorPaymentMethod',
  transferSlip: 'checkout.errorTransferSlip',
  otherIsland: 'checkout.errorOtherIsland',
} as const;

type CheckoutMessages = Record<keyof typeof CHECKOUT_MESSAGE_IDS, string>;

function messagesIn(t: Translate): CheckoutMessages {
  return Object.fromEntries(Object.entries(CHECKOUT_MESSAGE_IDS).map(([key, id]) => [key, t(id)])) as CheckoutMessages;
}

/** The messages in English: the server's words too (spec section 5). */
export const CHECKOUT_MESSAGES = messagesIn(englishT);

/**
 * The island choice "My island is not listed" (decision 184): then the
 * customer types the island, and the order is flagged for the owner. Names
 * in the list are trimmed, so none starts with a space as this value does.
 */
export const UNLISTED_ISLAND = ' not listed';

/** The checkout's rules, their messages in the language of `t`. */
export function checkoutSchemaIn(t: Translate) {
  const messages = messagesIn(t);
  return z
    .object({
      contact: z.object({
        name: z.string().trim().min(2, messages.name),
        phone: z.string().trim().refine(isValidMaldivesPhone, messages.phone),
        email: z.string().trim().refine(isEmptyOrEmail, messages.email),
      }),
      address: z.object({
        atoll: z.string().min(1, messages.atoll),
        island: z.string().min(1, messages.island),
        /** The island as typed, when it is not listed. */
        otherIsland: z.string().trim(),
        street: z.string().trim().min(3, messages.street),
        directions: z.string().trim(),
      }),
      notes: z.string().trim(),
      paymentMethod: z.enum(['COD', 'BANK', 'ONLINE'], { error: messages.paymentMethod }),
      /** The ref POST /uploads gave for the slip; empty until one is uploaded. */
      transferSlip: z.string(),
    })
    .superRefine((values, context) => {
      if (values.address.island === UNLISTED_ISLAND && values.address.otherIsland === '') {
        context.addIssue({ code: 'custom', path: ['address', 'otherIsland'], message: messages.otherIsland });
      }
      if (values.paymentMethod === 'BANK' && values.transferSlip === '') {
        context.addIssue({ code: 'custom', path: ['transferSlip'], message: messages.transferSlip });
      }
    });
}

type CheckoutSchema = ReturnType<typeof checkoutSchemaIn>;
export type CheckoutValues = z.input<CheckoutSchema>;
export type CheckoutOutput = z.output<CheckoutSchema>;

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
