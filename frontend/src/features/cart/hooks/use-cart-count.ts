// The number of items in the cart, kept in step with other tabs through the
// storage event.
import { useSyncExternalStore } from 'react';

import { CART_STORAGE_KEY, countCartItems } from '@/features/cart/cart-count';
import { readStoredString } from '@/lib/browser-storage';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared all of storage.
    if (event.key === CART_STORAGE_KEY || event.key === null) {
      onChange();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): number {
  return countCartItems(readStoredString(CART_STORAGE_KEY));
}

function getServerSnapshot(): number {
  return 0;
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
