// Pages the server drew (docs/decisions/145): the app takes over the markup it
// was sent instead of drawing the page again. Its first render must then draw
// exactly what the server drew, and the server knows nothing of this browser's
// storage (the cart, a closed banner): what depends on it waits for
// useHydrated() to say the page is taken over. What the welcome needs (the
// splash, the first-visit popup) the server knows from cookies.
import { createContext, type ReactNode, startTransition, use, useEffect, useState } from 'react';

import { pageTakenOver } from '@/lib/after-load';

// True by default: a page the browser draws from scratch (and every test
// that renders a screen) is the app's from the start.
const HydratedContext = createContext(true);

/**
 * Says, under it, whether the page is taken over yet: false while the
 * server's markup is taken over (and on the server itself), true after.
 * The change is made as a transition, so the screens that then draw this
 * browser's own state do it in short slices, like the take-over itself,
 * rather than in one long task right after it (decision 146).
 */
export function Hydration({ drawn, children }: { drawn: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!drawn);
  useEffect(() => {
    if (hydrated) {
      pageTakenOver();
    } else {
      startTransition(() => {
        setHydrated(true);
      });
    }
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * false while the server's markup is taken over (and on the server itself),
 * true after: React draws again with the browser's own state. A page the
 * browser draws from scratch is true from the start.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}

/** The id of the element carrying what the server's render read (RTK Query's cache). */
export const SERVER_STATE_ELEMENT_ID = 'dhoni-server-state';

/** The cookie that tells the server the splash screen was seen in this browser session. */
export const SPLASH_SEEN_COOKIE = 'dhoni_splash_seen';

/** The long-lived cookie that tells the server this browser acknowledged the first-visit popup (decision 174). */
export const FIRST_VISIT_COOKIE = 'dhoni_first_visit_seen';

/** What the server's render decided and read, carried to the browser with the markup. */
export type ServerState = {
  /** Whether this browser session was still to see the splash screen, as the server knew (a cookie). */
  splash: boolean;
  /** Whether this browser was still to see the first-visit popup, as the server knew (a cookie). */
  firstVisit: boolean;
  /** RTK Query's state after the render (its fulfilled reads). */
  api: unknown;
};

let carried: ServerState | null | undefined;

/** The server's state for this page, read once from the document; null when the server drew nothing. */
export function serverState(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): ServerState | null {
  if (carried !== undefined) {
    return carried;
  }
  carried = null;
  const text = doc?.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent ?? '';
  if (text !== '') {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && 'api' in parsed) {
        const { splash, firstVisit, api } = parsed as { splash?: unknown; firstVisit?: unknown; api: unknown };
        carried = { splash: splash === true, firstVisit: firstVisit === true, api };
      }
    } catch {
      // A damaged element only means the app draws the page itself.
    }
  }
  return carried;
}

/** Sets what the server's render decided, for the render on the server itself. */
export function setServerState(state: ServerState | null): void {
  carried = state;
}
