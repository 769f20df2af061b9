// The orders this browser placed, with the phone each was placed with, so the
// confirmation page can look one up (DESIGN.md "Where we differ": GET
// /orders/track needs the number and the phone). Newest first, at most 20.
import { z } from 'zod';

import { type KeyValueStorage, localStorageOrNull, readStoredString } from '@/lib/browser-storage';

export const PLACED_ORDERS_KEY = 'dhoni.orders';
export const MAX_PLACED_ORDERS = 20;

const placedOrderSchema = z.object({ orderNumber: z.string(), phone: z.string() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export function readPlacedOrders(storage: KeyValueStorage | null = localStorageOrNull()): PlacedOrder[] {
  const stored = readStoredString(PLACED_ORDERS_KEY, storage);
  if (stored === null) {
    return [];
  }
  try {
    const parsed = z.array(placedOrderSchema).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function rememberPlacedOrder(order: PlacedOrder, storage: KeyValueStorage | null = localStorageOrNull()): void {
  const others = readPlacedOrders(storage).filter((entry) => entry.orderNumber !== order.orderNumber);
  const list = [order, ...others].slice(0, MAX_PLACED_ORDERS);
  try {
    storage?.setItem(PLACED_ORDERS_KEY, JSON.stringify(list));
  } catch {
    // Full or unavailable storage: the confirmation then offers Track Order.
  }
}

/** The phone this browser placed the order with, or null. */
export function phoneForPlacedOrder(
  orderNumber: string,
  storage: KeyValueStorage | null = localStorageOrNull(),
): string | null {
  const wanted = orderNumber.trim().toUpperCase();
  return readPlacedOrders(storage).find((entry) => entry.orderNumber.toUpperCase() === wanted)?.phone ?? null;
}

/** Forgets an order (one the shop never took, removed by the customer). */
export function forgetPlacedOrder(orderNumber: string, storage: KeyValueStorage | null = localStorageOrNull()): void {
  const kept = readPlacedOrders(storage).filter((entry) => entry.orderNumber !== orderNumber);
  try {
    storage?.setItem(PLACED_ORDERS_KEY, JSON.stringify(kept));
  } catch {
    // Unavailable storage: nothing was kept either.
  }
}
