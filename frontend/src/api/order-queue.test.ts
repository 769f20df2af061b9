import { describe, expect, it } from 'vitest';

import {
  enqueueOrder,
  findQueued,
  readQueue,
  REFUSED_FALLBACK,
  removeQueued,
  replayQueue,
  type Sender,
} from '@/api/order-queue';
import type { OrderInput } from '@/api/orders';
import type { KeyValueStorage } from '@/lib/browser-storage';
import { readPlacedOrders } from '@/lib/placed-orders';
import { ORDER_QUEUE_KEY } from '@/lib/queued-orders';

function memoryStorage(limit = Infinity): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > limit) {
        throw new DOMException('full', 'QuotaExceededError');
      }
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

function input(orderNumber: string): OrderInput {
  return {
    order_number: orderNumber,
    customer: { name: 'Aminath', phone: '7771234', address: { atoll: 'Malé', island: 'Malé', street: 'Majeedhee Magu' } },
    items: [{ product_id: 'prod-1', size: 'M', color: 'Black', quantity: 2 }],
    payment_method: 'COD',
  };
}

function queue(storage: KeyValueStorage, orderNumber: string): boolean {
  return enqueueOrder(
    {
      input: input(orderNumber),
      lines: [
        { title: 'Abaya', slug: 'abaya', shopType: 'clothing', size: 'M', color: 'Black', quantity: 2, price: 500, image: '' },
      ],
      subtotal: 1000,
      deliveryFee: 0,
      total: 1000,
    },
    new Date('2026-11-23T10:00:00Z'),
    storage,
  );
}

const unreachable = { ok: false as const, error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };

describe('the offline order queue', () => {
  it('keeps an order with its number and the phone to look it up by', () => {
    const storage = memoryStorage();
    expect(queue(storage, 'RB-MIAB1234-AAAA')).toBe(true);
    const [entry] = readQueue(storage);
    expect(entry?.state).toBe('waiting');
    expect(entry?.input.order_number).toBe('RB-MIAB1234-AAAA');
    expect(readPlacedOrders(storage)).toEqual([{ orderNumber: 'RB-MIAB1234-AAAA', phone: '+9607771234' }]);
  });

  it('sends waiting orders oldest first and drops each one the server took', async () => {
    const storage = memoryStorage();
    queue(storage, 'RB-MIAB1234-AAAA');
    queue(storage, 'RB-MIAB1235-BBBB');
    const sent: string[] = [];
    const send: Sender = (order) => {
      sent.push(order.order_number);
      return Promise.resolve({ ok: true });
    };
    await replayQueue(send, storage);
    expect(sent).toEqual(['RB-MIAB1234-AAAA', 'RB-MIAB1235-BBBB']);
    expect(readQueue(storage)).toEqual([]);
    expect(storage.data.has(ORDER_QUEUE_KEY)).toBe(false);
  });

  it('stops at the first order the server cannot be reached for, and keeps the rest', async () => {
    const storage = memoryStorage();
    queue(storage, 'RB-MIAB1234-AAAA');
    queue(storage, 'RB-MIAB1235-BBBB');
    let calls = 0;
    await replayQueue(() => {
      calls++;
      return Promise.resolve(unreachable);
    }, storage);
    expect(calls).toBe(1);
    expect(readQueue(storage).map((entry) => entry.state)).toEqual(['waiting', 'waiting']);
  });

  it('marks an order the server refuses with its message, and does not send it again', async () => {
    const storage = memoryStorage();
    queue(storage, 'RB-MIAB1234-AAAA');
    const refusal = { status: 422, data: { error: 'Prices have changed. Please review your order.' } };
    await replayQueue(() => Promise.resolve({ ok: false, error: refusal }), storage);
    expect(findQueued('rb-miab1234-aaaa', readQueue(storage))).toMatchObject({
      state: 'refused',
      problem: 'Prices have changed. Please review your order.',
    });
    let calls = 0;
    await replayQueue(() => {
      calls++;
      return Promise.resolve({ ok: true });
    }, storage);
    expect(calls).toBe(0);
    removeQueued('RB-MIAB1234-AAAA', storage);
    expect(readQueue(storage)).toEqual([]);
    expect(readPlacedOrders(storage)).toEqual([]);
  });

  it('treats a refusal without a message, and 5xx and 429 answers, as they are', async () => {
    const storage = memoryStorage();
    queue(storage, 'RB-MIAB1234-AAAA');
    await replayQueue(() => Promise.resolve({ ok: false, error: { status: 503, data: null } }), storage);
    await replayQueue(() => Promise.resolve({ ok: false, error: { status: 429, data: null } }), storage);
    expect(readQueue(storage)[0]?.state).toBe('waiting');
    await replayQueue(() => Promise.resolve({ ok: false, error: { status: 409, data: null } }), storage);
    expect(readQueue(storage)[0]).toMatchObject({ state: 'refused', problem: REFUSED_FALLBACK });
  });

  it('runs one replay at a time, so an order is not sent twice by one page', async () => {
    const storage = memoryStorage();
    queue(storage, 'RB-MIAB1234-AAAA');
    let calls = 0;
    const send: Sender = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { ok: true };
    };
    await Promise.all([replayQueue(send, storage), replayQueue(send, storage)]);
    expect(calls).toBe(1);
  });

  it('reads corrupt storage as empty and clears it', () => {
    const storage = memoryStorage();
    storage.setItem(ORDER_QUEUE_KEY, '{not json');
    expect(readQueue(storage)).toEqual([]);
    expect(storage.data.has(ORDER_QUEUE_KEY)).toBe(false);
    storage.setItem(ORDER_QUEUE_KEY, JSON.stringify([{ input: 'nonsense' }]));
    expect(readQueue(storage)).toEqual([]);
  });

  it('says so when the browser cannot keep the order', () => {
    const storage = memoryStorage(10);
    expect(queue(storage, 'RB-MIAB1234-AAAA')).toBe(false);
    expect(queue(memoryStorage(), 'RB-MIAB1234-AAAA')).toBe(true);
  });
});
