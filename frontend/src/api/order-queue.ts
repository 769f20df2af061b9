// The offline order queue (DESIGN.md "The browser app's modes"): an order
// placed while the API cannot be reached is kept in browser storage with the
// order number made for its checkout, and sent again when the API answers.
// The server is idempotent on the number (decision 032), so a resend from two
// tabs, or after an answer that was lost, is still one order (decision 080).
import { useEffect, useSyncExternalStore } from 'react';

import { serverMessageOf, httpStatusOf } from '@/api/errors';
import { isServerUnavailable } from '@/api/fallback-base-query';
import { type OrderInput, usePlaceOrderMutation } from '@/api/orders';
import { type KeyValueStorage, localStorageOrNull, readStoredString } from '@/lib/browser-storage';
import { array, custom, type Infer, number, object, oneOf, optional, string } from '@/lib/json-shape';
import { forgetPlacedOrder, rememberPlacedOrder } from '@/lib/placed-orders';
import { normalizePhone } from '@/lib/phone';
import { ORDER_QUEUE_KEY, queuedOrdersChanged, subscribeToQueuedOrders } from '@/lib/queued-orders';

/** How often the queue is sent again while a page stays open. */
export const REPLAY_INTERVAL_MS = 30_000;

const lineSchema = object({
  title: string,
  /** The product's Dhivehi title, when it has one. */
  titleDv: optional(string),
  slug: string,
  shopType: oneOf(['clothing', 'accessories']),
  size: string,
  color: string,
  quantity: number,
  price: number,
  image: string,
});

const queuedOrderSchema = object({
  // What POST /orders is sent, exactly as at checkout.
  input: custom<OrderInput>(
    'an order',
    (value: unknown) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { order_number?: unknown }).order_number === 'string' &&
      Array.isArray((value as { items?: unknown }).items),
  ),
  lines: array(lineSchema),
  subtotal: number,
  deliveryFee: number,
  total: number,
  queuedAt: string,
  /** waiting: not sent yet; refused: the server said no, the customer must act. */
  state: oneOf(['waiting', 'refused']),
  problem: optional(string),
});
export type QueuedOrder = Infer<typeof queuedOrderSchema>;
export type QueuedLine = Infer<typeof lineSchema>;

let snapshot: { raw: string | null; list: QueuedOrder[] } = { raw: null, list: [] };

/** The queue, newest first; a corrupt copy reads as empty (and is not kept). */
export function readQueue(storage: KeyValueStorage | null = localStorageOrNull()): QueuedOrder[] {
  const raw = readStoredString(ORDER_QUEUE_KEY, storage);
  if (raw === snapshot.raw) {
    return snapshot.list;
  }
  let list: QueuedOrder[] = [];
  if (raw !== null) {
    try {
      const parsed = array(queuedOrderSchema).safeParse(JSON.parse(raw));
      list = parsed.success ? parsed.data : [];
    } catch {
      list = [];
    }
    if (list.length === 0) {
      // Unreadable: clear it so every later read is not paying for it.
      try {
        storage?.removeItem(ORDER_QUEUE_KEY);
      } catch {
        // Ignored: reading goes on as empty.
      }
    }
  }
  snapshot = { raw, list };
  return list;
}

/** Writes the queue; false when the browser would not keep it (full, disabled). */
function writeQueue(list: QueuedOrder[], storage: KeyValueStorage | null): boolean {
  if (storage === null) {
    return false;
  }
  try {
    if (list.length === 0) {
      storage.removeItem(ORDER_QUEUE_KEY);
    } else {
      storage.setItem(ORDER_QUEUE_KEY, JSON.stringify(list));
    }
  } catch {
    return false;
  } finally {
    queuedOrdersChanged();
  }
  return true;
}

export function findQueued(orderNumber: string, list: QueuedOrder[] = readQueue()): QueuedOrder | undefined {
  const wanted = orderNumber.trim().toUpperCase();
  return list.find((entry) => entry.input.order_number.toUpperCase() === wanted);
}

/**
 * Keeps an order to send later. Returns false when the browser cannot keep it
 * (storage full or disabled): the checkout then says so instead of pretending.
 */
export function enqueueOrder(
  order: Omit<QueuedOrder, 'state' | 'problem' | 'queuedAt'>,
  now: Date = new Date(),
  storage: KeyValueStorage | null = localStorageOrNull(),
): boolean {
  const others = readQueue(storage).filter((entry) => entry.input.order_number !== order.input.order_number);
  const entry: QueuedOrder = { ...order, queuedAt: now.toISOString(), state: 'waiting' };
  if (!writeQueue([entry, ...others], storage)) {
    return false;
  }
  rememberPlacedOrder(
    { orderNumber: order.input.order_number, phone: normalizePhone(order.input.customer.phone) },
    storage,
  );
  return true;
}

/** Drops an order the customer gave up on (a refused one): the shop never had it. */
export function removeQueued(orderNumber: string, storage: KeyValueStorage | null = localStorageOrNull()): void {
  forgetPlacedOrder(orderNumber, storage);
  writeQueue(
    readQueue(storage).filter((entry) => entry.input.order_number !== orderNumber),
    storage,
  );
}

/** What one send of POST /orders came to. */
export type SendResult = { ok: true } | { ok: false; error: unknown };
export type Sender = (input: OrderInput) => Promise<SendResult>;

export const REFUSED_FALLBACK = 'The shop could not accept this order.';

let running: Promise<void> | null = null;

/**
 * Sends every waiting order once, oldest first. A sent order leaves the queue
 * (the browser keeps its number and phone, so the confirmation and "My orders"
 * find it); one the server refuses stays, marked refused with its message; when
 * the server still cannot be reached the rest wait for the next try. One run at
 * a time per page.
 */
export function replayQueue(send: Sender, storage: KeyValueStorage | null = localStorageOrNull()): Promise<void> {
  if (running !== null) {
    return running;
  }
  const run = sendWaiting(send, storage);
  running = run;
  const done = () => {
    if (running === run) {
      running = null;
    }
  };
  run.then(done, done);
  return run;
}

async function sendWaiting(send: Sender, storage: KeyValueStorage | null): Promise<void> {
  const waiting = readQueue(storage)
    .filter((entry) => entry.state === 'waiting')
    .reverse();
  for (const entry of waiting) {
    const result = await send(entry.input);
    if (!result.ok && (isUnreachable(result.error) || httpStatusOf(result.error) === 429)) {
      // No answer, or sent too often (429): the order is fine, try later.
      return;
    }
    const current = readQueue(storage);
    const next = result.ok
      ? current.filter((other) => other.input.order_number !== entry.input.order_number)
      : current.map((other) =>
          other.input.order_number === entry.input.order_number
            ? { ...other, state: 'refused' as const, problem: serverMessageOf(result.error) ?? REFUSED_FALLBACK }
            : other,
        );
    writeQueue(next, storage);
  }
}

/**
 * No answer, or an answer that says the server itself is in trouble. A 429
 * is an answer: at checkout the customer reads its message with the cart and
 * the form kept (docs/security.md), rather than an order kept on the device
 * that would only be refused again.
 */
export function isUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) {
    return true;
  }
  return isServerUnavailable(error as Parameters<typeof isServerUnavailable>[0]);
}

/** The queue, kept up to date (this tab's changes and other tabs'). */
export function useOrderQueue(): QueuedOrder[] {
  return useSyncExternalStore(subscribeToQueuedOrders, readQueue, () => []);
}

/**
 * Sends the queue again at page load, when the browser comes back online and
 * every 30 seconds while the page stays open. Mounted once, in the layout.
 */
export function useOrderQueueReplay(): void {
  const [placeOrder] = usePlaceOrderMutation();
  useEffect(() => {
    const send: Sender = async (input) => {
      const result = await placeOrder(input);
      return result.error === undefined ? { ok: true } : { ok: false, error: result.error };
    };
    const run = () => {
      void replayQueue(send);
    };
    run();
    window.addEventListener('online', run);
    const timer = window.setInterval(run, REPLAY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', run);
      window.clearInterval(timer);
    };
  }, [placeOrder]);
}
