import { describe, expect, it } from 'vitest';

import {
  fillMessage,
  smsMessageLink,
  suggestedEvent,
  trackingLink,
  whatsappMessageLink,
} from '@/lib/customer-message';

const values = {
  name: 'Aishath Shifa',
  order: 'RB-M5D4RUO0-7KQ2',
  total: 'MVR 1,150.00',
  tracking_link: 'https://shop.example/track-order?orderNumber=RB-M5D4RUO0-7KQ2&phone=%2B9607771234',
  shop: 'Dhoni',
};

describe('fillMessage', () => {
  it('fills every placeholder, each as often as it appears', () => {
    expect(fillMessage('Hello {name}! {order} ({order}) costs {total}. {tracking_link} — {shop}', values)).toBe(
      `Hello Aishath Shifa! RB-M5D4RUO0-7KQ2 (RB-M5D4RUO0-7KQ2) costs MVR 1,150.00. ${values.tracking_link} — Dhoni`,
    );
  });

  it('leaves text that is not a known placeholder as written', () => {
    expect(fillMessage('{amount} {} {Name} {name', values)).toBe('{amount} {} {Name} {name');
  });

  it('does not read a customer\u2019s braces as placeholders', () => {
    expect(fillMessage('Hi {name}, {order}', { ...values, name: '{order}' })).toBe('Hi {order}, RB-M5D4RUO0-7KQ2');
  });
});

describe('links', () => {
  const text = 'Hello Aishath & co: 100% paid? #1 {ok}\nThanks';

  it('builds a wa.me link to the Maldives number with the text encoded', () => {
    const link = whatsappMessageLink('777 1234', text);
    expect(link).toBe(`https://wa.me/9607771234?text=${encodeURIComponent(text)}`);
    expect(new URL(link ?? '').searchParams.get('text')).toBe(text);
  });

  it('builds an sms: link with +960 and the body encoded', () => {
    const link = smsMessageLink('+960 9771234', text);
    expect(link).toBe(`sms:+9609771234?body=${encodeURIComponent(text)}`);
    expect(decodeURIComponent((link ?? '').split('?body=')[1] ?? '')).toBe(text);
  });

  it('gives no link for a number outside the Maldives', () => {
    expect(whatsappMessageLink('+44 20 7946 0000', text)).toBeNull();
    expect(smsMessageLink('12345', text)).toBeNull();
  });

  it('tracks the order with its number and phone filled in', () => {
    const link = new URL(trackingLink('https://shop.example', 'RB-1-AB12', '7771234'));
    expect(link.pathname).toBe('/track-order');
    expect(link.searchParams.get('orderNumber')).toBe('RB-1-AB12');
    expect(link.searchParams.get('phone')).toBe('+9607771234');
  });
});

describe('suggestedEvent', () => {
  it.each([
    [{ status: 'pending', payment_status: 'unpaid' }, 'confirmed'],
    [{ status: 'processing', payment_status: 'unpaid' }, 'confirmed'],
    [{ status: 'processing', payment_status: 'paid' }, 'paymentReceived'],
    [{ status: 'shipped', payment_status: 'paid' }, 'shipped'],
    [{ status: 'delivered', payment_status: 'unpaid' }, 'delivered'],
    [{ status: 'cancelled', payment_status: 'unpaid' }, 'cancelled'],
  ] as const)('%o suggests %s', (order, event) => {
    expect(suggestedEvent(order)).toBe(event);
  });
});
