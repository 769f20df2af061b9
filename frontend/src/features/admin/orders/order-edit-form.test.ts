import { describe, expect, it } from 'vitest';

import { sampleOrder } from '@/api/orders.fixtures';
import {
  EDIT_MESSAGES,
  editValuesOf,
  formPathOf,
  laariOf,
  liveTotals,
  orderEditOf,
  orderEditSchema,
  quantityOf,
} from '@/features/admin/orders/order-edit-form';

describe('liveTotals', () => {
  it('adds price × quantity per line and the delivery fee, to the laari', () => {
    const totals = liveTotals(
      [
        { quantity: '3', price: '0.1' },
        { quantity: '1', price: '0.2' },
        { quantity: '7', price: '1234.35' },
      ],
      '150',
    );
    // 0.3 + 0.2 would be 0.5000000000000001 in floating point.
    expect(totals.lines).toEqual([0.3, 0.2, 8640.45]);
    expect(totals.subtotal).toBe(8640.95);
    expect(totals.deliveryFee).toBe(150);
    expect(totals.total).toBe(8790.95);
  });

  it('leaves a sum out rather than guess when an entry is not valid', () => {
    const totals = liveTotals(
      [
        { quantity: '-1', price: '850' },
        { quantity: '1', price: '450.50' },
      ],
      '150',
    );
    expect(totals.lines).toEqual([null, 450.5]);
    expect(totals.subtotal).toBeNull();
    expect(totals.total).toBeNull();
    expect(liveTotals([{ quantity: '1', price: '10' }], 'abc').total).toBeNull();
  });
});

describe('reading what the admin typed', () => {
  // The same text read as an amount (in laari) and as a quantity.
  it.each([
    { text: '850', laari: 85000, quantity: 850 },
    { text: '850.5', laari: 85050, quantity: null },
    { text: ' 0.07 ', laari: 7, quantity: null },
    { text: '0', laari: 0, quantity: null },
    { text: '1', laari: 100, quantity: 1 },
    { text: '9999', laari: 999900, quantity: 9999 },
    { text: '10000', laari: 1000000, quantity: null },
    { text: '1.5', laari: 150, quantity: null },
    { text: '-5', laari: null, quantity: null },
    { text: '12.345', laari: null, quantity: null },
    { text: '1,000', laari: null, quantity: null },
    { text: '', laari: null, quantity: null },
  ])('$text is $laari laari and quantity $quantity', ({ text, laari, quantity }) => {
    expect(laariOf(text)).toBe(laari);
    expect(quantityOf(text)).toBe(quantity);
  });
});

describe('orderEditSchema', () => {
  it('turns the stored order into the form and back into the same edit', () => {
    const order = sampleOrder();
    const parsed = orderEditSchema.parse(editValuesOf(order));
    expect(orderEditOf(parsed)).toEqual({
      customer: order.customer,
      items: [
        { id: 'RB-M5D4RUO0-7KQ2-1', quantity: 2, price: 850 },
        { id: 'RB-M5D4RUO0-7KQ2-2', quantity: 1, price: 450.5 },
      ],
      delivery_fee: 150,
      notes: '',
    });
    expect(editValuesOf(order).items[1]?.price).toBe('450.50');
  });

  it('says what is wrong in the server’s words', () => {
    const values = editValuesOf(sampleOrder());
    const result = orderEditSchema.safeParse({
      ...values,
      customer: { ...values.customer, phone: '12345', address: { ...values.customer.address, street: 'ab' } },
      items: [{ lineId: 'RB-M5D4RUO0-7KQ2-1', quantity: '0', price: '-1' }],
      deliveryFee: '-50',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      'customer.phone': EDIT_MESSAGES.phone,
      'customer.address.street': EDIT_MESSAGES.street,
      'items.0.quantity': 'Quantity must be a whole number from 1 to 9999',
      'items.0.price': 'Price must be 0 or more',
      deliveryFee: 'Delivery fee must be 0 or more',
    });
  });

  it('needs at least one line', () => {
    const result = orderEditSchema.safeParse({ ...editValuesOf(sampleOrder()), items: [] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['An order needs at least one item']);
  });
});

describe('formPathOf', () => {
  it.each([
    ['customer.address.street', 'customer.address.street'],
    ['items[1].price', 'items.1.price'],
    ['items[0].quantity', 'items.0.quantity'],
    ['delivery_fee', 'deliveryFee'],
    ['notes', 'notes'],
    ['items', 'items'],
    ['items[0].id', null],
    ['status', null],
  ])('puts the server’s %s on %s', (serverPath, formPath) => {
    expect(formPathOf(serverPath)).toBe(formPath);
  });
});

describe('liveTotals with a discount code', () => {
  it('takes the discount off the subtotal, never more than the items come to', () => {
    expect(liveTotals([{ quantity: '2', price: '1000' }], '50', 300)).toMatchObject({ subtotal: 2000, discount: 300, total: 1750 });
    expect(liveTotals([{ quantity: '1', price: '100' }], '50', 300)).toMatchObject({ subtotal: 100, discount: 100, total: 50 });
  });
});
