// Ends the current task and resumes in a new one, so that the browser can
// paint and answer the customer in between (decision 146): scheduler.yield
// where the browser has it (the continuation goes before other waiting
// tasks), a timer elsewhere.

type YieldingWindow = { scheduler?: { yield?: () => Promise<void> } };

export function nextTask(win: YieldingWindow & Pick<Window, 'setTimeout'> = window): Promise<void> {
  const yieldNow = win.scheduler?.yield;
  if (typeof yieldNow === 'function') {
    return yieldNow.call(win.scheduler);
  }
  return new Promise((resolve) => {
    win.setTimeout(resolve, 0);
  });
}
