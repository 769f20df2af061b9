// The cart held outside React: the current lines, the changes the rules allow,
// persistence on every change and a way to re-read storage when another tab
// wrote it. CartProvider makes one per app and reads it with
// useSyncExternalStore, so every reader sees a change at once.
import type { KeyValueStorage } from '@/lib/browser-storage';
import { repriceLines } from '@/lib/cart/cart-prices';
import type { ShownPrice } from '@/lib/sale-price';
import {
  addItem,
  addTailorItem,
  type CartChoice,
  type CartLine,
  type CartProduct,
  loadCart,
  type TailorItem,
  removeLine,
  saveCart,
  setQuantity,
} from '@/lib/cart/cart-rules';

export type CartStore = {
  getLines: () => readonly CartLine[];
  subscribe: (listener: () => void) => () => void;
  addItem: (product: CartProduct, choice: CartChoice) => void;
  addTailorItem: (item: TailorItem) => void;
  setQuantity: (lineId: string, quantity: number) => void;
  removeLine: (lineId: string) => void;
  /** Brings lines to the prices in force (by line id). */
  setPrices: (prices: ReadonlyMap<string, ShownPrice>) => void;
  clear: () => void;
  /** Reads storage again (another tab changed the cart). */
  reload: () => void;
};

export function createCartStore(storage: KeyValueStorage | null): CartStore {
  let lines: readonly CartLine[] = loadCart(storage);
  const listeners = new Set<() => void>();

  function publish(next: readonly CartLine[]) {
    lines = next;
    for (const listener of listeners) {
      listener();
    }
  }

  function commit(next: readonly CartLine[]) {
    // Over the save cap or out of quota the spec empties the cart.
    publish(saveCart(storage, next) === 'saved' ? next : []);
  }

  return {
    getLines: () => lines,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    addItem: (product, choice) => {
      commit(addItem(lines, product, choice));
    },
    addTailorItem: (item) => {
      commit(addTailorItem(lines, item));
    },
    setQuantity: (lineId, quantity) => {
      commit(setQuantity(lines, lineId, quantity));
    },
    removeLine: (lineId) => {
      commit(removeLine(lines, lineId));
    },
    setPrices: (prices) => {
      const repriced = repriceLines(lines, prices);
      if (repriced.some((line, i) => line !== lines[i])) {
        commit(repriced);
      }
    },
    clear: () => {
      commit([]);
    },
    reload: () => {
      publish(loadCart(storage));
    },
  };
}
