import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import {
  adminProductsApi,
  type ProductInput,
} from '@/features/admin/products/api/products-api';
import { catalogApi, type Product } from '@/api/catalog';
import { CACHE_KEY_PREFIX } from '@/api/fallback-base-query';
import { makeApiStore } from '@/test/api-store';
import { apiUrl, server } from '@/test/msw-server';

const dress: Product = {
  id: 'prod-dress',
  title: 'Linen Dress',
  slug: 'linen-dress',
  sku: 'DR-1',
  description: 'A buttoned linen shirt dress.',
  price: 650,
  images: [],
  category_id: 'cat-dresses',
  shop_type: 'clothing',
  tags: [],
  stock: { 'White:M': 2 },
  colors: [{ name: 'White', hex: '#FFFFFF' }],
  sizes: ['M'],
  is_featured: false,
  created_at: '2025-01-01T00:00:00Z',
  version: 3,
};

const input: ProductInput = {
  title: dress.title,
  slug: dress.slug,
  sku: dress.sku,
  description: dress.description,
  price: 650,
  images: [],
  category_id: dress.category_id,
  shop_type: 'clothing',
  tags: [],
  stock: dress.stock,
  colors: dress.colors,
  sizes: dress.sizes,
  is_featured: false,
  version: 3,
};

describe('the admin product list', () => {
  it('asks for one shop, newest first, 20 a page, and reads the total', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(apiUrl('/products'), ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json([dress], { headers: { 'X-Total-Count': '41' } });
      }),
    );
    const store = makeApiStore();
    const page = await store
      .dispatch(adminProductsApi.endpoints.getAdminProducts.initiate({ shopType: 'accessories', page: 3 }))
      .unwrap();
    expect(asked).toEqual([{ shop_type: 'accessories', sort: 'newest', page: '3', per_page: '20' }]);
    expect(page).toEqual({ items: [dress], total: 41 });
  });

  it('never answers from a saved copy: the owner sees the failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(apiUrl('/products'), () => HttpResponse.json([dress], { headers: { 'X-Total-Count': '1' } })));
    const store = makeApiStore();
    await store.dispatch(adminProductsApi.endpoints.getAdminProducts.initiate({ shopType: 'clothing', page: 1 })).unwrap();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith(CACHE_KEY_PREFIX))).toEqual([]);

    server.use(http.get(apiUrl('/products'), () => HttpResponse.error()));
    const again = await store.dispatch(
      adminProductsApi.endpoints.getAdminProducts.initiate({ shopType: 'clothing', page: 1 }, { forceRefetch: true }),
    );
    expect(again.error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});

describe('saving a product', () => {
  it('creates with POST and no version, updates with PUT and the loaded version', async () => {
    const bodies: { method: string; path: string; body: unknown }[] = [];
    server.use(
      http.post(apiUrl('/products'), async ({ request }) => {
        bodies.push({ method: 'POST', path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ ...dress, version: 1 }, { status: 201 });
      }),
      http.put(apiUrl('/products/:id'), async ({ request }) => {
        bodies.push({ method: 'PUT', path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ ...dress, version: 4 });
      }),
    );
    const store = makeApiStore();
    await store.dispatch(adminProductsApi.endpoints.createAdminProduct.initiate(input)).unwrap();
    const saved = await store
      .dispatch(adminProductsApi.endpoints.updateAdminProduct.initiate({ id: 'prod-dress', input }))
      .unwrap();

    expect(bodies[0]).toMatchObject({ method: 'POST', path: '/api/products' });
    expect(bodies[0]?.body).not.toHaveProperty('version');
    expect(bodies[1]).toEqual({ method: 'PUT', path: '/api/products/prod-dress', body: input });
    expect(saved.version).toBe(4);
  });

  it("refreshes the shop's own product lists after a save", async () => {
    let served = 0;
    server.use(
      http.get(apiUrl('/products'), () => {
        served += 1;
        return HttpResponse.json([dress], { headers: { 'X-Total-Count': '1' } });
      }),
      http.delete(apiUrl('/products/:id'), () => new HttpResponse(null, { status: 204 })),
    );
    const store = makeApiStore();
    const listing = store.dispatch(catalogApi.endpoints.getProducts.initiate({ shopType: 'clothing' }));
    await listing;
    expect(served).toBe(1);

    await store.dispatch(adminProductsApi.endpoints.deleteAdminProduct.initiate('prod-dress')).unwrap();
    await vi.waitFor(() => {
      expect(served).toBe(2);
    });
    listing.unsubscribe();
  });

  it("hands back the server's 409 for a stale version", async () => {
    const stale =
      'This product changed since you opened it (an order may have taken stock). Close the form and open it again to see the latest.';
    server.use(http.put(apiUrl('/products/:id'), () => HttpResponse.json({ error: stale }, { status: 409 })));
    const store = makeApiStore();
    const result = await store.dispatch(adminProductsApi.endpoints.updateAdminProduct.initiate({ id: 'prod-dress', input }));
    expect(result.error).toEqual({ status: 409, data: { error: stale } });
  });
});
