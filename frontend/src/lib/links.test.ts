import { describe, expect, it } from 'vitest';

import { isInternalPath, isWebUrl } from '@/lib/links';

describe('isInternalPath', () => {
  it.each([
    ['/shop', true],
    ['/track-order?orderNumber=RB-1', true],
    ['//evil.example/x', false],
    ['shop', false],
    ['https://dhoni.mv/shop', false],
  ])('%s: %s', (link, expected) => {
    expect(isInternalPath(link)).toBe(expected);
  });
});

describe('isWebUrl', () => {
  it.each([
    ['https://www.google.com/maps/embed?pb=1', true],
    ['HTTP://example.mv', true],
    ['javascript:alert(1)', false],
    ['/shop', false],
    ['https://', false],
    ['', false],
  ])('%s: %s', (link, expected) => {
    expect(isWebUrl(link)).toBe(expected);
  });
});
