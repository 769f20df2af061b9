// The catalogue: products and categories (docs/openapi.yaml, /products and
// /categories). Shared by the shop's screens now and the admin later, so it
// lives in src/api; wire names stay snake_case, as the server sends them.
//
// Answers are kept for 5 seconds once nobody uses them (spec section 7), and a
// screen that mounts refetches data older than that (CATALOG_CACHE_SECONDS).
// When the server cannot be reached and the browser kept no copy of an answer
// (the fallback base query tries that first), reads are answered from the
// built-in catalogue, a chunk of its own loaded only then (DESIGN.md, "The
// browser app's modes"). A slug that finds nothing, or fails otherwise, is
// "not found" (null), never an error (spec sections 7 and 8). Lists are read
// leniently: an entry the app cannot read is left out with a warning instead
// of emptying the shop.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { totalCount } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import { selectProductPage } from '@/api/catalog-filter';
import { isServerUnavailable } from '@/api/fallback-base-query';
import {
  array,
  boolean,
  type Check,
  type Infer,
  int,
  map,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
} from '@/lib/json-shape';
import { CATALOG_CACHE_SECONDS, SHOP_TYPES, type ShopType } from '@/api/catalog-constants';

export { CATALOG_CACHE_SECONDS, SHOP_TYPES, type ShopType };

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const colorSchema = object({
  name: string,
  hex: string,
});
export type ProductColor = Infer<typeof colorSchema>;

/** docs/openapi.yaml#/components/schemas/Sale: MVR, UTC times (null: open), "" or one variant. */
export const saleSchema = object({
  price: number,
  starts_at: nullable(string),
  ends_at: nullable(string),
  variant: string,
});
export type Sale = Infer<typeof saleSchema>;

/** docs/openapi.yaml#/components/schemas/Product */
export const productSchema = object({
  id: string,
  title: string,
  slug: string,
  sku: string,
  description: string,
  /** The owner's Dhivehi title and description, absent without (the English ones show). */
  title_dv: optional(string),
  description_dv: optional(string),
  price: number,
  images: array(string),
  category_id: string,
  shop_type: oneOf(SHOP_TYPES),
  tags: array(string),
  /** Quantity per variant: "Colour:Size", a size alone, or "default" (appliances). */
  stock: record(number),
  colors: array(colorSchema),
  sizes: array(string),
  is_featured: boolean,
  created_at: string,
  updated_at: optional(string),
  /**
   * Goes up by one with every change (an edit, an order taking stock). The
   * admin sends back the one it loaded: a stale one is refused (409).
   */
  version: optional(int),
  brand: optional(string),
  model: optional(string),
  specifications: optional(string),
  warranty: optional(string),
  care_instructions: optional(string),
  delivery_notes: optional(string),
  /** The owner's sale, in force or not; absent (or null, as a form sends it) without one. */
  sale: optional(map(nullable(saleSchema), (sale) => sale ?? undefined)),
  /** Whether the sale is in force, by the shop's clock when the answer was made. */
  on_sale: optional(boolean),
});
export type Product = Infer<typeof productSchema>;

/** docs/openapi.yaml#/components/schemas/Category */
export const categorySchema = object({
  id: string,
  name: string,
  /** The owner's Dhivehi name, absent without. */
  name_dv: optional(string),
  slug: string,
  image_url: nullable(string),
  parent_id: nullable(string),
  shop_type: oneOf(SHOP_TYPES),
  position: number,
});
export type Category = Infer<typeof categorySchema>;

/** What a listing asks for; every part is optional. */
export type ProductQuery = {
  shopType?: ShopType;
  /** Category slugs; a top-level category includes its subcategories. */
  categories?: readonly string[];
  sizes?: readonly string[];
  /** Colour names, any case. */
  colors?: readonly string[];
  /** MVR, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** Text in the title, SKU or description. */
  q?: string;
  isFeatured?: boolean;
  /** Only products with a sale in force. */
  onSale?: boolean;
  sort?: ProductSort;
  page?: number;
  perPage?: number;
  /** The spec's name for per_page on the home page's featured call. */
  limit?: number;
};

export type ProductPage = {
  items: Product[];
  /** How many match in all pages (X-Total-Count). */
  total: number;
};

type QueryParams = Record<string, string | number | boolean>;

/** The query string of GET /products for a query: wire names, lists comma-joined, blanks left out. */
export function productQueryParams(query: ProductQuery): QueryParams {
  const params: QueryParams = {};
  const list = (name: string, values: readonly string[] | undefined) => {
    const kept = (values ?? []).map((value) => value.trim()).filter((value) => value !== '');
    if (kept.length > 0) {
      params[name] = kept.join(',');
    }
  };
  if (query.shopType !== undefined) params.shop_type = query.shopType;
  list('category', query.categories);
  list('sizes', query.sizes);
  list('colors', query.colors);
  if (query.minPrice !== undefined) params.min_price = query.minPrice;
  if (query.maxPrice !== undefined) params.max_price = query.maxPrice;
  const q = query.q?.trim() ?? '';
  if (q !== '') params.q = q;
  if (query.isFeatured !== undefined) params.is_featured = query.isFeatured;
  if (query.onSale === true) params.sale = 1;
  if (query.sort !== undefined) params.sort = query.sort;
  if (query.page !== undefined) params.page = query.page;
  if (query.perPage !== undefined) params.per_page = query.perPage;
  if (query.limit !== undefined) params.limit = query.limit;
  return params;
}

/** The readable entries of a list answer; null when the answer is not a list at all. */
function parseList<T>(what: string, body: unknown, schema: Check<T>): T[] | null {
  if (!Array.isArray(body)) {
    return null;
  }
  const items: T[] = [];
  for (const entry of body) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) {
      items.push(parsed.data);
    } else {
      console.warn(`${what}: left out an entry the app cannot read (${parsed.error.message})`);
    }
  }
  return items;
}

/** A page of products from the body and headers of GET /products. */
export function parseProductPage(body: unknown, headers: Headers | undefined): ProductPage | null {
  const items = parseList('GET /products', body, productSchema);
  if (items === null) {
    return null;
  }
  return { items, total: totalCount(headers, items.length) };
}

function unexpectedAnswer(what: string): FetchBaseQueryError {
  return { status: 'CUSTOM_ERROR', error: `${what}: unexpected answer` };
}

type BuiltInCatalog = { products: readonly Product[]; categories: readonly Category[] };

/** The built-in catalogue, when the error means the server could not be reached. */
async function builtInCatalogFor(
  what: string,
  error: FetchBaseQueryError,
  signal: AbortSignal,
): Promise<BuiltInCatalog | null> {
  // A cancelled call's answer is thrown away: nothing to stand in for.
  if (signal.aborted || !isServerUnavailable(error)) {
    return null;
  }
  const { SAMPLE_PRODUCTS, SAMPLE_CATEGORIES } = await import('@/api/sample-catalog');
  console.warn(`${what}: the server cannot be reached; showing the built-in catalogue`);
  return { products: SAMPLE_PRODUCTS, categories: SAMPLE_CATEGORIES };
}

type Answer = { data?: unknown; error?: FetchBaseQueryError };
type CatalogBaseQuery = (arg: string) => Answer | PromiseLike<Answer>;

/**
 * One product or category by slug: null when missing, and also when the
 * answer fails or cannot be read (spec section 8: slug lookup errors read as
 * not found), except that no answer at all looks in the built-in catalogue.
 */
async function readBySlug<T>(
  path: string,
  schema: Check<T>,
  baseQuery: CatalogBaseQuery,
  signal: AbortSignal,
  inBuiltIn: (builtIn: BuiltInCatalog) => T | undefined,
): Promise<{ data: T | null }> {
  const result = await baseQuery(path);
  if (result.error !== undefined) {
    const builtIn = await builtInCatalogFor(`GET ${path}`, result.error, signal);
    if (builtIn !== null) {
      return { data: inBuiltIn(builtIn) ?? null };
    }
    if (result.error.status !== 404) {
      console.error(`GET ${path} failed (${String(result.error.status)}); showing it as not found`);
    }
    return { data: null };
  }
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) {
    console.error(`GET ${path}: unexpected answer (${parsed.error.message}); showing it as not found`);
    return { data: null };
  }
  return { data: parsed.data };
}

/** Child categories of one shop, by position (then name): what the shop's screens list. */
export function childCategories(categories: readonly Category[], shopType: ShopType): Category[] {
  return categories
    .filter((category) => category.parent_id !== null && category.shop_type === shopType)
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductQuery>({
      queryFn: async (query, api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: '/products', params: productQueryParams(query) });
        if (result.error !== undefined) {
          const builtIn = await builtInCatalogFor('GET /products', result.error, api.signal);
          return builtIn === null
            ? { error: result.error }
            : { data: selectProductPage(builtIn.products, builtIn.categories, query) };
        }
        const page = parseProductPage(result.data, result.meta?.response?.headers);
        return page === null ? { error: unexpectedAnswer('GET /products') } : { data: page };
      },
      keepUnusedDataFor: CATALOG_CACHE_SECONDS,
      providesTags: (page) => [
        { type: 'Product', id: 'LIST' },
        ...(page?.items ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
    getProductBySlug: build.query<Product | null, string>({
      queryFn: (slug, api, _extraOptions, baseQuery) =>
        readBySlug(`/products/slug/${encodeURIComponent(slug)}`, productSchema, baseQuery, api.signal, (builtIn) =>
          builtIn.products.find((product) => product.slug === slug),
        ),
      keepUnusedDataFor: CATALOG_CACHE_SECONDS,
      providesTags: (product, _error, slug) => [{ type: 'Product', id: product?.id ?? `slug:${slug}` }],
    }),
    getCategories: build.query<Category[], void>({
      queryFn: async (_arg, api, _extraOptions, baseQuery) => {
        const result = await baseQuery('/categories');
        if (result.error !== undefined) {
          const builtIn = await builtInCatalogFor('GET /categories', result.error, api.signal);
          return builtIn === null ? { error: result.error } : { data: [...builtIn.categories] };
        }
        const categories = parseList('GET /categories', result.data, categorySchema);
        return categories === null ? { error: unexpectedAnswer('GET /categories') } : { data: categories };
      },
      keepUnusedDataFor: CATALOG_CACHE_SECONDS,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getCategoryBySlug: build.query<Category | null, string>({
      queryFn: (slug, api, _extraOptions, baseQuery) =>
        readBySlug(`/categories/slug/${encodeURIComponent(slug)}`, categorySchema, baseQuery, api.signal, (builtIn) =>
          builtIn.categories.find((category) => category.slug === slug),
        ),
      keepUnusedDataFor: CATALOG_CACHE_SECONDS,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductBySlugQuery,
  useGetCategoriesQuery,
  useGetCategoryBySlugQuery,
} = catalogApi;
