import { describe, expect, it } from 'vitest';

import {
  historyLine,
  orderPaymentLabel,
  paymentStatusLabel,
  shortOrderNumber,
  variantText,
  whatsappLink,
} from '@/features/admin/ui/order-display';

describe('shortOrderNumber', () => {
  it.each([
    ['RB-M5D4RUO0-7KQ2', 'M5D4RUO0-7KQ2'],
    ['NOHYPHEN', 'NOHYPHEN'],
    ['-LEADING', 'LEADING'],
  ])('shows %s as %s', (number, short) => {
    expect(shortOrderNumber(number)).toBe(short);
  });
});

describe('whatsappLink', () => {
  it('opens a chat with the customer’s number, digits only, and names the order', () => {
    const link = new URL(whatsappLink('+960 777-1234', 'RB-M5D4RUO0-7KQ2', 'Dhoni') ?? '');
    expect(link.origin + link.pathname).toBe('https://wa.me/9607771234');
    expect(link.searchParams.get('text')).toBe('Hello, this is Dhoni about your order RB-M5D4RUO0-7KQ2.');
  });

  it('takes a local 7-digit number as a Maldives one', () => {
    expect(whatsappLink('9876543', 'RB-1', 'Dhoni')).toMatch(/^https:\/\/wa\.me\/9609876543\?text=/);
  });

  it('gives no link for a number that is not a Maldives one', () => {
    expect(whatsappLink('12345', 'RB-1', 'Dhoni')).toBeNull();
  });
});

describe('historyLine', () => {
  it('names the field and shows statuses as the dropdown does', () => {
    expect(
      historyLine({ who: 'admin', field: 'status', from: 'pending', to: 'shipped', at: '2025-01-01T00:00:00Z' }),
    ).toEqual({ at: '2025-01-01T00:00:00Z', what: 'Status', from: 'Pending', to: 'Shipped', who: 'admin' });
    expect(historyLine({ who: 'admin', field: 'payment_status', from: 'unpaid', to: 'paid', at: '' })).toMatchObject({
      what: 'Payment status',
      from: 'Unpaid',
      to: 'Paid',
    });
    expect(
      historyLine({
        who: 'automatic',
        field: 'confirmation',
        from: 'cash on delivery, not confirmed',
        to: 'not confirmed within 7 days: cancelled, stock returned',
        at: '',
      }),
    ).toMatchObject({ what: 'Confirmation', to: 'not confirmed within 7 days: cancelled, stock returned', who: 'automatic' });
    expect(historyLine({ who: 'admin', field: 'customer.email', from: '', to: 'a@b.mv', at: '' })).toMatchObject({
      what: 'Email',
      from: '(empty)',
      to: 'a@b.mv',
    });
  });
});

describe('labels', () => {
  it('shows payment statuses and variants for people', () => {
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('refunded')).toBe('refunded');
    expect(variantText({ size: 'M', color: 'Navy' })).toBe('M · Navy');
    expect(variantText({ size: '', color: '' })).toBe('');
  });

  it('names an online order’s payment as the order detail does, and others by their status', () => {
    const online = { payment_method: 'ONLINE', status: 'pending' };
    expect(orderPaymentLabel({ ...online, payment_status: 'unpaid' })).toBe('Awaiting online payment');
    expect(orderPaymentLabel({ ...online, payment_status: 'paid' })).toBe('Paid online');
    expect(orderPaymentLabel({ ...online, status: 'delivered', payment_status: 'paid' })).toBe('Paid online');
    // A cancelled online order waits for nothing.
    expect(orderPaymentLabel({ ...online, status: 'cancelled', payment_status: 'unpaid' })).toBe('Unpaid');
    expect(orderPaymentLabel({ payment_method: 'COD', status: 'pending', payment_status: 'unpaid' })).toBe('Unpaid');
    expect(orderPaymentLabel({ payment_method: 'BANK', status: 'pending', payment_status: 'paid' })).toBe('Paid');
  });
});
