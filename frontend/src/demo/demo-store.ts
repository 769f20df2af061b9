// What the standalone demo keeps instead of a database: the catalogue, the
// orders, the settings and the uploads, each a JSON document in localStorage
// (docs/decisions/084). The first read seeds them with the sample catalogue
// and the default settings, so every visitor starts from the same shop; an
// unreadable document is seeded again rather than breaking the page. Without
// a usable localStorage (private mode, disabled) the documents live in
// memory for the page's life.
import type { Category, Product } from '@/api/catalog';
import { DEFAULT_SETTINGS } from '@/api/default-settings';
import type { OrderDetail } from '@/features/admin/orders/api/orders-api';
import { SAMPLE_CATEGORIES, SAMPLE_PRODUCTS } from '@/api/sample-catalog';
import type { Settings } from '@/api/settings';
import type { KeyValueStorage } from '@/lib/browser-storage';

export const DEMO_KEYS = {
  products: 'dhoni.demo.products',
  categories: 'dhoni.demo.categories',
  orders: 'dhoni.demo.orders',
  settings: 'dhoni.demo.settings',
  uploads: 'dhoni.demo.uploads',
  /** The spec's admin flag ("true" or absent), the one the admin's api keeps too. */
  session: 'dhoni.adminAuth',
} as const;

/** The settings with the admin's parts, as the server stores them. */
export type DemoSettings = Settings & Required<Pick<Settings, 'telegram' | 'inventory'>>;

/** A file sent to POST /uploads, kept as a data: URL. */
export type DemoUpload = { ref: string; purpose: string; url: string };

type Documents = {
  products: Product[];
  categories: Category[];
  orders: OrderDetail[];
  settings: DemoSettings;
  uploads: DemoUpload[];
};

function seed(): Documents {
  return structuredClone({
    products: SAMPLE_PRODUCTS,
    categories: SAMPLE_CATEGORIES,
    orders: [],
    settings: {
      ...DEFAULT_SETTINGS,
      telegram: { enabled: false, botToken: '', chatIds: '', actions: false },
      inventory: { lowStockThreshold: 2 },
    },
    uploads: [],
  });
}

export type DemoStore = {
  read: <K extends keyof Documents>(name: K) => Documents[K];
  write: <K extends keyof Documents>(name: K, value: Documents[K]) => void;
  signedIn: () => boolean;
  setSignedIn: (signedIn: boolean) => void;
};

export function createDemoStore(storage: KeyValueStorage | null): DemoStore {
  const memory = new Map<string, string>();
  const get = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const set = (key: string, value: string | null): void => {
    if (value === null) {
      memory.delete(key);
    } else {
      memory.set(key, value);
    }
    try {
      if (value === null) {
        storage?.removeItem(key);
      } else {
        storage?.setItem(key, value);
      }
    } catch {
      // Full storage: the memory copy keeps the page working.
    }
  };

  const read = <K extends keyof Documents>(name: K): Documents[K] => {
    const raw = get(DEMO_KEYS[name]);
    if (raw !== null) {
      try {
        const parsed: unknown = JSON.parse(raw);
        const empty = seed()[name];
        if (Array.isArray(parsed) === Array.isArray(empty) && typeof parsed === 'object' && parsed !== null) {
          return parsed as Documents[K];
        }
      } catch {
        // Seeded again below.
      }
    }
    const value = seed()[name];
    set(DEMO_KEYS[name], JSON.stringify(value));
    return value;
  };

  return {
    read,
    write: (name, value) => {
      set(DEMO_KEYS[name], JSON.stringify(value));
    },
    signedIn: () => get(DEMO_KEYS.session) === 'true',
    setSignedIn: (signedIn) => {
      set(DEMO_KEYS.session, signedIn ? 'true' : null);
    },
  };
}
