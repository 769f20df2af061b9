// The catalogue's constants, alone: the header's search box needs them in
// the first load, where the catalogue's API (api/catalog.ts) is not.
/** The spec's client cache: 5 seconds per parameter set (sections 7 and 9). */
export const CATALOG_CACHE_SECONDS = 5;

/** The two shops (spec section 2). */
export const SHOP_TYPES = ['clothing', 'accessories'] as const;
export type ShopType = (typeof SHOP_TYPES)[number];
