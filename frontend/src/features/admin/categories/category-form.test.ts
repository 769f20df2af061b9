import { describe, expect, it } from 'vitest';

import { validImageUrl } from '@/features/admin/categories/category-form';

describe('validImageUrl', () => {
  it.each([
    ['', true],
    ['/media/images/3f2a9c0d1e4b5a6978c1d2e3/1280.jpg', true],
    ['/media/samples/classic-open-front-abaya.svg', true],
    ['/images/hero.jpg', true],
    ['https://cdn.example.com/abayas.webp', true],
    ['http://example.com/a.png?size=2', true],
    // Refused, as the server would.
    ['javascript:alert(1)', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['//evil.example.com/a.png', false],
    ['/media/../secret', false],
    ['ftp://example.com/a.png', false],
    ['https://user:pass@example.com/a.png', false],
    ['https://example.com/a b.png', false],
    ['abayas.jpg', false],
  ])('%j is kept: %s', (url, kept) => {
    expect(validImageUrl(url)).toBe(kept);
  });
});
