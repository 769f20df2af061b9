import { describe, expect, it } from 'vitest';

import {
  MAX_PLACED_ORDERS,
  PLACED_ORDERS_KEY,
  phoneForPlacedOrder,
  readPlacedOrders,
  rememberPlacedOrder,
} from '@/lib/placed-orders';

describe('placed orders', () => {
  it('remembers newest first, without duplicates, at most 20', () => {
    for (let index = 0; index < MAX_PLACED_ORDERS + 5; index += 1) {
      rememberPlacedOrder({ orderNumber: `RB-AAAAAA-${String(index).padStart(4, '0')}`, phone: '+9607771234' });
    }
    rememberPlacedOrder({ orderNumber: 'RB-AAAAAA-0024', phone: '+9609998877' });
    const list = readPlacedOrders();
    expect(list).toHaveLength(MAX_PLACED_ORDERS);
    expect(list[0]).toEqual({ orderNumber: 'RB-AAAAAA-0024', phone: '+9609998877' });
    expect(list.filter((entry) => entry.orderNumber === 'RB-AAAAAA-0024')).toHaveLength(1);
    expect(phoneForPlacedOrder('rb-aaaaaa-0024')).toBe('+9609998877');
    expect(phoneForPlacedOrder('RB-AAAAAA-0000')).toBeNull();
  });

  it('reads garbage as nothing', () => {
    window.localStorage.setItem(PLACED_ORDERS_KEY, '{not json');
    expect(readPlacedOrders()).toEqual([]);
    expect(phoneForPlacedOrder('RB-AAAAAA-0001')).toBeNull();
  });
});
