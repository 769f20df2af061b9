// The cart the storefront's tests start from: a clothing line (2 × Linen
// Abaya, M, Navy: MVR 1,700.00) and an appliance (1 × Electric Kettle:
// MVR 450.50, no picture), kept in browser storage as the app keeps it.
import { addItem, CART_STORAGE_KEY, type CartLine, type CartProduct } from '@/lib/cart/cart-rules';

export const abaya: CartProduct = {
  id: 'prod-1',
  title: 'Linen Abaya',
  slug: 'linen-abaya',
  sku: 'ABY-001',
  price: 850,
  images: ['/media/abaya.jpg'],
  shop_type: 'clothing',
  colors: [{ name: 'Navy', hex: '#1e3a8a' }],
  sizes: ['M'],
};

export const kettle: CartProduct = {
  id: 'prod-9',
  title: 'Electric Kettle',
  slug: 'electric-kettle',
  sku: 'KET-009',
  price: 450.5,
  images: [],
  shop_type: 'accessories',
  colors: [],
};

export function twoLines(): CartLine[] {
  return addItem(addItem([], abaya, { size: 'M', color: 'Navy', quantity: 2 }), kettle, { quantity: 1 });
}

/** Puts lines (the two above unless told) in the stored cart and returns them. */
export function storeCart(lines: CartLine[] = twoLines()): CartLine[] {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  return lines;
}
