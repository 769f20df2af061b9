// The owner's messages to a customer (decision 210): a template from the
// settings filled with the order's details, sent as a prefilled WhatsApp
// chat (wa.me) or SMS (sms:). The server refuses a template with markup or a
// placeholder not listed here, so filling never meets one it does not know.
import { isValidMaldivesPhone, normalizePhone } from '@/lib/phone';

export const MESSAGE_EVENTS = ['confirmed', 'shipped', 'delivered', 'cancelled', 'paymentReceived'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  confirmed: 'Order confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  paymentReceived: 'Payment received',
};

export const MESSAGE_PLACEHOLDERS = ['name', 'order', 'total', 'tracking_link', 'shop'] as const;
export type MessageValues = Record<(typeof MESSAGE_PLACEHOLDERS)[number], string>;

/** The template with every known {placeholder} replaced; anything else is left as written. */
export function fillMessage(template: string, values: MessageValues): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof MessageValues] : whole,
  );
}

/** The message an order's state suggests: payment received once paid, else its status's. */
export function suggestedEvent(order: { status: string; payment_status: string }): MessageEvent {
  switch (order.status) {
    case 'shipped':
    case 'delivered':
    case 'cancelled':
      return order.status;
    default:
      return order.payment_status === 'paid' ? 'paymentReceived' : 'confirmed';
  }
}

/** The address a customer follows their order at, phone included so it opens filled. */
export function trackingLink(origin: string, orderNumber: string, phone: string): string {
  const query = new URLSearchParams({ orderNumber, phone: normalizePhone(phone) });
  return `${origin}/track-order?${query.toString()}`;
}

/** A WhatsApp chat with the customer and the text ready to send; null when the phone is not a Maldives number. */
export function whatsappMessageLink(phone: string, text: string): string | null {
  if (!isValidMaldivesPhone(phone)) {
    return null;
  }
  return `https://wa.me/${normalizePhone(phone).slice(1)}?text=${encodeURIComponent(text)}`;
}

/** An SMS to the customer with the text ready to send; null when the phone is not a Maldives number. */
export function smsMessageLink(phone: string, text: string): string | null {
  if (!isValidMaldivesPhone(phone)) {
    return null;
  }
  return `sms:${normalizePhone(phone)}?body=${encodeURIComponent(text)}`;
}
