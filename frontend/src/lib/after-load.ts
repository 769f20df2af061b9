// Work the first screen does not need (the log channel's connection, the
// service worker) waits until the page has loaded and the browser is idle,
// so it never competes with the first paint (decision 143).

type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

export function afterLoad(task: () => void, win: IdleWindow = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    } else {
      win.setTimeout(task, 0);
    }
  };
  if (win.document.readyState === 'complete') {
    whenIdle();
  } else {
    win.addEventListener('load', whenIdle, { once: true });
  }
}

/** Longest wait for the app to take the page over before afterTakeOver gives up waiting. */
const TAKE_OVER_TIMEOUT_MS = 10_000;

let markTakenOver: () => void = () => undefined;
const takenOver = new Promise<void>((resolve) => {
  markTakenOver = resolve;
});

/** Said by the app once the page is its own: drawn, or a drawn page taken over (Hydration). */
export function pageTakenOver(): void {
  markTakenOver();
}

/**
 * Like afterLoad, but also after the app has taken the page over (or ten
 * seconds, should it never start): on a page the server drew, load comes
 * before the app's start, and work done then lengthens it (decision 146).
 */
export function afterTakeOver(task: () => void, win: IdleWindow = window): void {
  const timeout = new Promise<void>((resolve) => {
    win.setTimeout(resolve, TAKE_OVER_TIMEOUT_MS);
  });
  void Promise.race([takenOver, timeout]).then(() => {
    afterLoad(task, win);
  });
}
