// How many of a variant are left (docs/openapi.yaml, Stock): clothing is kept
// per "Colour:Size" or per size alone, appliances as {"default": n}. A
// variant with no entry is not tracked: always available. The server checks
// again when the order is placed; this only tells the customer early.

/** What the stock rules read of a product (the catalogue's Product has it). */
export type StockedProduct = {
  stock: Readonly<Record<string, number>>;
  sizes: readonly string[];
  colors: readonly { name: string }[];
};

/** At or below this, the page says "Only N left". */
export const LOW_STOCK = 3;

export type StockLevel =
  | { kind: 'unknown' } // not tracked, or not every choice made yet
  | { kind: 'in-stock'; quantity: number }
  | { kind: 'low'; quantity: number }
  | { kind: 'out' };

function lookup(stock: StockedProduct['stock'], key: string): number | undefined {
  if (key in stock) {
    return stock[key];
  }
  // Colour names are unique ignoring case; match a key typed differently.
  const wanted = key.toLowerCase();
  const found = Object.keys(stock).find((candidate) => candidate.toLowerCase() === wanted);
  return found === undefined ? undefined : stock[found];
}

/** The count for the chosen variant, or undefined when untracked or not yet chosen. */
export function variantStock(
  product: StockedProduct,
  choice: { size?: string | undefined; color?: string | undefined },
): number | undefined {
  const needsSize = product.sizes.length > 0;
  const needsColor = product.colors.length > 0;
  if ((needsSize && choice.size === undefined) || (needsColor && choice.color === undefined)) {
    return undefined;
  }
  if (!needsSize && !needsColor) {
    return lookup(product.stock, 'default');
  }
  if (needsSize && needsColor) {
    return lookup(product.stock, `${choice.color ?? ''}:${choice.size ?? ''}`) ?? lookup(product.stock, choice.size ?? '');
  }
  return lookup(product.stock, choice.size ?? choice.color ?? '');
}

export function stockLevel(quantity: number | undefined): StockLevel {
  if (quantity === undefined) {
    return { kind: 'unknown' };
  }
  if (quantity <= 0) {
    return { kind: 'out' };
  }
  return quantity <= LOW_STOCK ? { kind: 'low', quantity } : { kind: 'in-stock', quantity };
}

/** Whether a size is sold out in the chosen colour (or in every colour when none is chosen). */
export function isSizeSoldOut(product: StockedProduct, size: string, color?: string): boolean {
  const colors = color === undefined ? product.colors.map((c) => c.name) : [color];
  if (colors.length === 0) {
    return variantStock(product, { size }) === 0;
  }
  return colors.every((name) => variantStock(product, { size, color: name }) === 0);
}

/**
 * How many more of a variant may go into the cart: its stock less what the
 * cart already holds; undefined when the variant is not tracked.
 */
export function roomLeft(stock: number | undefined, inCart: number): number | undefined {
  return stock === undefined ? undefined : Math.max(0, stock - inCart);
}
