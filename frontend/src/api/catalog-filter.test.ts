// The browser's listing over the built-in catalogue must answer as the server
// does: both run the vectors of docs/testdata/listing-filter.json (the Go
// catalog store on SQLite and PostgreSQL, this file in the browser's code).
import { describe, expect, it } from 'vitest';

import { PRODUCT_SORTS, SHOP_TYPES, productQueryParams, type ProductQuery } from '@/api/catalog';
import { selectProductPage } from '@/api/catalog-filter';
import { SAMPLE_CATEGORIES, SAMPLE_PRODUCTS } from '@/api/sample-catalog';

import vectors from '../../../docs/testdata/listing-filter.json';

type Params = Partial<Record<string, string>>;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

const LISTS = { category: 'categories', sizes: 'sizes', colors: 'colors' } as const;
const NUMBERS = { min_price: 'minPrice', max_price: 'maxPrice', page: 'page', per_page: 'perPage', limit: 'limit' } as const;

/** The listing query the app would have sent these parameters for. */
function queryOf(params: Params): ProductQuery {
  const query: ProductQuery = {};
  for (const [name, value = ''] of Object.entries(params)) {
    if (name in LISTS) {
      query[LISTS[name as keyof typeof LISTS]] = value.split(',');
    } else if (name in NUMBERS) {
      query[NUMBERS[name as keyof typeof NUMBERS]] = Number(value);
    } else if (name === 'shop_type' && isOneOf(SHOP_TYPES, value)) {
      query.shopType = value;
    } else if (name === 'sort' && isOneOf(PRODUCT_SORTS, value)) {
      query.sort = value;
    } else if (name === 'q') {
      query.q = value;
    } else if (name === 'is_featured') {
      query.isFeatured = value === 'true';
    } else {
      throw new Error(`a listing vector sends ${name}=${value}, which the app never sends`);
    }
  }
  return query;
}

describe('the browser fallback listing, on the shared vectors', () => {
  it.each(vectors.cases)('$name', ({ query: params, slugs, total }) => {
    const query = queryOf(params);
    // The vector's parameters are exactly what the app sends for this query.
    expect(Object.fromEntries(Object.entries(productQueryParams(query)).map(([k, v]) => [k, String(v)]))).toEqual(params);

    const page = selectProductPage(SAMPLE_PRODUCTS, SAMPLE_CATEGORIES, query);
    expect(page.items.map((product) => product.slug)).toEqual(slugs);
    expect(page.total).toBe(total);
  });
});
