// The cart for every screen: CartProvider (in src/app/providers.tsx) holds it,
// useCart() reads and changes it. Changes are saved to localStorage at once and
// followed across tabs through the storage event (spec section 4, "Cart").
import { createContext, type ReactNode, use, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

import { type KeyValueStorage, localStorageOrNull } from '@/lib/browser-storage';
import { useHydrated } from '@/lib/hydration';
import {
  CART_STORAGE_KEY,
  type CartChoice,
  cartItemCount,
  type CartLine,
  type CartProduct,
  cartSubtotal,
  type TailorItem,
} from '@/lib/cart/cart-rules';
import { type CartStore, createCartStore } from '@/lib/cart/cart-store';

export type CartApi = {
  lines: readonly CartLine[];
  /** The sum of the quantities. */
  itemCount: number;
  /** MVR, exact to the laari. */
  subtotal: number;
  addItem: (product: CartProduct, choice: CartChoice) => void;
  /** Adds a quoted tailoring request as a line of 1 (again replaces it). */
  addTailorItem: (item: TailorItem) => void;
  /** 0 or less removes the line. */
  setQuantity: (lineId: string, quantity: number) => void;
  removeLine: (lineId: string) => void;
  /** Brings lines to the prices in force, marking the lines whose price changed. */
  setPrices: CartStore['setPrices'];
  clear: () => void;
};

const CartContext = createContext<CartApi | null>(null);

const NO_LINES: readonly CartLine[] = [];

type CartProviderProps = {
  children: ReactNode;
  /** Where the cart is kept; tests pass their own. Defaults to localStorage. */
  storage?: KeyValueStorage | null;
};

export function CartProvider({ children, storage }: CartProviderProps) {
  const [store] = useState<CartStore>(() => createCartStore(storage === undefined ? localStorageOrNull() : storage));
  // The server draws an empty cart; a page it drew shows this browser's cart
  // right after the app takes it over (decision 145), in the transition that
  // follows the take-over rather than a re-render forced at once (146).
  const stored = useSyncExternalStore(store.subscribe, store.getLines, store.getLines);
  const lines = useHydrated() ? stored : NO_LINES;

  useEffect(() => {
    // Fired only in the other tabs of this origin; key is null when one of
    // them cleared the whole storage.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) {
        store.reload();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);

  const value = useMemo<CartApi>(
    () => ({
      lines,
      itemCount: cartItemCount(lines),
      subtotal: cartSubtotal(lines),
      addItem: store.addItem,
      addTailorItem: store.addTailorItem,
      setQuantity: store.setQuantity,
      removeLine: store.removeLine,
      setPrices: store.setPrices,
      clear: store.clear,
    }),
    [lines, store],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

/** The cart; only inside CartProvider (spec section 4: elsewhere an error). */
export function useCart(): CartApi {
  const cart = use(CartContext);
  if (cart === null) {
    throw new Error('useCart must be used within a CartProvider');
  }
  return cart;
}
