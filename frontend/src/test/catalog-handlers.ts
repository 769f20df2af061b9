// A fake catalogue server for the unit tests: GET /products (filtered, sorted
// and paged like the real one, with X-Total-Count), /products/slug/{slug},
// /categories and /categories/slug/{slug}, over the sample catalogue unless a
// test gives its own. Records the query of every GET /products. The default
// handlers of msw-server.ts include one, so any screen can be rendered; a test
// that looks at the requests or changes the data calls serveCatalog().
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

import { PRODUCT_SORTS, type Category, type Product, type ProductQuery, type ProductSort } from '@/api/catalog';
import { selectProductPage } from '@/api/catalog-filter';
import { SAMPLE_CATEGORIES, SAMPLE_PRODUCTS } from '@/api/sample-catalog';

type FakeCatalogOptions = {
  products?: readonly Product[];
  categories?: readonly Category[];
  /** Milliseconds every answer waits. */
  latency?: number;
};

export type FakeCatalog = {
  /** The query string of every GET /products, in order. */
  productRequests: URLSearchParams[];
  lastProductRequest: () => Record<string, string>;
};

function list(params: URLSearchParams, name: string): string[] | undefined {
  const value = params.get(name);
  return value === null ? undefined : value.split(',');
}

function number(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  return value === null ? undefined : Number(value);
}

function queryFrom(params: URLSearchParams): ProductQuery {
  const shopType = params.get('shop_type');
  const sort = params.get('sort');
  const featured = params.get('is_featured');
  return {
    ...(shopType === 'clothing' || shopType === 'accessories' ? { shopType } : {}),
    categories: list(params, 'category'),
    sizes: list(params, 'sizes'),
    colors: list(params, 'colors'),
    minPrice: number(params, 'min_price'),
    maxPrice: number(params, 'max_price'),
    q: params.get('q') ?? undefined,
    isFeatured: featured === null ? undefined : featured === 'true',
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : undefined,
    page: number(params, 'page'),
    perPage: number(params, 'per_page'),
    limit: number(params, 'limit'),
  };
}

/** jsdom's origin; fetchBaseQuery resolves '/api' against it. */
const apiUrl = (path: string) => new URL(`/api${path}`, window.location.origin).href;

export function catalogHandlers(options: FakeCatalogOptions = {}): FakeCatalog & { handlers: HttpHandler[] } {
  const { products = SAMPLE_PRODUCTS, categories = SAMPLE_CATEGORIES, latency = 0 } = options;
  const productRequests: URLSearchParams[] = [];
  const handlers = [
    http.get(apiUrl('/products'), async ({ request }) => {
      const params = new URL(request.url).searchParams;
      productRequests.push(params);
      await delay(latency);
      const page = selectProductPage(products, categories, queryFrom(params));
      return HttpResponse.json(page.items, { headers: { 'X-Total-Count': String(page.total) } });
    }),
    http.get(apiUrl('/products/slug/:slug'), async ({ params }) => {
      await delay(latency);
      const product = products.find((candidate) => candidate.slug === params.slug);
      return product === undefined
        ? HttpResponse.json({ error: 'Product not found' }, { status: 404 })
        : HttpResponse.json(product);
    }),
    http.get(apiUrl('/categories'), async () => {
      await delay(latency);
      return HttpResponse.json(categories);
    }),
    http.get(apiUrl('/categories/slug/:slug'), async ({ params }) => {
      await delay(latency);
      const category = categories.find((candidate) => candidate.slug === params.slug);
      return category === undefined
        ? HttpResponse.json({ error: 'Category not found' }, { status: 404 })
        : HttpResponse.json(category);
    }),
  ];
  return {
    handlers,
    productRequests,
    lastProductRequest: () => Object.fromEntries(productRequests.at(-1) ?? []),
  };
}
