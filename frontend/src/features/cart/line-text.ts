// How the cart screen names and links a line.
import { type CartLine, NO_SIZE } from '@/lib/cart/cart-rules';
import type { Translate } from '@/i18n/english';

/**
 * The line's name for screen readers, telling apart two lines of one product:
 * "Linen Abaya, size M, Navy", in the page's language (`t`, decision 250).
 */
export function describeLine(line: Pick<CartLine, 'title' | 'size' | 'color'>, t: Translate): string {
  const parts = [line.title];
  if (line.size !== NO_SIZE) {
    parts.push(t('cartScreen.lineSize', { size: line.size }));
  }
  if (line.color !== null) {
    parts.push(line.color);
  }
  return parts.join(t('cartScreen.lineSeparator'));
}

/**
 * Product links from the cart go to /shop/{slug} (spec section 2); a
 * tailor-made line links to its request on /tailoring.
 */
export function productPath(line: CartLine): string {
  if (line.type === 'tailor') {
    return `/tailoring?${new URLSearchParams({ number: line.tailorItemId }).toString()}`;
  }
  return `/shop/${encodeURIComponent(line.product.slug)}`;
}
