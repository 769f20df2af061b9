// The listings' state lives in the address (spec section 2; decision 022), so
// reload, Back and a shared link all show the same page. These functions read
// it from the URL, write it back in one canonical form and turn it into the
// GET /products query. Any change but the page itself goes back to page 1.
import type { ProductQuery, ProductSort } from '@/api/catalog';
import { FILTER_COLORS, SIZE_OPTIONS } from '@/features/catalog/filter-options';
import { englishT } from '@/i18n/english';

// --- shared ------------------------------------------------------------------

/** "Empty means no bound, else parsed as integer" (spec section 5, Price filter); never negative. */
export function parsePriceBound(text: string | null | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') {
    return undefined;
  }
  const value = Number.parseInt(trimmed, 10);
  return Number.isNaN(value) || value < 0 ? undefined : value;
}

function parsePage(text: string | null): number {
  const page = Number(text ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function splitList(text: string | null): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The total number of pages (at least 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

// --- clothing (/shop, /categories/:slug) -------------------------------------

export const CLOTHING_PAGE_SIZE = 9;

export const CLOTHING_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ClothingSort = (typeof CLOTHING_SORTS)[number];

export type ClothingListing = {
  /** Category slugs, sorted. */
  categories: string[];
  /** In option order (XS to XXL). */
  sizes: string[];
  /** Filter colour names, in option order. */
  colors: string[];
  /** MVR bounds, inclusive. */
  min: number | undefined;
  max: number | undefined;
  sort: ClothingSort;
  page: number;
  /** The header search's text; '' for none. */
  q: string;
  /** Only products with a sale in force (`sale=1`). */
  sale?: boolean;
};

export type ClothingFilterChange = Partial<Omit<ClothingListing, 'page'>>;

const isClothingSort = (value: string | null): value is ClothingSort =>
  CLOTHING_SORTS.includes(value as ClothingSort);

const unique = (values: string[]) => [...new Set(values)];

function knownSizes(values: readonly string[]): string[] {
  const wanted = new Set(values.map((value) => value.toUpperCase()));
  return SIZE_OPTIONS.filter((size) => wanted.has(size));
}

function knownColors(values: readonly string[]): string[] {
  const wanted = new Set(values.map((value) => value.toLowerCase()));
  return FILTER_COLORS.filter((color) => wanted.has(color.name.toLowerCase())).map((color) => color.name);
}

const tidyCategories = (values: readonly string[]) =>
  unique(values.map((value) => value.toLowerCase())).sort();

/**
 * The listing a URL shows. On /categories/:slug the route's category is the
 * selection (a `category` parameter there is ignored: links never make one).
 */
export function readClothingListing(search: URLSearchParams, routeCategory?: string): ClothingListing {
  const sort = search.get('sort');
  return {
    categories: tidyCategories(routeCategory === undefined ? splitList(search.get('category')) : [routeCategory]),
    sizes: knownSizes(splitList(search.get('sizes'))),
    colors: knownColors(splitList(search.get('colors'))),
    min: parsePriceBound(search.get('min')),
    max: parsePriceBound(search.get('max')),
    sort: isClothingSort(sort) ? sort : 'newest',
    page: parsePage(search.get('page')),
    q: (search.get('q') ?? '').trim(),
    sale: search.get('sale') === '1',
  };
}

/**
 * The one address of a listing (decision 193). The filter panel keeps the
 * customer where they are: on /shop every category ticked is a `category`
 * parameter of /shop (the Clothing tab stays lit); a category's own page
 * (/categories/abayas, reached from its tile) keeps its address while its
 * category alone is chosen, and any other choice goes to /shop. Defaults
 * (newest, page 1, no bound) are left out.
 */
export function clothingListingHref(listing: ClothingListing, routeCategory?: string): string {
  const params = new URLSearchParams();
  if (listing.q !== '') params.set('q', listing.q);
  const [only, ...others] = listing.categories;
  const onePage = routeCategory !== undefined && only === routeCategory.toLowerCase() && others.length === 0;
  if (!onePage && listing.categories.length > 0) params.set('category', listing.categories.join(','));
  if (listing.sizes.length > 0) params.set('sizes', listing.sizes.join(','));
  if (listing.colors.length > 0) params.set('colors', listing.colors.join(','));
  if (listing.sale === true) params.set('sale', '1');
  if (listing.min !== undefined) params.set('min', String(listing.min));
  if (listing.max !== undefined) params.set('max', String(listing.max));
  if (listing.sort !== 'newest') params.set('sort', listing.sort);
  if (listing.page > 1) params.set('page', String(listing.page));
  return withQuery(onePage ? `/categories/${encodeURIComponent(only)}` : '/shop', params);
}

/** A filter, sort or search change: back to page 1 (spec: any change resets the page). */
export function changeClothingListing(listing: ClothingListing, change: ClothingFilterChange): ClothingListing {
  const next = { ...listing, ...change, page: 1 };
  return {
    ...next,
    categories: tidyCategories(next.categories),
    sizes: knownSizes(next.sizes),
    colors: knownColors(next.colors),
  };
}

/** "Clear All": every filter off; the sort and the search stay. */
export function clearClothingFilters(listing: ClothingListing): ClothingListing {
  return changeClothingListing(listing, {
    categories: [],
    sizes: [],
    colors: [],
    min: undefined,
    max: undefined,
    sale: false,
  });
}

export function hasClothingFilters(listing: ClothingListing): boolean {
  return (
    listing.categories.length + listing.sizes.length + listing.colors.length > 0 ||
    listing.sale === true ||
    listing.min !== undefined ||
    listing.max !== undefined
  );
}

/** Adds the value when absent, removes it when present. */
export function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

export function clothingProductQuery(listing: ClothingListing): ProductQuery {
  return {
    shopType: 'clothing',
    categories: listing.categories,
    sizes: listing.sizes,
    colors: listing.colors,
    minPrice: listing.min,
    maxPrice: listing.max,
    q: listing.q,
    ...(listing.sale === true ? { onSale: true } : {}),
    sort: listing.sort,
    page: listing.page,
    perPage: CLOTHING_PAGE_SIZE,
  };
}

// --- appliances (/accessories) -----------------------------------------------

export const APPLIANCES_PAGE_SIZE = 12;

export const APPLIANCE_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const satisfies readonly ProductSort[];

export type ApplianceListing = {
  /** One category slug, or undefined for "All Items". */
  category: string | undefined;
  sort: ProductSort;
  page: number;
  /** Only appliances with a sale in force (`sale=1`), as on the clothing listing. */
  sale?: boolean;
};

const isApplianceSort = (value: string | null): value is ProductSort =>
  APPLIANCE_SORTS.includes(value as ProductSort);

/** Only `category`, `sort`, `page` (spec section 2) and `sale` (decision 211) are read. */
export function readApplianceListing(search: URLSearchParams): ApplianceListing {
  const category = (search.get('category') ?? '').trim().toLowerCase();
  const sort = search.get('sort');
  return {
    category: category === '' ? undefined : category,
    sort: isApplianceSort(sort) ? sort : 'newest',
    page: parsePage(search.get('page')),
    sale: search.get('sale') === '1',
  };
}

export function applianceListingHref(listing: ApplianceListing): string {
  const params = new URLSearchParams();
  if (listing.category !== undefined) params.set('category', listing.category);
  if (listing.sale === true) params.set('sale', '1');
  if (listing.sort !== 'newest') params.set('sort', listing.sort);
  if (listing.page > 1) params.set('page', String(listing.page));
  return withQuery('/accessories', params);
}

/** Changing the category, the sort or the Sale filter goes back to page 1. */
export function changeApplianceListing(
  listing: ApplianceListing,
  change: Partial<Omit<ApplianceListing, 'page'>>,
): ApplianceListing {
  return { ...listing, ...change, page: 1 };
}

export function applianceProductQuery(listing: ApplianceListing): ProductQuery {
  return {
    shopType: 'accessories',
    categories: listing.category === undefined ? [] : [listing.category],
    ...(listing.sale === true ? { onSale: true } : {}),
    sort: listing.sort,
    page: listing.page,
    perPage: APPLIANCES_PAGE_SIZE,
  };
}

/** "1 item", "12 items" (spec section 2, Appliances listing), in English; the page says catalog.itemCount in its language. */
export function itemCountLabel(count: number): string {
  return englishT('catalog.itemCount', { count });
}
