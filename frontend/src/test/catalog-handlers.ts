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

/** GET …/slug/:slug: the one of that slug, or the server's 404 with its words. */
function bySlug(list: readonly { slug: string }[], slug: unknown, notFound: string) {
  const found = list.find((candidate) => candidate.slug === slug);
  return found === undefined ? HttpResponse.json({ error: notFound }, { status: 404 }) : HttpResponse.json(found);
}

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
      return bySlug(products, params.slug, 'Product not found');
    }),
    http.get(apiUrl('/categories'), async () => {
      await delay(latency);
      return HttpResponse.json(categories);
    }),
    http.get(apiUrl('/categories/slug/:slug'), async ({ params }) => {
      await delay(latency);
      return bySlug(categories, params.slug, 'Category not found');
    }),
  ];
  return {
    handlers,
    productRequests,
    lastProductRequest: () => Object.fromEntries(productRequests.at(-1) ?? []),
  };
}
