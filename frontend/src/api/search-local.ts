// Search done in the browser over a list at hand (the built-in catalogue when
// the server cannot be reached, the standalone demo's kept catalogue): every
// word somewhere in the product's text, the products with more words in
// their title first, and the categories with the most products when nothing
// is found. Simpler than the server's (no typos forgiven), with the same
// answer's shape (docs/openapi.yaml: /search).
import type { Category, Product } from '@/api/catalog';
import { SHOP_TYPES } from '@/api/catalog-constants';
import { array, type Infer, int, number, object, oneOf, optional, string } from '@/lib/json-shape';
import { listingPrice } from '@/lib/sale-price';

export { MAX_SEARCH_LENGTH, tidySearch } from '@/lib/search-text';
export const MAX_SUGGESTIONS = 5;
const PER_PAGE = 24;
const POPULAR = 6;

/** docs/openapi.yaml#/components/schemas/SearchResult */
export const searchResultSchema = object({
  id: string,
  slug: string,
  title: string,
  title_dv: optional(string),
  shop_type: oneOf(SHOP_TYPES),
  category: string,
  category_dv: optional(string),
  /** The lowest price in force when the search was answered (the sale price during a sale). */
  price: number,
  /** Only during a sale: the price without it, struck out. */
  original_price: optional(number),
  image: string,
});
export type SearchResult = Infer<typeof searchResultSchema>;

const popularCategorySchema = object({
  name: string,
  name_dv: optional(string),
  slug: string,
  shop_type: oneOf(SHOP_TYPES),
  products: int,
});
export type PopularCategory = Infer<typeof popularCategorySchema>;

/** docs/openapi.yaml#/components/schemas/SearchResults */
export const searchResultsSchema = object({
  query: string,
  total: int,
  page: int,
  per_page: int,
  results: array(searchResultSchema),
  popular_categories: array(popularCategorySchema),
});
export type SearchResults = Infer<typeof searchResultsSchema>;

/**
 * A search as the server compares it: lower case, accents and Thaana's vowel
 * signs dropped (decision 228), invisible format characters dropped, split
 * on anything not a letter or digit.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\p{Mn}\p{Cf}]/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * The built-in catalogue searched without the server: every word in the
 * product's text, the products with a word in their title first.
 */
export function searchLocally(
  products: readonly Product[],
  categories: readonly Category[],
  text: string,
  page = 1,
): SearchResults {
  const words = searchWords(text);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const haystack = (product: Product) => {
    const category = byId.get(product.category_id);
    const parent = category?.parent_id == null ? undefined : byId.get(category.parent_id);
    return searchWords(
      [product.title, product.title_dv ?? '', product.description, product.sku, product.brand ?? '', product.model ?? '',
        category?.name ?? '', category?.name_dv ?? '', parent?.name ?? '', parent?.name_dv ?? '',
        ...product.colors.map((color) => color.name), ...product.sizes].join(' '),
    ).join(' ');
  };
  const found =
    words.length === 0
      ? []
      : products
          .filter((product) => words.every((word) => haystack(product).includes(word)))
          .map((product) => {
            const title = searchWords(`${product.title} ${product.title_dv ?? ''}`).join(' ');
            return { product, inTitle: words.filter((word) => title.includes(word)).length };
          })
          .sort((a, b) => b.inTitle - a.inTitle);
  const counts = new Map<string, number>();
  for (const product of products) {
    counts.set(product.category_id, (counts.get(product.category_id) ?? 0) + 1);
  }
  // Offered only when nothing was found, as the server does.
  const popular = categories
    .filter((category) => found.length === 0 && category.parent_id !== null && (counts.get(category.id) ?? 0) > 0)
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.position - b.position)
    .slice(0, POPULAR)
    .map((category) => ({
      name: category.name,
      ...(category.name_dv ? { name_dv: category.name_dv } : {}),
      slug: category.slug,
      shop_type: category.shop_type,
      products: counts.get(category.id) ?? 0,
    }));
  return {
    query: words.join(' '),
    total: found.length,
    page,
    per_page: PER_PAGE,
    results: found.slice((page - 1) * PER_PAGE, page * PER_PAGE).map(({ product }) => {
      const shown = listingPrice(product);
      const category = byId.get(product.category_id);
      return {
        id: product.id,
        slug: product.slug,
        title: product.title,
        ...(product.title_dv ? { title_dv: product.title_dv } : {}),
        shop_type: product.shop_type,
        category: category?.name ?? '',
        ...(category?.name_dv ? { category_dv: category.name_dv } : {}),
        price: shown.price,
        ...(shown.original === null ? {} : { original_price: shown.original }),
        image: product.images[0] ?? '',
      };
    }),
    popular_categories: popular,
  };
}
