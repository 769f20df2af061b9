// The item count of a stored cart, read with the cart's own rules: what the
// cart would load (nothing when the value is oversized or corrupted).
import { cartItemCount, parseStoredCart } from '@/lib/cart/cart-rules';

export function countCartItems(stored: string | null): number {
  return stored === null ? 0 : cartItemCount(parseStoredCart(stored) ?? []);
}
