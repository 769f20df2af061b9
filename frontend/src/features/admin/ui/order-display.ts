// How the admin names an order's things (Orders, Dashboard, Tailoring): short order numbers, status
// and payment labels, the WhatsApp link to a customer and the lines of an
// order's history.
import { ORDER_STATUSES, type OrderStatus } from '@/api/orders';
import { isValidMaldivesPhone, normalizePhone } from '@/lib/phone';

export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The spec's delete confirmation, word for word (section 6). */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this order?';

/** The order number as the list shows it: the part after the first hyphen (spec section 2). */
export function shortOrderNumber(orderNumber: string): string {
  const hyphen = orderNumber.indexOf('-');
  return hyphen < 0 ? orderNumber : orderNumber.slice(hyphen + 1);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
};

/** How the order is paid (spec section 2, order slip). */
export function paymentMethodLabel(method: string): string {
  if (method === 'ONLINE') {
    return 'Pay online';
  }
  return method === 'BANK' ? 'Bank Transfer' : 'Cash on Delivery';
}

/** A payment status the app knows, or undefined (shown as it came). */
export function knownPaymentStatus(value: string): PaymentStatus | undefined {
  return value === 'paid' || value === 'unpaid' ? value : undefined;
}

export function paymentStatusLabel(value: string): string {
  const known = knownPaymentStatus(value);
  return known === undefined ? value : PAYMENT_STATUS_LABELS[known];
}

/** What the payment label of an order reads. */
export type PaymentOf = { payment_status: string; payment_method: string; status: string };

/**
 * The payment as the owner reads it, as the server's order detail names it:
 * "Paid online" and "Awaiting online payment" for an order paid online (a
 * cancelled one is plainly unpaid), else the payment status.
 */
export function orderPaymentLabel(order: PaymentOf): string {
  if (order.payment_method === 'ONLINE' && order.payment_status === 'paid') {
    return 'Paid online';
  }
  if (order.payment_method === 'ONLINE' && order.status !== 'cancelled') {
    return 'Awaiting online payment';
  }
  return paymentStatusLabel(order.payment_status);
}

/** Size and colour of a line, as "M · Navy" (empty when it has neither). */
export function variantText(item: { size: string; color: string }): string {
  return [item.size, item.color].filter((part) => part.trim() !== '').join(' · ');
}

/**
 * A wa.me link that opens a chat with the customer, with a first message
 * naming the order; null when the phone is not a Maldives number.
 */
export function whatsappLink(phone: string, orderNumber: string, shopName: string): string | null {
  return whatsappLinkAbout(phone, `your order ${orderNumber}`, shopName);
}

/** A wa.me link with a first message about something ("your tailoring request TR-..."). */
export function whatsappLinkAbout(phone: string, subject: string, shopName: string): string | null {
  if (!isValidMaldivesPhone(phone)) {
    return null;
  }
  const normalized = normalizePhone(phone);
  const text = `Hello, this is ${shopName} about ${subject}.`;
  return `https://wa.me/${normalized.slice(1)}?text=${encodeURIComponent(text)}`;
}

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  payment_status: 'Payment status',
  confirmation: 'Confirmation',
  'customer.name': 'Name',
  'customer.phone': 'Phone',
  'customer.email': 'Email',
  'customer.address.atoll': 'Atoll',
  'customer.address.island': 'Island',
  'customer.address.street': 'Street address',
  'customer.address.directions': 'Directions',
  items: 'Items',
  delivery_fee: 'Delivery fee',
  subtotal: 'Subtotal',
  notes: 'Notes',
  dispatch: 'Dispatch',
};

/** Fields whose history entry is a note, not a change from one value to another. */
const NOTE_FIELDS: ReadonlySet<string> = new Set(['dispatch']);

/** `from` is null for a note ("Shipped in dispatch batch …"). */
export type HistoryLine = { at: string; what: string; from: string | null; to: string; who: string };

function valueText(field: string, value: string): string {
  if (value.trim() === '') {
    return '(empty)';
  }
  if (field === 'status' && (ORDER_STATUSES as readonly string[]).includes(value)) {
    return ORDER_STATUS_LABELS[value as OrderStatus];
  }
  if (field === 'payment_status') {
    return paymentStatusLabel(value);
  }
  return value;
}

/** An event of the server's history as the detail lists it. */
export function historyLine(event: { at: string; field: string; from: string; to: string; who: string }): HistoryLine {
  return {
    at: event.at,
    what: FIELD_LABELS[event.field] ?? event.field,
    from: NOTE_FIELDS.has(event.field) ? null : valueText(event.field, event.from),
    to: valueText(event.field, event.to),
    who: event.who,
  };
}
