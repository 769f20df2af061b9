// A short list kept in browser storage, newest first, each entry once: what
// this browser placed or sent (orders, tailoring requests) with the phone it
// used, so the customer can look it up again. Unreadable storage reads as
// empty; full or unavailable storage keeps nothing and says nothing.
import { type KeyValueStorage, localStorageOrNull, readStoredString } from '@/lib/browser-storage';

export type StoredList<T> = {
  read: (storage?: KeyValueStorage | null) => T[];
  /** Puts an entry first, replacing the one with the same key. */
  remember: (entry: T, storage?: KeyValueStorage | null) => void;
  forget: (key: string, storage?: KeyValueStorage | null) => void;
};

/** How an entry is read: a zod schema, or a check of lib/json-shape. */
export type EntrySchema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

/** The entries of a stored list, or none when it is not a list or any entry does not fit. */
function readEntries<T>(data: unknown, schema: EntrySchema<T>): T[] {
  const entries: T[] = [];
  for (const entry of Array.isArray(data) ? data : []) {
    const parsed = schema.safeParse(entry);
    if (!parsed.success) {
      return [];
    }
    entries.push(parsed.data);
  }
  return entries;
}

export function storedList<T>(
  storageKey: string,
  schema: EntrySchema<T>,
  max: number,
  keyOf: (entry: T) => string,
): StoredList<T> {
  const read = (storage: KeyValueStorage | null = localStorageOrNull()): T[] => {
    const stored = readStoredString(storageKey, storage);
    if (stored === null) {
      return [];
    }
    try {
      return readEntries(JSON.parse(stored), schema);
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
