// The number of items in the cart, for the header and bottom-bar badges.
import { useCart } from '@/lib/cart/cart-context';

export function useCartCount(): number {
  return useCart().itemCount;
}
