import { describe, expect, it, vi } from 'vitest';

import { afterLoad } from '@/lib/after-load';

function fakeWindow(readyState: DocumentReadyState, withIdle: boolean) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (type === 'load') {
        listeners.push(listener);
      }
    }),
    setTimeout: vi.fn((callback: () => void) => {
      idle.push(callback);
      return 1;
    }),
    requestIdleCallback: withIdle
      ? vi.fn((callback: () => void) => {
          idle.push(callback);
          return 1;
        })
      : undefined,
  };
  return {
    win: win as unknown as Parameters<typeof afterLoad>[1],
    load: () => {
      for (const listener of listeners.splice(0)) listener();
    },
    idle: () => {
      for (const callback of idle.splice(0)) callback();
    },
  };
}

describe('afterLoad', () => {
  it('waits for the load event, then for an idle moment', () => {
    const task = vi.fn();
    const { win, load, idle } = fakeWindow('loading', true);

    afterLoad(task, win);
    idle();
    expect(task).not.toHaveBeenCalled();

    load();
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('only waits for an idle moment once the page has loaded', () => {
    const task = vi.fn();
    const { win, idle } = fakeWindow('complete', true);

    afterLoad(task, win);
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    const task = vi.fn();
    const { win, load, idle } = fakeWindow('interactive', false);

    afterLoad(task, win);
    load();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('afterTakeOver', () => {
  async function freshModule() {
    vi.resetModules();
    return import('@/lib/after-load');
  }
  const settle = () => new Promise<void>((resolve) => { queueMicrotask(resolve); }).then(() => Promise.resolve());

  it('waits for the app to take the page over, then for an idle moment', async () => {
    const { afterTakeOver, pageTakenOver } = await freshModule();
    const task = vi.fn();
    const { win, idle } = fakeWindow('complete', true);

    afterTakeOver(task, win);
    await settle();
    expect(win?.requestIdleCallback).not.toHaveBeenCalled();

    pageTakenOver();
    await settle();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('stops waiting for the take-over after ten seconds', async () => {
    const { afterTakeOver } = await freshModule();
    const task = vi.fn();
    const { win, idle } = fakeWindow('complete', false);

    afterTakeOver(task, win);
    expect(win?.setTimeout).toHaveBeenCalledWith(expect.any(Function), 10_000);
    idle();
    await settle();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });
});
