import { describe, expect, it } from 'vitest';

import { languageOfPath, localizedPath, parseLanguage, pathWithoutLanguage } from '@/i18n/languages';

describe('the language of an address', () => {
  it('is Dhivehi under /dv and English everywhere else', () => {
    expect(languageOfPath('/dv')).toBe('dv');
    expect(languageOfPath('/dv/shop/blue-abaya')).toBe('dv');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/shop')).toBe('en');
    expect(languageOfPath('/dvd-player')).toBe('en');
    expect(languageOfPath('/fr/shop')).toBe('en');
  });

  it('is English for an unknown or missing language name', () => {
    expect(parseLanguage('dv')).toBe('dv');
    expect(parseLanguage('fr')).toBe('en');
    expect(parseLanguage('DV<script>')).toBe('en');
    expect(parseLanguage(undefined)).toBe('en');
  });

  it('is taken off a path', () => {
    expect(pathWithoutLanguage('/dv')).toBe('/');
    expect(pathWithoutLanguage('/dv/cart')).toBe('/cart');
    expect(pathWithoutLanguage('/cart')).toBe('/cart');
  });
});

describe('a path in a language', () => {
  it('is prefixed with /dv in Dhivehi, keeping its query and fragment', () => {
    expect(localizedPath('/', 'dv')).toBe('/dv');
    expect(localizedPath('/shop?page=2#top', 'dv')).toBe('/dv/shop?page=2#top');
    expect(localizedPath('/?q=abaya', 'dv')).toBe('/dv?q=abaya');
  });

  it('loses its prefix in English, and is never prefixed twice', () => {
    expect(localizedPath('/dv/shop?page=2', 'en')).toBe('/shop?page=2');
    expect(localizedPath('/dv', 'en')).toBe('/');
    expect(localizedPath('/dv/shop', 'dv')).toBe('/dv/shop');
    expect(localizedPath('/track-order', 'en')).toBe('/track-order');
  });
});
