// What every route of the standalone demo is given: the documents, the clock,
// and the admin's guard (signed in, or 401 as the server answers).
import { type DemoAnswer, fail } from '@/demo/demo-http';
import type { DemoStore } from '@/demo/demo-store';

export type DemoContext = {
  store: DemoStore;
  now: () => Date;
  /** The SHA-256 (hex) of the admin password the demo was built with. */
  passwordHash: string;
  /** null when the admin is signed in, else the server's 401. */
  requireAdmin: () => DemoAnswer | null;
};

export function demoContext(store: DemoStore, now: () => Date, passwordHash: string): DemoContext {
  return {
    store,
    now,
    passwordHash,
    requireAdmin: () => (store.signedIn() ? null : fail(401, 'Please log in.')),
  };
}
