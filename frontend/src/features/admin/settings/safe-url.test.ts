import { describe, expect, it } from 'vitest';

import { isSafeUrl } from '@/features/admin/settings/safe-url';

// The cases of backend/internal/settings/validate_test.go (TestSafeURL): the
// form must refuse exactly what the server refuses.
const CASES: [url: string, asUrl: boolean, withPath: boolean][] = [
  ['https://wa.me/9607771234', true, true],
  ['http://example.com', true, true],
  ['HTTPS://Example.com/a?b=c#d', true, true],
  ['https://www.google.com/maps/embed?pb=!1m18', true, true],
  ['/shop', false, true],
  ['/', false, true],
  ['/images/hero.svg?v=2', false, true],
  ['', false, false],
  ['javascript:alert(1)', false, false],
  ['JavaScript:alert(1)', false, false],
  ['data:image/png;base64,AAAA', false, false],
  ['vbscript:msgbox', false, false],
  ['//evil.example', false, false],
  ['/\\evil.example', false, false],
  ['java\tscript:alert(1)', false, false],
  [' https://example.com', false, false],
  ['https://example.com/a b', false, false],
  ['https://user:pass@example.com', false, false],
  ['https://', false, false],
  ['http:///path', false, false],
  ['https:example.com', false, false],
  ['ftp://example.com', false, false],
  ['shop', false, false],
  ['mailto:owner@example.com', false, false],
  ['https://example.com:8443/x', true, true],
  ['https://[::1]/x', true, true],
  ['https://example.com:port/x', false, false],
];

describe('isSafeUrl', () => {
  it.each(CASES)('%j: as a URL %s, with a path allowed %s', (url, asUrl, withPath) => {
    expect(isSafeUrl(url, false)).toBe(asUrl);
    expect(isSafeUrl(url, true)).toBe(withPath);
  });
});
