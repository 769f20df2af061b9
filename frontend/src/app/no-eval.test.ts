import { describe, expect, it } from 'vitest';
import { config } from 'zod';

import '@/app/no-eval';

describe('no-eval', () => {
  it("sets zod's jitless where zod reads it, loaded before zod or after", () => {
    expect(config().jitless).toBe(true);
    expect(globalThis.__zod_globalConfig).toBe(config());
  });
});
