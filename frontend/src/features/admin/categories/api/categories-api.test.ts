import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { adminCategoriesApi, type CategoryInput } from '@/features/admin/categories/api/categories-api';
import { catalogApi, type Category } from '@/api/catalog';
import { CACHE_KEY_PREFIX } from '@/api/fallback-base-query';
import { SAMPLE_CATEGORIES } from '@/api/sample-catalog';
import { makeApiStore } from '@/test/api-store';
import { apiUrl, server } from '@/test/msw-server';

type Store = ReturnType<typeof makeApiStore>;

function cachedCategories(store: Store): Category[] | undefined {
  return adminCategoriesApi.endpoints.getAdminCategories.select()(store.getState()).data;
}

function positionsOf(categories: readonly Category[] | undefined, ids: readonly string[]) {
  return ids.map((id) => categories?.find((category) => category.id === id)?.position);
}

const DRESSES_FIRST = [
  { id: 'cat-dresses', position: 0 },
  { id: 'cat-abayas', position: 1 },
];

describe('getAdminCategories', () => {
  it('fails when the server cannot be reached, instead of showing a saved copy or the samples', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(
      `${CACHE_KEY_PREFIX}/categories`,
      JSON.stringify({ savedAt: '2025-01-01T00:00:00.000Z', data: SAMPLE_CATEGORIES, headers: {} }),
    );
    server.use(http.get(apiUrl('/categories'), () => HttpResponse.error()));
    const store = makeApiStore();

    const result = await store.dispatch(adminCategoriesApi.endpoints.getAdminCategories.initiate());

    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
  });
});

describe('reorderCategories', () => {
  it('sends every placement in one PUT /categories/order and shows the new order at once', async () => {
    const bodies: unknown[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.put(apiUrl('/categories/order'), async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeApiStore();
    await store.dispatch(adminCategoriesApi.endpoints.getAdminCategories.initiate());

    const saving = store.dispatch(adminCategoriesApi.endpoints.reorderCategories.initiate(DRESSES_FIRST));

    expect(positionsOf(cachedCategories(store), ['cat-dresses', 'cat-abayas', 'cat-kaftans'])).toEqual([0, 1, 5]);
    answer();
    expect((await saving).error).toBeUndefined();
    expect(bodies).toEqual([DRESSES_FIRST]);
  });

  it('puts the saved order back when the server refuses', async () => {
    server.use(
      http.put(apiUrl('/categories/order'), async () => {
        await delay(20);
        return HttpResponse.json({ error: 'Please check the highlighted fields.' }, { status: 422 });
      }),
    );
    const store = makeApiStore();
    await store.dispatch(adminCategoriesApi.endpoints.getAdminCategories.initiate());

    const saving = store.dispatch(adminCategoriesApi.endpoints.reorderCategories.initiate(DRESSES_FIRST));
    expect(positionsOf(cachedCategories(store), ['cat-dresses', 'cat-abayas'])).toEqual([0, 1]);

    expect((await saving).error).toMatchObject({ status: 422 });
    expect(positionsOf(cachedCategories(store), ['cat-dresses', 'cat-abayas'])).toEqual([3, 2]);
  });
});

describe('createCategory', () => {
  it("makes the shop's own category list read again", async () => {
    let reads = 0;
    const input: CategoryInput = {
      name: 'Jilbabs',
      slug: 'jilbabs',
      image_url: null,
      parent_id: 'cat-clothing',
      shop_type: 'clothing',
      position: 10,
    };
    const created: Category = { ...input, id: 'cat-mkq1x2-abcdefghij', position: 10 };
    server.use(
      http.get(apiUrl('/categories'), () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? SAMPLE_CATEGORIES : [...SAMPLE_CATEGORIES, created]);
      }),
      http.post(apiUrl('/categories'), () => HttpResponse.json(created, { status: 201 })),
    );
    const store = makeApiStore();
    const shop = store.dispatch(catalogApi.endpoints.getCategories.initiate());
    await shop;

    const result = await store.dispatch(adminCategoriesApi.endpoints.createCategory.initiate(input));

    expect(result.data).toEqual(created);
    await vi.waitFor(() => {
      expect(catalogApi.endpoints.getCategories.select()(store.getState()).data).toContainEqual(created);
    });
    shop.unsubscribe();
  });
});
