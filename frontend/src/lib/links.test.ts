import { describe, expect, it } from 'vitest';

import { isInternalPath, isWebUrl } from '@/lib/links';

describe('isInternalPath and isWebUrl', () => {
  it.each([
    ['/shop', true, false],
    ['/track-order?orderNumber=RB-1', true, false],
    ['//evil.example/x', false, false],
    ['shop', false, false],
    ['https://dhoni.mv/shop', false, true],
    ['https://www.google.com/maps/embed?pb=1', false, true],
    ['HTTP://example.mv', false, true],
    ['javascript:alert(1)', false, false],
    ['https://', false, false],
    ['', false, false],
  ])('%j: a path inside the shop %s, a web address %s', (link, internal, web) => {
    expect(isInternalPath(link)).toBe(internal);
    expect(isWebUrl(link)).toBe(web);
  });
});
