// The discount code the customer applied, kept with the cart on this device
// so the checkout (and an order sent later, when offline) uses the code the
// cart showed. Only the code is kept: what it takes off is always the
// server's answer for the cart as it is.
import { useSyncExternalStore } from 'react';

import { localStorageOrNull, readStoredString } from '@/lib/browser-storage';

export const DISCOUNT_CODE_KEY = 'dhoni-discount-code';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readCode(): string {
  return readStoredString(DISCOUNT_CODE_KEY) ?? '';
}

/** Keeps code ('' forgets it) and tells every screen showing it. */
export function storeDiscountCode(code: string): void {
  try {
    const storage = localStorageOrNull();
    if (code === '') {
      storage?.removeItem(DISCOUNT_CODE_KEY);
    } else {
      storage?.setItem(DISCOUNT_CODE_KEY, code);
    }
  } catch {
    // Storage full or refused: the code is then only lost on reload.
  }
  for (const listener of listeners) {
    listener();
  }
}

/** The applied code ('' for none). */
export function useDiscountCode(): string {
  return useSyncExternalStore(subscribe, readCode, () => '');
}

/** A code as the shop compares it: no spaces, capitals. */
export function tidyCode(code: string): string {
  return code.replace(/\s+/gu, '').toUpperCase();
}

function toLaari(mvr: number): number {
  return Math.round(mvr * 100);
}

/** Subtotal less the discount plus the fee, in laari so no cent is lost. */
export function discountedTotal(subtotal: number, discount: number, deliveryFee: number): number {
  return (toLaari(subtotal) - Math.min(toLaari(discount), toLaari(subtotal)) + toLaari(deliveryFee)) / 100;
}
