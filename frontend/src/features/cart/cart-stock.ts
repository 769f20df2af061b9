// What is left of each cart line's product, size and colour, from the
// products the cart asked the catalogue for afresh (api/cart-products);
// undefined while unknown, for a tailor-made line, an untracked variant or a
// product no longer in the shop.
import type { Product } from '@/api/catalog';
import { type CartLine, NO_SIZE } from '@/lib/cart/cart-rules';
import { variantStock } from '@/lib/stock';

/** Each line's stock, in the order of the lines. */
export function cartStock(lines: readonly CartLine[], products: readonly (Product | undefined)[]): (number | undefined)[] {
  return lines.map((line, index) => {
    const product = products[index];
    if (line.type !== 'product' || product === undefined) {
      return undefined;
    }
    return variantStock(product, {
      size: line.size === NO_SIZE ? undefined : line.size,
      color: line.color ?? undefined,
    });
  });
}
