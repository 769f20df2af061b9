import { describe, expect, it, vi } from 'vitest';

import { nextTask } from '@/lib/next-task';

describe('nextTask', () => {
  it('yields with scheduler.yield where the browser has it', async () => {
    const scheduler = { yield: vi.fn(() => Promise.resolve()) };
    const setTimeout = vi.fn();
    await nextTask({ scheduler, setTimeout });
    expect(scheduler.yield).toHaveBeenCalledOnce();
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('falls back to a timer', async () => {
    const setTimeout = vi.fn((resolve: () => void) => {
      resolve();
      return 0;
    });
    await nextTask({ setTimeout });
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
  });
});
