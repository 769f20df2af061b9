// Counts the items in the stored cart for the header and bottom-bar badges.
// The cart itself (CartProvider, its rules) arrives with the cart feature;
// until then this reads the spec's storage format defensively.

/** localStorage key of the cart: a JSON array of lines with a quantity. */
export const CART_STORAGE_KEY = 'cart';

/** The spec discards a stored cart longer than this when loading it. */
export const MAX_STORED_CART_LENGTH = 10_000;

/**
 * Sums the quantities of the stored cart lines. Anything unreadable (bad JSON,
 * not an array, an oversized value, a line without a positive whole quantity)
 * counts as nothing rather than breaking the page.
 */
export function countCartItems(stored: string | null): number {
  if (stored === null || stored.length > MAX_STORED_CART_LENGTH) {
    return 0;
  }
  let lines: unknown;
  try {
    lines = JSON.parse(stored);
  } catch {
    return 0;
  }
  if (!Array.isArray(lines)) {
    return 0;
  }
  let count = 0;
  for (const line of lines) {
    const quantity: unknown =
      typeof line === 'object' && line !== null ? (line as { quantity?: unknown }).quantity : undefined;
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0) {
      count += quantity;
    }
  }
  return count;
}
