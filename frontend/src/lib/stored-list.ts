// A short list kept in browser storage, newest first, each entry once: what
// this browser placed or sent (orders, tailoring requests) with the phone it
// used, so the customer can look it up again. Unreadable storage reads as
// empty; full or unavailable storage keeps nothing and says nothing.
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

import { type KeyValueStorage, localStorageOrNull, readStoredString } from '@/lib/browser-storage';

export type StoredList<T> = {
  read: (storage?: KeyValueStorage | null) => T[];
  /** Puts an entry first, replacing the one with the same key. */
  remember: (entry: T, storage?: KeyValueStorage | null) => void;
  forget: (key: string, storage?: KeyValueStorage | null) => void;
};

export function storedList<T>(
  storageKey: string,
  schema: $ZodType<T>,
  max: number,
  keyOf: (entry: T) => string,
): StoredList<T> {
  const read = (storage: KeyValueStorage | null = localStorageOrNull()): T[] => {
    const stored = readStoredString(storageKey, storage);
    if (stored === null) {
      return [];
    }
    try {
      const parsed = z.array(schema).safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  const write = (list: T[], storage: KeyValueStorage | null) => {
    try {
      storage?.setItem(storageKey, JSON.stringify(list.slice(0, max)));
    } catch {
      // Full or unavailable storage: the number is still on the screen.
    }
  };
  return {
    read,
    remember: (entry, storage = localStorageOrNull()) => {
      write([entry, ...read(storage).filter((other) => keyOf(other) !== keyOf(entry))], storage);
    },
    forget: (key, storage = localStorageOrNull()) => {
      write(
        read(storage).filter((entry) => keyOf(entry) !== key),
        storage,
      );
    },
  };
}
