// The orders this browser placed, with the phone each was placed with, so the
// confirmation page can look one up (DESIGN.md "Where we differ": GET
// /orders/track needs the number and the phone). Newest first, at most 20.
import { type KeyValueStorage, localStorageOrNull } from '@/lib/browser-storage';
import { type Infer, object, string } from '@/lib/json-shape';
import { storedList } from '@/lib/stored-list';

export const PLACED_ORDERS_KEY = 'dhoni.orders';
export const MAX_PLACED_ORDERS = 20;

const placedOrderSchema = object({ orderNumber: string, phone: string });
export type PlacedOrder = Infer<typeof placedOrderSchema>;

const placedOrders = storedList(PLACED_ORDERS_KEY, placedOrderSchema, MAX_PLACED_ORDERS, (order) => order.orderNumber);

export const readPlacedOrders = placedOrders.read;
export const rememberPlacedOrder = placedOrders.remember;
/** Forgets an order (one the shop never took, removed by the customer). */
export const forgetPlacedOrder = placedOrders.forget;

/** The phone this browser placed the order with, or null. */
export function phoneForPlacedOrder(
  orderNumber: string,
  storage: KeyValueStorage | null = localStorageOrNull(),
): string | null {
  const wanted = orderNumber.trim().toUpperCase();
  return readPlacedOrders(storage).find((entry) => entry.orderNumber.toUpperCase() === wanted)?.phone ?? null;
}
