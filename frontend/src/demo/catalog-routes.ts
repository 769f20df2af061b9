// The standalone demo's catalogue (docs/openapi.yaml: /products, /categories):
// the server's listing rules (api/catalog-filter, shared with the built-in
// fallback), its checks on the admin's product and category forms, and its
// ids, slugs and positions (spec sections 3 and 5).
import type { Category, Product, ProductQuery, ProductSort, ShopType } from '@/api/catalog';
import { selectProductPage } from '@/api/catalog-filter';
import { MAX_SEARCH_LENGTH, MAX_SUGGESTIONS, searchLocally } from '@/api/search-local';
import { slugify } from '@/lib/slug';

import { type DemoAnswer, type DemoRequest, fail, invalid, isRecord, noContent, notFound, ok, created, text } from '@/demo/demo-http';
import type { DemoContext } from '@/demo/demo-context';

const SORTS: readonly ProductSort[] = ['newest', 'price-asc', 'price-desc', 'name'];
const CATEGORY_IN_USE = 'This category still has products or subcategories. Move or delete them first.';
const NO_ACCESSORIES_TOP =
  'No parent "Accessories" category found. Please contact your administrator to set up the parent category first.';

const list = (value: string | null) => (value ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
const whole = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);

/** GET /products' query string read back into the listing's query. */
export function productQueryOf(params: URLSearchParams): ProductQuery {
  const shopType = params.get('shop_type');
  const sort = params.get('sort');
  const featured = params.get('is_featured');
  return {
    ...(shopType === 'clothing' || shopType === 'accessories' ? { shopType } : {}),
    categories: list(params.get('category')),
    sizes: list(params.get('sizes')),
    colors: list(params.get('colors')),
    ...(whole(params.get('min_price')) === undefined ? {} : { minPrice: whole(params.get('min_price')) }),
    ...(whole(params.get('max_price')) === undefined ? {} : { maxPrice: whole(params.get('max_price')) }),
    ...(params.get('q') === null ? {} : { q: params.get('q') ?? '' }),
    ...(featured === 'true' || featured === 'false' ? { isFeatured: featured === 'true' } : {}),
    ...(SORTS.includes(sort as ProductSort) ? { sort: sort as ProductSort } : {}),
    ...(whole(params.get('page')) === undefined ? {} : { page: whole(params.get('page')) }),
    ...(whole(params.get('per_page')) === undefined ? {} : { perPage: whole(params.get('per_page')) }),
    ...(whole(params.get('limit')) === undefined ? {} : { limit: whole(params.get('limit')) }),
  };
}

/** A slug made from the text, unique among the taken ones ("abaya", "abaya-2", ...). */
function uniqueSlug(source: string, taken: readonly string[], fallback: string): string {
  const base = slugify(source) || fallback;
  let slug = base;
  for (let n = 2; taken.includes(slug); n++) {
    slug = `${base}-${String(n)}`;
  }
  return slug;
}

/** An id of the spec's shape, prefix plus a timestamp, unique among the taken ones. */
function newId(prefix: string, now: Date, taken: readonly string[]): string {
  let stamp = now.getTime();
  while (taken.includes(`${prefix}${String(stamp)}`)) {
    stamp += 1;
  }
  return `${prefix}${String(stamp)}`;
}

function productProblems(body: Record<string, unknown>, categories: readonly Category[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (text(body.title).length < 3) problems.title = 'Title must be at least 3 characters';
  if (text(body.description).length < 10) problems.description = 'Description must be at least 10 characters';
  if (typeof body.price !== 'number' || !Number.isFinite(body.price) || body.price < 0) problems.price = 'Price must be positive';
  if (text(body.sku) === '') problems.sku = 'SKU is required';
  if (!categories.some((category) => category.id === body.category_id)) problems.category_id = 'Please select a category';
  const stock = isRecord(body.stock) ? Object.values(body.stock) : [];
  if (stock.some((count) => typeof count !== 'number' || !Number.isInteger(count) || count < 0)) {
    problems.stock = 'Stock must be a positive number';
  }
  if (body.shop_type !== 'accessories') {
    if (!Array.isArray(body.sizes) || body.sizes.length === 0) problems.sizes = 'Please select at least one size';
    if (!Array.isArray(body.colors) || body.colors.length === 0) problems.colors = 'At least one color is required';
  }
  return problems;
}

/** The stored product from a form's body; what only the shop decides is passed in. */
function productFrom(body: Record<string, unknown>, fixed: Pick<Product, 'id' | 'slug' | 'created_at' | 'version'>, now: Date): Product {
  const shopType: ShopType = body.shop_type === 'accessories' ? 'accessories' : 'clothing';
  const optional = (name: 'brand' | 'model' | 'specifications' | 'warranty' | 'care_instructions' | 'delivery_notes') =>
    text(body[name]) === '' ? {} : { [name]: text(body[name]) };
  return {
    ...fixed,
    title: text(body.title),
    sku: text(body.sku),
    description: text(body.description),
    price: body.price as number,
    images: Array.isArray(body.images) ? body.images.filter((image): image is string => typeof image === 'string') : [],
    category_id: text(body.category_id),
    shop_type: shopType,
    tags: [],
    stock: isRecord(body.stock) ? (body.stock as Record<string, number>) : {},
    colors: shopType === 'accessories' || !Array.isArray(body.colors) ? [] : (body.colors as Product['colors']),
    sizes: shopType === 'accessories' || !Array.isArray(body.sizes) ? [] : (body.sizes as string[]),
    is_featured: body.is_featured === true,
    updated_at: now.toISOString(),
    ...optional('brand'),
    ...optional('model'),
    ...optional('specifications'),
    ...optional('warranty'),
    ...optional('care_instructions'),
    ...optional('delivery_notes'),
  };
}

function categoryProblems(body: Record<string, unknown>, categories: readonly Category[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (text(body.name) === '') problems.name = 'Please enter a category name';
  const parent = body.parent_id;
  if (parent !== null && parent !== undefined && !categories.some((category) => category.id === parent)) {
    problems.parent_id = 'Parent category not found';
  }
  return problems;
}

function byPosition(a: Category, b: Category): number {
  return a.position - b.position || a.name.localeCompare(b.name);
}

export function catalogRoute(request: DemoRequest, context: DemoContext): DemoAnswer | null {
  const { store, now } = context;
  const { method, path, body } = request;
  const products = () => store.read('products');
  const categories = () => store.read('categories');

  if (path === '/products' && method === 'GET') {
    const page = selectProductPage(products(), categories(), productQueryOf(request.query));
    return ok(page.items, { 'x-total-count': String(page.total) });
  }
  const productSlug = /^\/products\/slug\/([^/]+)$/.exec(path);
  if (productSlug !== null && method === 'GET') {
    const slug = decodeURIComponent(productSlug[1] ?? '');
    const product = products().find((candidate) => candidate.slug === slug);
    return product === undefined ? notFound('Product not found') : ok(product);
  }
  const categorySlug = /^\/categories\/slug\/([^/]+)$/.exec(path);
  if (categorySlug !== null && method === 'GET') {
    const slug = decodeURIComponent(categorySlug[1] ?? '');
    const category = categories().find((candidate) => candidate.slug === slug);
    return category === undefined ? notFound('Category not found') : ok(category);
  }
  if (path === '/categories' && method === 'GET') {
    return ok([...categories()].sort(byPosition));
  }
  if ((path === '/search' || path === '/search/suggestions') && method === 'GET') {
    const q = request.query.get('q') ?? '';
    if (Array.from(q).length > MAX_SEARCH_LENGTH) {
      return invalid({ q: 'Search must be at most 200 characters' });
    }
    const found = searchLocally(products(), categories(), q, whole(request.query.get('page')) ?? 1);
    return path === '/search' ? ok(found) : ok(found.results.slice(0, MAX_SUGGESTIONS));
  }
  if (!path.startsWith('/products') && !path.startsWith('/categories')) {
    return null;
  }

  // Everything below is the admin's.
  const guard = context.requireAdmin();
  if (guard !== null) {
    return guard;
  }
  const input = isRecord(body) ? body : {};

  if (path === '/products' && method === 'POST') {
    const problems = productProblems(input, categories());
    if (Object.keys(problems).length > 0) {
      return invalid(problems);
    }
    const all = products();
    const product = productFrom(
      input,
      {
        id: newId('prod-', now(), all.map((candidate) => candidate.id)),
        slug: uniqueSlug(text(input.title), all.map((candidate) => candidate.slug), 'product'),
        created_at: now().toISOString(),
        version: 1,
      },
      now(),
    );
    store.write('products', [product, ...all]);
    return created(product);
  }
  const productId = /^\/products\/([^/]+)$/.exec(path);
  if (productId !== null) {
    const id = decodeURIComponent(productId[1] ?? '');
    const all = products();
    const index = all.findIndex((candidate) => candidate.id === id);
    const existing = all[index];
    if (existing === undefined) {
      return notFound('Product not found');
    }
    if (method === 'GET') {
      return ok(existing);
    }
    if (method === 'DELETE') {
      store.write('products', all.filter((candidate) => candidate.id !== id));
      return noContent();
    }
    if (method === 'PUT') {
      const version = existing.version ?? 1;
      if (typeof input.version === 'number' && input.version !== version) {
        return fail(
          409,
          'This product changed since you opened it (an order may have taken stock). Close the form and open it again to see the latest.',
        );
      }
      const problems = productProblems(input, categories());
      if (Object.keys(problems).length > 0) {
        return invalid(problems);
      }
      const product = productFrom(input, { id, slug: existing.slug, created_at: existing.created_at, version: version + 1 }, now());
      store.write('products', all.map((candidate) => (candidate.id === id ? product : candidate)));
      return ok(product);
    }
  }

  if (path === '/categories' && method === 'POST') {
    const all = categories();
    const problems = categoryProblems(input, all);
    if (Object.keys(problems).length > 0) {
      return invalid(problems);
    }
    const shopType: ShopType = input.shop_type === 'accessories' ? 'accessories' : 'clothing';
    let parentId = typeof input.parent_id === 'string' ? input.parent_id : null;
    if (shopType === 'accessories' && parentId === null) {
      // The spec's appliance categories all hang under the top-level "Accessories".
      const top = all.find((category) => category.shop_type === 'accessories' && category.parent_id === null);
      if (top === undefined) {
        return invalid({ parent_id: NO_ACCESSORIES_TOP });
      }
      parentId = top.id;
    }
    const sameShop = all.filter((category) => category.shop_type === shopType);
    const category: Category = {
      id: newId(shopType === 'accessories' ? 'acc-cat-' : 'cat-', now(), all.map((candidate) => candidate.id)),
      name: text(input.name),
      slug: uniqueSlug(text(input.name), all.map((candidate) => candidate.slug), 'category'),
      image_url: text(input.image_url) === '' ? null : text(input.image_url),
      parent_id: parentId,
      shop_type: shopType,
      position: sameShop.reduce((last, candidate) => Math.max(last, candidate.position), 0) + 1,
    };
    store.write('categories', [...all, category]);
    return created(category);
  }
  if (path === '/categories/order' && method === 'PUT') {
    const placements = Array.isArray(body) ? body.filter(isRecord) : [];
    const positions = new Map(placements.map((placement) => [placement.id, placement.position]));
    store.write(
      'categories',
      categories().map((category) => {
        const position = positions.get(category.id);
        return typeof position === 'number' ? { ...category, position } : category;
      }),
    );
    return noContent();
  }
  const categoryId = /^\/categories\/([^/]+)$/.exec(path);
  if (categoryId !== null) {
    const id = decodeURIComponent(categoryId[1] ?? '');
    const all = categories();
    const existing = all.find((candidate) => candidate.id === id);
    if (existing === undefined) {
      return notFound('Category not found');
    }
    if (method === 'DELETE') {
      const inUse =
        all.some((candidate) => candidate.parent_id === id) || products().some((product) => product.category_id === id);
      if (inUse) {
        return fail(409, CATEGORY_IN_USE);
      }
      store.write('categories', all.filter((candidate) => candidate.id !== id));
      return noContent();
    }
    if (method === 'PUT') {
      const problems = categoryProblems(input, all);
      if (Object.keys(problems).length > 0) {
        return invalid(problems);
      }
      const category: Category = {
        ...existing,
        name: text(input.name),
        image_url: text(input.image_url) === '' ? null : text(input.image_url),
        parent_id: input.parent_id === undefined ? existing.parent_id : (input.parent_id as string | null),
        position: typeof input.position === 'number' ? input.position : existing.position,
      };
      store.write('categories', all.map((candidate) => (candidate.id === id ? category : candidate)));
      return ok(category);
    }
  }
  return null;
}
