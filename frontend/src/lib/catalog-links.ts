// Where a product's page is (spec section 2, route table): clothing under
// /shop, appliances under /accessories. Shared by the catalogue and the cart.

export function productPath(shopType: 'clothing' | 'accessories', slug: string): string {
  return `${shopType === 'accessories' ? '/accessories' : '/shop'}/${encodeURIComponent(slug)}`;
}

/** What the shop a product belongs to is called to customers (the header's names). */
export function shopLabel(shopType: 'clothing' | 'accessories'): string {
  return shopType === 'accessories' ? 'Appliances' : 'Clothing';
}

/** The catalogue id of what the shop a product belongs to is called (common.json). */
export function shopLabelId(shopType: 'clothing' | 'accessories'): string {
  return shopType === 'accessories' ? 'common.shopAppliances' : 'common.shopClothing';
}

/** The search results page for a search. */
export function searchPath(term: string): string {
  return `/search?${new URLSearchParams({ q: term.trim() }).toString()}`;
}
