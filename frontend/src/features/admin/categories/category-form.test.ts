import { describe, expect, it } from 'vitest';

import { validImageUrl } from '@/features/admin/categories/category-form';

describe('validImageUrl', () => {
  it.each([
    '',
    '/media/images/3f2a9c0d1e4b5a6978c1d2e3/1280.jpg',
    '/media/samples/classic-open-front-abaya.svg',
    '/images/hero.jpg',
    'https://cdn.example.com/abayas.webp',
    'http://example.com/a.png?size=2',
  ])('keeps %j', (url) => {
    expect(validImageUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    '//evil.example.com/a.png',
    '/media/../secret',
    'ftp://example.com/a.png',
    'https://user:pass@example.com/a.png',
    'https://example.com/a b.png',
    'abayas.jpg',
  ])('refuses %j, as the server would', (url) => {
    expect(validImageUrl(url)).toBe(false);
  });
});
