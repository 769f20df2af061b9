// Where a product's page is (spec section 2, route table): clothing under
// /shop, appliances under /accessories. Shared by the catalogue and the cart.

export function productPath(shopType: 'clothing' | 'accessories', slug: string): string {
  return `${shopType === 'accessories' ? '/accessories' : '/shop'}/${encodeURIComponent(slug)}`;
}
