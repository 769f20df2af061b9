import { describe, expect, it } from 'vitest';

import { pageTitle } from '@/lib/page-title';

describe('pageTitle', () => {
  it('puts the screen name before the shop name', () => {
    expect(pageTitle('Page Not Found')).toBe('Page Not Found · Dhoni');
  });

  it('falls back to the shop name alone for an empty screen name', () => {
    expect(pageTitle('  ')).toBe('Dhoni');
  });
});
