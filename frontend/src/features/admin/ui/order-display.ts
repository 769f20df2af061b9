// How the admin names an order's things (Orders, Dashboard, Tailoring): short order numbers, status
// and payment labels, the WhatsApp link to a customer and the lines of an
// order's history.
import { ORDER_STATUSES, type OrderStatus } from '@/api/orders';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';
import { isValidMaldivesPhone, normalizePhone } from '@/lib/phone';

export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The spec's delete confirmation, word for word (section 6). */
export const DELETE_CONFIRMATION_ID = 'admin.deleteOrderQuestion';

/** The order number as the list shows it: the part after the first hyphen (spec section 2). */
export function shortOrderNumber(orderNumber: string): string {
  const hyphen = orderNumber.indexOf('-');
  return hyphen < 0 ? orderNumber : orderNumber.slice(hyphen + 1);
}

/** The statuses' names, as ids of the admin's catalogue (the API keeps its values). */
const ORDER_STATUS_LABEL_IDS: Record<OrderStatus, string> = {
  pending: 'admin.statusPending',
  processing: 'admin.statusProcessing',
  shipped: 'admin.statusShipped',
  delivered: 'admin.statusDelivered',
  cancelled: 'admin.statusCancelled',
};

export function orderStatusLabel(status: OrderStatus, t: Translate = englishT): string {
  return t(ORDER_STATUS_LABEL_IDS[status]);
}

/** The statuses as a select's options. */
export function orderStatusOptions(t: Translate = englishT) {
  return ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status, t) }));
}

const PAYMENT_STATUS_LABEL_IDS: Record<PaymentStatus, string> = {
  unpaid: 'admin.paymentUnpaid',
  paid: 'admin.paymentPaid',
};

/** How the order is paid (spec section 2, order slip). */
export function paymentMethodLabel(method: string, t: Translate = englishT): string {
  if (method === 'ONLINE') {
    return t('admin.methodOnline');
  }
  return t(method === 'BANK' ? 'admin.methodBank' : 'admin.methodCod');
}

/** A payment status the app knows, or undefined (shown as it came). */
export function knownPaymentStatus(value: string): PaymentStatus | undefined {
  return value === 'paid' || value === 'unpaid' ? value : undefined;
}

export function paymentStatusLabel(value: string, t: Translate = englishT): string {
  const known = knownPaymentStatus(value);
  return known === undefined ? value : t(PAYMENT_STATUS_LABEL_IDS[known]);
}

/** What the payment label of an order reads. */
export type PaymentOf = { payment_status: string; payment_method: string; status: string };

/**
 * The payment as the owner reads it, as the server's order detail names it:
 * "Paid online" and "Awaiting online payment" for an order paid online (a
 * cancelled one is plainly unpaid), else the payment status.
 */
export function orderPaymentLabel(order: PaymentOf, t: Translate = englishT): string {
  if (order.payment_method === 'ONLINE' && order.payment_status === 'paid') {
    return t('admin.paidOnline');
  }
  if (order.payment_method === 'ONLINE' && order.status !== 'cancelled') {
    return t('admin.awaitingOnline');
  }
  return paymentStatusLabel(order.payment_status, t);
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

/** The history's fields, as ids of the admin's catalogue. */
const FIELD_LABELS: Record<string, string> = {
  status: 'admin.fieldStatus',
  payment_status: 'admin.fieldPaymentStatus',
  confirmation: 'admin.fieldConfirmation',
  'customer.name': 'admin.fieldName',
  'customer.phone': 'admin.fieldPhone',
  'customer.email': 'admin.fieldEmail',
  'customer.address.atoll': 'admin.fieldAtoll',
  'customer.address.island': 'admin.fieldIsland',
  'customer.address.street': 'admin.fieldStreet',
  'customer.address.directions': 'admin.fieldDirections',
  items: 'admin.fieldItems',
  delivery_fee: 'admin.fieldDeliveryFee',
  subtotal: 'admin.fieldSubtotal',
  notes: 'admin.fieldNotes',
  dispatch: 'admin.fieldDispatch',
};

/** Fields whose history entry is a note, not a change from one value to another. */
const NOTE_FIELDS: ReadonlySet<string> = new Set(['dispatch']);

/** `from` is null for a note ("Shipped in dispatch batch …"). */
export type HistoryLine = { at: string; what: string; from: string | null; to: string; who: string };

function valueText(field: string, value: string, t: Translate): string {
  if (value.trim() === '') {
    return t('admin.emptyValue');
  }
  if (field === 'status' && (ORDER_STATUSES as readonly string[]).includes(value)) {
    return orderStatusLabel(value as OrderStatus, t);
  }
  if (field === 'payment_status') {
    return paymentStatusLabel(value, t);
  }
  return value;
}

/** An event of the server's history as the detail lists it. */
export function historyLine(
  event: { at: string; field: string; from: string; to: string; who: string },
  t: Translate = englishT,
): HistoryLine {
  const label = FIELD_LABELS[event.field];
  return {
    at: event.at,
    what: label === undefined ? event.field : t(label),
    from: NOTE_FIELDS.has(event.field) ? null : valueText(event.field, event.from, t),
    to: valueText(event.field, event.to, t),
    who: event.who,
  };
}
