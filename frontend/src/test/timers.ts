// Moving fake timers on inside act, so what they set off (a notice going
// away, an overlay closing) has been rendered when the test looks.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves the fake clock on by ms, rendering what the timers change. */
export function advanceTimers(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
