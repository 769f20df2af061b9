// Safe access to the browser's localStorage. Reading the property itself can
// throw (Safari private mode, storage disabled by policy), and quota errors
// surface on write, so callers get either a working storage or null.

/** The part of the Web Storage API this app uses; easy to fake in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function localStorageOrNull(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a key, treating an unavailable storage like a missing key. */
export function readStoredString(key: string, storage = localStorageOrNull()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
