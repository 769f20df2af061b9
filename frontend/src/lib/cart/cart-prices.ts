// A cart line keeps the price it was added at; the catalogue may have changed
// it since (a sale started or ended). This rule brings the lines to the prices
// in force and marks each changed line with the price it had (priceWas), so the
// cart and the checkout tell the customer before Place Order rather than the
// server refusing the order (decision 211).
import type { CartLine, ProductCartLine } from '@/lib/cart/cart-rules';
import type { ShownPrice } from '@/lib/sale-price';

/** The line at price (with the price without a sale, when one is in force). */
function priced(line: ProductCartLine, live: ShownPrice): ProductCartLine {
  // The price the customer first saw is kept while the price differs from it.
  const was = line.priceWas ?? line.price;
  const next: ProductCartLine = {
    id: line.id,
    title: line.title,
    price: live.price,
    quantity: line.quantity,
    image: line.image,
    sku: line.sku,
    hex: line.hex,
    size: line.size,
    color: line.color,
    type: 'product',
    product: line.product,
  };
  if (line.titleDv !== undefined) next.titleDv = line.titleDv;
  if (live.original !== null) next.originalPrice = live.original;
  if (was !== live.price) next.priceWas = was;
  return next;
}

/**
 * The lines at the prices in force, by line id (a line without one keeps its
 * price). Unchanged lines are the same objects.
 */
export function repriceLines(lines: readonly CartLine[], prices: ReadonlyMap<string, ShownPrice>): CartLine[] {
  return lines.map((line) => {
    const live = line.type === 'product' ? prices.get(line.id) : undefined;
    if (live === undefined || line.type !== 'product') {
      return line;
    }
    const same = live.price === line.price && (live.original ?? undefined) === line.originalPrice;
    return same ? line : priced(line, live);
  });
}
