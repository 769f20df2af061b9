import { fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  cacheKeyFor,
  readSavedCopy,
  withOfflineFallback,
  type ApiExtraOptions,
  type FallbackDeps,
} from '@/api/fallback-base-query';
import type { KeyValueStorage } from '@/lib/browser-storage';
import { fakeBaseQueryApi } from '@/test/base-query-api';
import { apiUrl, server } from '@/test/msw-server';

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const SAVED_AT = new Date('2025-03-01T09:30:00.000Z');

function setup(storage: KeyValueStorage | null = new MemoryStorage()) {
  const warnings: string[] = [];
  const deps: FallbackDeps = {
    storage,
    warn: (message) => warnings.push(message),
    now: () => SAVED_AT,
  };
  const baseQuery = withOfflineFallback(
    fetchBaseQuery({ baseUrl: new URL('/api', window.location.origin).href, timeout: 1_000 }),
    deps,
  );
  const call = (args: string | FetchArgs, extraOptions?: ApiExtraOptions) =>
    Promise.resolve(baseQuery(args, fakeApi(), extraOptions));
  return { call, warnings, storage };
}

const fakeApi = fakeBaseQueryApi;

function storedCopy(data: unknown, headers: Record<string, string> = {}) {
  return JSON.stringify({ savedAt: SAVED_AT.toISOString(), data, headers });
}

const products = [{ id: 'prod-1', title: 'Linen Abaya' }];

describe('withOfflineFallback', () => {
  it('returns a successful GET and keeps a copy under dhoni.cache:<url>', async () => {
    server.use(http.get(apiUrl('/products'), () => HttpResponse.json(products)));
    const storage = new MemoryStorage();
    const { call } = setup(storage);

    const result = await call({ url: '/products', params: { shop_type: 'clothing' } });

    expect(result.data).toEqual(products);
    expect(JSON.parse(storage.getItem('dhoni.cache:/products?shop_type=clothing') ?? 'null')).toEqual({
      savedAt: '2025-03-01T09:30:00.000Z',
      data: products,
      headers: {},
    });
  });

  it('answers a GET that cannot reach the server with the saved copy, and logs it', async () => {
    server.use(http.get(apiUrl('/products'), () => HttpResponse.error()));
    const storage = new MemoryStorage();
    storage.setItem('dhoni.cache:/products', storedCopy(products));
    const { call, warnings } = setup(storage);

    const result = await call('/products');

    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(products);
    expect(result.meta?.fromCache).toEqual({ savedAt: '2025-03-01T09:30:00.000Z' });
    expect(warnings).toEqual([
      'GET /products failed (FETCH_ERROR); showing the copy saved at 2025-03-01T09:30:00.000Z',
    ]);
  });

  it('answers a GET that gets a 5xx with the saved copy, list total included', async () => {
    server.use(
      http.get(apiUrl('/products'), () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })),
    );
    const storage = new MemoryStorage();
    storage.setItem('dhoni.cache:/products?page=2', storedCopy(products, { 'x-total-count': '31' }));
    const { call } = setup(storage);

    const result = await call({ url: '/products', params: { page: 2 } });

    expect(result.data).toEqual(products);
    expect(result.meta?.response?.headers.get('X-Total-Count')).toBe('31');
  });

  it('keeps the list total of a successful answer with its copy', async () => {
    server.use(
      http.get(apiUrl('/products'), () =>
        HttpResponse.json(products, { headers: { 'X-Total-Count': '31' } }),
      ),
    );
    const storage = new MemoryStorage();
    const { call } = setup(storage);

    await call('/products');

    expect(storage.getItem('dhoni.cache:/products')).toContain('"x-total-count":"31"');
  });

  it('returns the error when a GET fails and no copy was ever saved', async () => {
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.error()));
    const { call, warnings } = setup();

    const result = await call('/settings');

    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(warnings).toEqual(['GET /settings failed (FETCH_ERROR); no saved copy to show']);
  });

  it('returns the error when the saved copy is unreadable', async () => {
    server.use(http.get(apiUrl('/settings'), () => new HttpResponse(null, { status: 500 })));
    const storage = new MemoryStorage();
    storage.setItem('dhoni.cache:/settings', '{not json');
    const { call } = setup(storage);

    const result = await call('/settings');

    expect(result.error).toMatchObject({ status: 500 });
  });

  it('passes a real answer such as 404 through, even with a saved copy', async () => {
    server.use(
      http.get(apiUrl('/products/slug/gone'), () =>
        HttpResponse.json({ error: 'not found' }, { status: 404 }),
      ),
    );
    const storage = new MemoryStorage();
    storage.setItem('dhoni.cache:/products/slug/gone', storedCopy({ id: 'prod-9' }));
    const { call, warnings } = setup(storage);

    const result = await call('/products/slug/gone');

    expect(result.error).toEqual({ status: 404, data: { error: 'not found' } });
    expect(warnings).toEqual([]);
  });

  it('never serves a copy for a write, and logs its failure', async () => {
    server.use(http.post(apiUrl('/orders'), () => HttpResponse.error()));
    const storage = new MemoryStorage();
    storage.setItem('dhoni.cache:/orders', storedCopy({ order_number: 'RB-OLD' }));
    const { call, warnings } = setup(storage);

    const result = await call({ url: '/orders', method: 'POST', body: { items: [] } });

    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(warnings).toEqual(['POST /orders failed (FETCH_ERROR)']);
  });

  it('neither keeps nor serves copies for a call that opts out', async () => {
    let healthy = true;
    server.use(
      http.get(apiUrl('/health'), () =>
        healthy
          ? HttpResponse.json({ status: 'ok' })
          : HttpResponse.json({ status: 'database unavailable' }, { status: 503 }),
      ),
    );
    const storage = new MemoryStorage();
    const { call } = setup(storage);

    await call('/health', { offlineFallback: false });
    healthy = false;
    const result = await call('/health', { offlineFallback: false });

    expect(storage.items.size).toBe(0);
    expect(result.error).toMatchObject({ status: 503 });
  });

  it('keeps only what copyOf picks, but returns the whole answer', async () => {
    server.use(http.get(apiUrl('/settings'), () => HttpResponse.json({ hero: 'h', secret: 's' })));
    const storage = new MemoryStorage();
    const { call } = setup(storage);

    const result = await call('/settings', {
      copyOf: (data) => ({ hero: (data as { hero: string }).hero }),
    });

    expect(result.data).toEqual({ hero: 'h', secret: 's' });
    expect(readSavedCopy('/settings', storage)).toEqual({ hero: 'h' });
  });

  it('still returns the data when storage is full', async () => {
    server.use(http.get(apiUrl('/categories'), () => HttpResponse.json([])));
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { call, warnings } = setup(full);

    const result = await call('/categories');

    expect(result.data).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^could not keep a copy of GET \/categories/);
  });

  it('works without any storage', async () => {
    server.use(http.get(apiUrl('/categories'), () => HttpResponse.error()));
    const { call } = setup(null);

    const result = await call('/categories');

    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});

describe('readSavedCopy', () => {
  it('reads the data of a saved copy, and nothing from a missing or broken one', () => {
    const storage = new MemoryStorage();
    storage.setItem('dhoni.cache:/settings', storedCopy({ hero: 'h' }));
    storage.setItem('dhoni.cache:/atolls', '{broken');

    expect(readSavedCopy('/settings', storage)).toEqual({ hero: 'h' });
    expect(readSavedCopy('/atolls', storage)).toBeUndefined();
    expect(readSavedCopy('/categories', storage)).toBeUndefined();
    expect(readSavedCopy('/settings', null)).toBeUndefined();
  });
});

describe('cacheKeyFor', () => {
  it('sorts parameters and leaves out undefined ones, so one query has one key', () => {
    expect(
      cacheKeyFor({ url: '/products', params: { sort: 'newest', page: 1, q: undefined, category: 'abaya' } }),
    ).toBe('dhoni.cache:/products?category=abaya&page=1&sort=newest');
    expect(cacheKeyFor('/categories')).toBe('dhoni.cache:/categories');
  });
});
