// Whether this browser keeps orders to send (the offline order queue,
// api/order-queue.ts), known without the queue's code: the layout loads the
// queue's sender and notice only when there is something in it (decision
// 175), so a visitor who never placed an order offline never fetches them.
import { useSyncExternalStore } from 'react';

import { readStoredString } from '@/lib/browser-storage';
import { useHydrated } from '@/lib/hydration';

/** The localStorage key of the offline order queue. */
export const ORDER_QUEUE_KEY = 'dhoni.orderQueue';

const listeners = new Set<() => void>();

/** Whether the queue holds anything (the queue removes its key when it is empty). */
export function hasQueuedOrders(): boolean {
  return readStoredString(ORDER_QUEUE_KEY) !== null;
}

/** Said by the queue whenever this page writes it. */
export function queuedOrdersChanged(): void {
  for (const listener of listeners) {
    listener();
  }
}

/** Hears the queue's writes in this page and, through the storage event, other tabs'. */
export function subscribeToQueuedOrders(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ORDER_QUEUE_KEY) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether this browser has queued orders. On a page the server drew it stays
 * false until the page is taken over (the server knows nothing of this
 * browser's storage), with the same snapshot on both sides, so the take-over
 * is not forced into one long task (decision 146).
 */
export function useHasQueuedOrders(): boolean {
  const queued = useSyncExternalStore(subscribeToQueuedOrders, hasQueuedOrders, hasQueuedOrders);
  return useHydrated() && queued;
}
