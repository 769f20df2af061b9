// GET /products done in the browser, over a list already at hand (the built-in
// catalogue when the API cannot be reached): the same filters, orders and
// paging as the server (backend/internal/catalog/filter.go and its store).
import type { Category, Product, ProductPage, ProductQuery } from '@/api/catalog';

/** The server's page size when none is asked for, and its cap. */
const DEFAULT_PER_PAGE = 12;
const MAX_PER_PAGE = 100;

const lower = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => value.trim().toLowerCase()).filter((value) => value !== '');

/** Ids of the categories the slugs name; a top-level category brings its children. */
function categoryIds(categories: readonly Category[], slugs: readonly string[]): Set<string> {
  const named = new Set(categories.filter((category) => slugs.includes(category.slug.toLowerCase())).map((c) => c.id));
  const ids = new Set(named);
  for (const category of categories) {
    if (category.parent_id !== null && named.has(category.parent_id)) {
      ids.add(category.id);
    }
  }
  return ids;
}

function newestFirst(a: Product, b: Product): number {
  if (a.created_at !== b.created_at) {
    return a.created_at < b.created_at ? 1 : -1;
  }
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

function compareFor(sort: ProductQuery['sort']): (a: Product, b: Product) => number {
  switch (sort) {
    case 'price-asc':
      return (a, b) => a.price - b.price || newestFirst(a, b);
    case 'price-desc':
      return (a, b) => b.price - a.price || newestFirst(a, b);
    case 'name':
      return (a, b) => {
        const [x, y] = [a.title.toLowerCase(), b.title.toLowerCase()];
        return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      };
    default:
      return newestFirst;
  }
}

export function selectProductPage(
  products: readonly Product[],
  categories: readonly Category[],
  query: ProductQuery,
): ProductPage {
  const slugs = lower(query.categories);
  const inCategories = slugs.length > 0 ? categoryIds(categories, slugs) : null;
  const sizes = (query.sizes ?? []).map((size) => size.trim().toUpperCase()).filter((size) => size !== '');
  const colors = lower(query.colors);
  const text = query.q?.trim().toLowerCase() ?? '';

  const matching = products.filter(
    (product) =>
      (query.shopType === undefined || product.shop_type === query.shopType) &&
      (inCategories === null || inCategories.has(product.category_id)) &&
      (sizes.length === 0 || product.sizes.some((size) => sizes.includes(size.toUpperCase()))) &&
      (colors.length === 0 || product.colors.some((color) => colors.includes(color.name.trim().toLowerCase()))) &&
      (query.minPrice === undefined || product.price >= query.minPrice) &&
      (query.maxPrice === undefined || product.price <= query.maxPrice) &&
      (text === '' ||
        `${product.title}\n${product.sku}\n${product.description}`.toLowerCase().includes(text)) &&
      (query.isFeatured === undefined || product.is_featured === query.isFeatured) &&
      (query.onSale !== true || product.on_sale === true),
  );

  const perPage = Math.min(Math.max(query.perPage ?? query.limit ?? DEFAULT_PER_PAGE, 1), MAX_PER_PAGE);
  const page = Math.max(query.page ?? 1, 1);
  const items = [...matching].sort(compareFor(query.sort)).slice((page - 1) * perPage, page * perPage);
  return { items, total: matching.length };
}
