// Work the first screen does not need (the log channel's library, the
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
