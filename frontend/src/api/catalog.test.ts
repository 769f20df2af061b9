import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import {
  catalogApi,
  childCategories,
  parseProductPage,
  productQueryParams,
  type Product,
} from '@/api/catalog';
import { SAMPLE_CATEGORIES, SAMPLE_PRODUCTS } from '@/api/sample-catalog';
import { makeApiStore } from '@/test/api-store';
import { serveCatalog } from '@/test/catalog-server';
import { apiUrl, server } from '@/test/msw-server';
import { CLOTHING_CATEGORIES_IN_ORDER } from '@/test/sample-categories';

const abaya = SAMPLE_PRODUCTS.find((product) => product.slug === 'pearl-trim-occasion-abaya') as Product;
const fan = SAMPLE_PRODUCTS.find((product) => product.slug === 'rechargeable-stand-fan-16') as Product;

function quiet(method: 'warn' | 'error') {
  return vi.spyOn(console, method).mockImplementation(() => undefined);
}

describe('productQueryParams', () => {
  it('spells a listing query the way GET /products reads it', () => {
    expect(
      productQueryParams({
        shopType: 'clothing',
        categories: ['abayas', 'dresses'],
        sizes: ['M', 'L'],
        colors: ['Black'],
        minPrice: 300,
        maxPrice: 1000,
        q: '  abaya ',
        sort: 'price-asc',
        page: 2,
        perPage: 9,
      }),
    ).toEqual({
      shop_type: 'clothing',
      category: 'abayas,dresses',
      sizes: 'M,L',
      colors: 'Black',
      min_price: 300,
      max_price: 1000,
      q: 'abaya',
      sort: 'price-asc',
      page: 2,
      per_page: 9,
    });
  });

  it('leaves out what is blank, and keeps a bound of 0', () => {
    expect(productQueryParams({ categories: [], sizes: [' '], q: '', minPrice: 0 })).toEqual({ min_price: 0 });
  });

  it("asks for the home page's featured products as the spec does", () => {
    expect(productQueryParams({ isFeatured: true, shopType: 'clothing', limit: 4 })).toEqual({
      is_featured: true,
      shop_type: 'clothing',
      limit: 4,
    });
  });
});

describe('parseProductPage', () => {
  it('reads the total from X-Total-Count', () => {
    const page = parseProductPage([abaya], new Headers({ 'X-Total-Count': '15' }));
    expect(page).toEqual({ items: [abaya], total: 15 });
  });

  it('counts the items when the header is missing or nonsense', () => {
    expect(parseProductPage([abaya, fan], undefined)?.total).toBe(2);
    expect(parseProductPage([abaya], new Headers({ 'X-Total-Count': 'lots' }))?.total).toBe(1);
  });

  it('leaves out a product it cannot read, with a warning, and keeps the rest', () => {
    const warn = quiet('warn');
    const page = parseProductPage([{ ...abaya, price: 'cheap' }, fan], new Headers({ 'X-Total-Count': '2' }));
    expect(page?.items).toEqual([fan]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^GET \/products: left out an entry/));
  });

  it('is null when the answer is not a list', () => {
    expect(parseProductPage({ items: [] }, undefined)).toBeNull();
  });
});

describe('getProducts', () => {
  it('returns the items and the total of every page', async () => {
    const fake = serveCatalog();

    const result = await makeApiStore().dispatch(
      catalogApi.endpoints.getProducts.initiate({ shopType: 'clothing', page: 2, perPage: 9 }),
    );

    expect(fake.lastProductRequest()).toEqual({ shop_type: 'clothing', page: '2', per_page: '9' });
    expect(result.data?.total).toBe(10);
    expect(result.data?.items).toHaveLength(1);
    expect(result.data?.items[0]?.shop_type).toBe('clothing');
  });

  it('keeps the optional fields of an appliance', async () => {
    serveCatalog();

    const result = await makeApiStore().dispatch(
      catalogApi.endpoints.getProducts.initiate({ shopType: 'accessories', q: 'fan' }),
    );

    expect(result.data?.items).toEqual([fan]);
    expect(result.data?.items[0]).toMatchObject({ brand: 'Breeze Line', warranty: '1 year' });
  });

  it('shows the saved copy, total included, when the server is down', async () => {
    quiet('warn');
    serveCatalog();
    await makeApiStore().dispatch(catalogApi.endpoints.getProducts.initiate({ shopType: 'clothing', perPage: 9 }));

    server.use(http.get(apiUrl('/products'), () => HttpResponse.error()));
    const result = await makeApiStore().dispatch(
      catalogApi.endpoints.getProducts.initiate({ shopType: 'clothing', perPage: 9 }),
    );

    expect(result.data?.items).toHaveLength(9);
    expect(result.data?.total).toBe(10);
  });

  it('falls back to the built-in catalogue when the server is down and nothing was saved', async () => {
    const warn = quiet('warn');
    server.use(http.get(apiUrl('/products'), () => new HttpResponse(null, { status: 503 })));

    const result = await makeApiStore().dispatch(
      catalogApi.endpoints.getProducts.initiate({ isFeatured: true, shopType: 'clothing', limit: 4 }),
    );

    expect(result.data?.items.map((product) => product.slug)).toEqual([
      'pearl-trim-occasion-abaya',
      'chiffon-tiered-maxi-dress',
      'island-breeze-cotton-kaftan',
      'two-piece-crepe-lounge-set',
    ]);
    expect(result.data?.total).toBe(5);
    expect(warn).toHaveBeenCalledWith('GET /products: the server cannot be reached; showing the built-in catalogue');
  });

  it('is an error when the server refuses the query', async () => {
    server.use(
      http.get(apiUrl('/products'), () =>
        HttpResponse.json({ error: 'Please check the highlighted fields.' }, { status: 422 }),
      ),
    );

    const result = await makeApiStore().dispatch(catalogApi.endpoints.getProducts.initiate({ minPrice: -1 }));

    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 422 });
  });
});

describe('getProductBySlug', () => {
  it('returns the product', async () => {
    serveCatalog();

    const result = await makeApiStore().dispatch(
      catalogApi.endpoints.getProductBySlug.initiate('pearl-trim-occasion-abaya'),
    );

    expect(result.data).toEqual(abaya);
  });

  it('is null (not found) for an unknown slug', async () => {
    serveCatalog();

    const result = await makeApiStore().dispatch(catalogApi.endpoints.getProductBySlug.initiate('no-such-thing'));

    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('treats any other error answer as not found, and logs it', async () => {
    const error = quiet('error');
    server.use(http.get(apiUrl('/products/slug/:slug'), () => HttpResponse.json({ error: 'no' }, { status: 400 })));

    const result = await makeApiStore().dispatch(catalogApi.endpoints.getProductBySlug.initiate('odd'));

    expect(result.data).toBeNull();
    expect(error).toHaveBeenCalledWith('GET /products/slug/odd failed (400); showing it as not found');
  });

  it('finds a sample product in the built-in catalogue when the server is down', async () => {
    quiet('warn');
    server.use(http.get(apiUrl('/products/slug/:slug'), () => HttpResponse.error()));

    const result = await makeApiStore().dispatch(
      catalogApi.endpoints.getProductBySlug.initiate('rechargeable-stand-fan-16'),
    );

    expect(result.data).toEqual(fan);
  });

  it('escapes the slug in the path', async () => {
    let path = '';
    server.use(
      http.get(apiUrl('/products/slug/:slug'), ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ error: 'Product not found' }, { status: 404 });
      }),
    );

    await makeApiStore().dispatch(catalogApi.endpoints.getProductBySlug.initiate('a/b?c'));

    expect(path).toBe('/api/products/slug/a%2Fb%3Fc');
  });
});

describe('getCategories and getCategoryBySlug', () => {
  it('returns every category', async () => {
    serveCatalog();

    const result = await makeApiStore().dispatch(catalogApi.endpoints.getCategories.initiate());

    expect(result.data).toEqual(SAMPLE_CATEGORIES);
  });

  it('returns one category by slug, or null when there is none', async () => {
    serveCatalog();
    const store = makeApiStore();

    const found = await store.dispatch(catalogApi.endpoints.getCategoryBySlug.initiate('hijabs-shawls'));
    const missing = await store.dispatch(catalogApi.endpoints.getCategoryBySlug.initiate('no-such-category'));

    expect(found.data?.name).toBe('Hijabs & Shawls');
    expect(missing.data).toBeNull();
  });

  it('uses the built-in categories when the server is down', async () => {
    quiet('warn');
    server.use(http.get(apiUrl('/categories'), () => HttpResponse.error()));

    const result = await makeApiStore().dispatch(catalogApi.endpoints.getCategories.initiate());

    expect(result.data).toHaveLength(14);
  });
});

describe('childCategories', () => {
  it("lists one shop's subcategories by position, whatever order they come in", () => {
    const shuffled = [...SAMPLE_CATEGORIES].reverse();

    expect(childCategories(shuffled, 'clothing').map((category) => category.name)).toEqual(CLOTHING_CATEGORIES_IN_ORDER);
    expect(childCategories(shuffled, 'accessories').map((category) => category.slug)).toEqual([
      'kitchen-appliances',
      'cooling-fans',
      'laundry-ironing',
      'personal-care',
    ]);
  });
});
