// The cart's rules (spec sections 3 "Cart line", 4 "Cart", 5 "Add to cart" and
// "Cart storage", 8, 9) as plain functions over immutable lists of lines. The
// provider in cart-context.tsx only wires them to React and browser storage.
import type { KeyValueStorage } from '@/lib/browser-storage';
import {
  array,
  either,
  int,
  literal,
  map,
  nullable,
  number,
  object,
  oneOf,
  optional,
  refine,
  string,
  withDefault,
} from '@/lib/json-shape';
import { priceOf, type SaleProduct } from '@/lib/sale-price';

/** localStorage key of the cart (spec section 9, browser storage keys). */
export const CART_STORAGE_KEY = 'cart';
/** A stored cart longer than this is discarded on load (spec section 9). */
export const MAX_LOADED_CART_LENGTH = 10_000;
/** A cart whose JSON is longer than this is cleared, not saved (spec section 9). */
export const MAX_SAVED_CART_LENGTH = 50_000;
/** The size of a line whose product has no size chosen (spec section 3). */
export const NO_SIZE = 'N/A';

/**
 * Image references longer than this (in practice data: URLs, which the spec
 * allows as product images) are not copied into the cart: one such image
 * would push the stored cart past the 10,000-character load cap and lose it.
 */
export const MAX_STORED_IMAGE_LENGTH = 500;

export type ShopType = 'clothing' | 'accessories';

/** What the cart needs of a product; the catalog's Product satisfies it. */
export type CartProduct = {
  id: string;
  title: string;
  /** The owner's Dhivehi title, when written. */
  title_dv?: string | undefined;
  slug: string;
  sku: string;
  price: number;
  images: string[];
  shop_type: ShopType;
  colors: { name: string; hex: string }[];
  /** Only the add-to-cart check reads it. */
  sizes?: string[];
  /** The sale, read with lib/sale-price: the line is priced at what the variant costs now. */
  sale?: SaleProduct['sale'];
  on_sale?: boolean | undefined;
};

/**
 * The product as a line keeps it: a small snapshot, so carts stay well under
 * the storage caps (the spec keeps the whole product; see decision 025). Its
 * images hold at most the first one.
 */
export type CartLineProduct = Pick<CartProduct, 'id' | 'title' | 'slug' | 'sku' | 'price' | 'images' | 'shop_type'>;

/** A product line of the cart. */
export type ProductCartLine = {
  id: string;
  title: string;
  /**
   * The product's Dhivehi title when it was added, shown on Dhivehi pages;
   * absent when it had none (and in carts kept before lines had it).
   */
  titleDv?: string;
  /** MVR for one item, at the time it was added (or the cart last read the catalogue). */
  price: number;
  /** During a sale, the price without it; absent otherwise. */
  originalPrice?: number;
  /** The price the customer added it at, when the price has changed since (lib/cart/cart-prices). */
  priceWas?: number;
  quantity: number;
  image: string;
  sku: string;
  /** The chosen colour's hex, or null when no colour was chosen. */
  hex: string | null;
  /** The chosen size, or "N/A". */
  size: string;
  /** The chosen colour's name, or null; the order needs it later. */
  color: string | null;
  type: 'product';
  product: CartLineProduct;
};

/**
 * A quoted tailoring request as the cart keeps it (spec section 3, "Cart
 * line"): its number, what it is, and the price it was quoted at, final or
 * estimated. The server prices it again at checkout.
 */
export type TailorItem = {
  id: string;
  kind: 'custom_design' | 'alteration';
  title: string;
  finalPriceMvr: number | null;
  estimatedPriceMvr: number | null;
};

/**
 * A tailor-made line: one of a kind, so its quantity is always 1 and cannot
 * be changed; it has no size, colour or picture.
 */
export type TailorCartLine = {
  id: string;
  title: string;
  price: number;
  quantity: 1;
  image: '';
  sku: string;
  hex: null;
  size: typeof NO_SIZE;
  color: null;
  type: 'tailor';
  tailorItemId: string;
  tailorItem: TailorItem;
};

export type CartLine = ProductCartLine | TailorCartLine;

export type CartChoice = {
  size?: string | undefined;
  /** A colour name from product.colors. */
  color?: string | undefined;
  quantity: number;
};

// --- money -------------------------------------------------------------------

/** MVR to laari (1/100), so sums are exact integers: no 0.1 + 0.2 drift. */
function toLaari(mvr: number): number {
  return Math.round(mvr * 100);
}

/** price × quantity of one line, in MVR, exact to the laari. */
export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return (toLaari(line.price) * line.quantity) / 100;
}

/** The sum of the line totals, in MVR, exact to the laari. */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((laari, line) => laari + toLaari(line.price) * line.quantity, 0) / 100;
}

/** The line's Dhivehi title, when it has one (a tailor-made line has none). */
export function titleDvOf(line: CartLine): string | undefined {
  return line.type === 'product' ? line.titleDv : undefined;
}

/** The number of items: the sum of the quantities. */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/**
 * What the lines come to per shop, in MVR, for the free-delivery rule:
 * tailor-made lines are clothing.
 */
export function cartBasket(lines: readonly CartLine[]): { clothing: number; accessories: number } {
  const laari = { clothing: 0, accessories: 0 };
  for (const line of lines) {
    const shop = line.type === 'product' && line.product.shop_type === 'accessories' ? 'accessories' : 'clothing';
    laari[shop] += toLaari(line.price) * line.quantity;
  }
  return { clothing: laari.clothing / 100, accessories: laari.accessories / 100 };
}

/** Subtotal plus the delivery fee (spec section 9, "Order total"). */
export function cartTotal(subtotal: number, deliveryFee: number): number {
  return (toLaari(subtotal) + toLaari(deliveryFee)) / 100;
}

// --- changing the cart -------------------------------------------------------

function isPositiveWholeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

/** The product, cut down to what a line keeps. */
export function productSnapshot(product: CartProduct): CartLineProduct {
  const first = product.images[0];
  return {
    id: product.id,
    title: product.title,
    slug: product.slug,
    sku: product.sku,
    price: product.price,
    images: first !== undefined && first.length <= MAX_STORED_IMAGE_LENGTH ? [first] : [],
    shop_type: product.shop_type,
  };
}

/** The same product, size and colour always get the same line id. */
export function cartLineId(productId: string, size: string, color: string | null): string {
  return JSON.stringify([productId, size, color ?? '']);
}

/**
 * What the spec's add-to-cart check says (section 5): a clothing product with
 * sizes needs a size, one with colours a colour; null when it may be added.
 */
export function addToCartProblem(
  product: Pick<CartProduct, 'shop_type' | 'colors' | 'sizes'>,
  choice: Pick<CartChoice, 'size' | 'color'>,
): string | null {
  if (product.shop_type !== 'clothing') {
    return null;
  }
  if ((product.sizes?.length ?? 0) > 0 && !choice.size) {
    return 'Please select a size.';
  }
  if (product.colors.length > 0 && !choice.color) {
    return 'Please select a color.';
  }
  return null;
}

/**
 * Adds a product: the same product, size and colour raise that line's
 * quantity, anything else is a new line at the end. A quantity that is not a
 * whole number of at least 1 adds nothing.
 */
export function addItem(lines: readonly CartLine[], product: CartProduct, choice: CartChoice): CartLine[] {
  if (!isPositiveWholeNumber(choice.quantity)) {
    return [...lines];
  }
  const size = choice.size ? choice.size : NO_SIZE;
  const color = choice.color ? choice.color : null;
  const existing = lines.find(
    (line) => line.type === 'product' && line.product.id === product.id && line.size === size && line.color === color,
  );
  if (existing !== undefined) {
    return lines.map((line) =>
      line === existing && line.type === 'product' ? { ...line, quantity: line.quantity + choice.quantity } : line,
    );
  }
  const snapshot = productSnapshot(product);
  const shown = priceOf(product, color, size);
  const titleDv = product.title_dv?.trim() ?? '';
  const line: ProductCartLine = {
    id: cartLineId(product.id, size, color),
    title: product.title,
    ...(titleDv === '' ? {} : { titleDv }),
    price: shown.price,
    ...(shown.original === null ? {} : { originalPrice: shown.original }),
    quantity: choice.quantity,
    image: snapshot.images[0] ?? '',
    sku: product.sku,
    hex: color === null ? null : (product.colors.find((c) => c.name === color)?.hex ?? null),
    size,
    color,
    type: 'product',
    product: snapshot,
  };
  return [...lines, line];
}

/** How many of a product's size and colour the cart holds already. */
export function quantityInCart(
  lines: readonly CartLine[],
  productId: string,
  choice: Pick<CartChoice, 'size' | 'color'>,
): number {
  const id = cartLineId(productId, choice.size ? choice.size : NO_SIZE, choice.color ? choice.color : null);
  return lines.find((line) => line.id === id && line.type === 'product')?.quantity ?? 0;
}

/** The line id of a tailoring request in the cart. */
export function tailorLineId(requestNumber: string): string {
  return `tailor:${requestNumber}`;
}

/** What a tailor-made line costs: the final price once set, else the estimate. */
export function tailorPrice(item: Pick<TailorItem, 'finalPriceMvr' | 'estimatedPriceMvr'>): number | null {
  return item.finalPriceMvr ?? item.estimatedPriceMvr;
}

/**
 * Adds a quoted tailoring request as a line of quantity 1. Added again, it
 * replaces its line (with the latest price) instead of adding a second one.
 * A request without a price adds nothing.
 */
export function addTailorItem(lines: readonly CartLine[], item: TailorItem): CartLine[] {
  const price = tailorPrice(item);
  if (price === null || !(price > 0)) {
    return [...lines];
  }
  const line: TailorCartLine = {
    id: tailorLineId(item.id),
    title: item.title,
    price,
    quantity: 1,
    image: '',
    sku: item.id,
    hex: null,
    size: NO_SIZE,
    color: null,
    type: 'tailor',
    tailorItemId: item.id,
    tailorItem: item,
  };
  const existing = lines.findIndex((l) => l.id === line.id);
  return existing === -1 ? [...lines, line] : lines.map((l, i) => (i === existing ? line : l));
}

/**
 * Sets a line's quantity; 0 or less removes the line (spec section 4). A
 * fraction is rounded down; anything not a number changes nothing. A
 * tailor-made line stays at 1.
 */
export function setQuantity(lines: readonly CartLine[], lineId: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity)) {
    return [...lines];
  }
  const whole = Math.floor(quantity);
  if (whole <= 0) {
    return removeLine(lines, lineId);
  }
  return lines.map((line) => (line.id === lineId && line.type === 'product' ? { ...line, quantity: whole } : line));
}

export function removeLine(lines: readonly CartLine[], lineId: string): CartLine[] {
  return lines.filter((line) => line.id !== lineId);
}

// --- storage -----------------------------------------------------------------

const nonEmpty = refine(string, 'a non-empty string', (text) => text.length > 0);
const notNegative = refine(number, 'a number of at least 0', (amount) => amount >= 0);
const positive = refine(number, 'a positive number', (amount) => amount > 0);

const storedProductSchema = object({
  id: nonEmpty,
  title: string,
  slug: string,
  sku: string,
  price: notNegative,
  // The spec stored the whole product; only the first image is kept.
  images: map(array(string), (images) => images.slice(0, 1)),
  shop_type: oneOf(['clothing', 'accessories']),
});

const storedLineSchema = object({
  id: nonEmpty,
  title: string,
  titleDv: optional(string),
  price: notNegative,
  originalPrice: optional(positive),
  priceWas: optional(notNegative),
  quantity: refine(int, 'a positive integer', (count) => count > 0),
  image: string,
  sku: string,
  hex: withDefault(nullable(string), null),
  size: nonEmpty,
  color: withDefault(nullable(string), null),
  type: literal('product'),
  product: storedProductSchema,
});

const storedTailorLineSchema = object({
  id: nonEmpty,
  title: string,
  price: positive,
  quantity: literal(1),
  image: literal(''),
  sku: string,
  hex: literal(null),
  size: literal(NO_SIZE),
  color: literal(null),
  type: literal('tailor'),
  tailorItemId: nonEmpty,
  tailorItem: object({
    id: nonEmpty,
    kind: oneOf(['custom_design', 'alteration']),
    title: string,
    finalPriceMvr: nullable(positive),
    estimatedPriceMvr: nullable(positive),
  }),
});

const storedCartSchema = array(either(storedLineSchema, storedTailorLineSchema));

/**
 * The lines in a stored cart, or null when it must be thrown away: too long
 * for the load cap, not JSON, or not a list of well-formed lines (one bad line
 * spoils the cart: spec section 8, "Corrupted cart data: cleared").
 * Lines stored twice under one id are merged, so ids stay unique.
 */
export function parseStoredCart(stored: string): CartLine[] | null {
  if (stored.length > MAX_LOADED_CART_LENGTH) {
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = storedCartSchema.safeParse(data);
  if (!parsed.success) {
    return null;
  }
  const byId = new Map<string, CartLine>();
  for (const line of parsed.data) {
    const seen = byId.get(line.id);
    byId.set(
      line.id,
      seen === undefined || seen.type === 'tailor' || line.type === 'tailor'
        ? line
        : { ...seen, quantity: seen.quantity + line.quantity },
    );
  }
  return [...byId.values()];
}

/**
 * Reads the cart from storage. A stored value that cannot be used is removed,
 * so it is not met again; an unavailable storage reads as an empty cart.
 */
export function loadCart(storage: KeyValueStorage | null): CartLine[] {
  if (storage === null) {
    return [];
  }
  let stored: string | null;
  try {
    stored = storage.getItem(CART_STORAGE_KEY);
  } catch {
    return [];
  }
  if (stored === null) {
    return [];
  }
  const lines = parseStoredCart(stored);
  if (lines === null) {
    forget(storage);
    return [];
  }
  return lines;
}

export type SaveOutcome = 'saved' | 'cleared';

/**
 * Writes the cart. Over the save cap, or when the browser refuses the write
 * (quota), the stored cart is removed and the caller must empty the cart
 * (spec sections 5 and 8). An empty cart is stored as "[]".
 */
export function saveCart(storage: KeyValueStorage | null, lines: readonly CartLine[]): SaveOutcome {
  const serialised = JSON.stringify(lines);
  if (serialised.length > MAX_SAVED_CART_LENGTH) {
    if (storage !== null) {
      forget(storage);
    }
    return 'cleared';
  }
  if (storage === null) {
    return 'saved';
  }
  try {
    storage.setItem(CART_STORAGE_KEY, serialised);
    return 'saved';
  } catch {
    forget(storage);
    return 'cleared';
  }
}

function forget(storage: KeyValueStorage): void {
  try {
    storage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Nothing more can be done; the in-memory cart is still right.
  }
}
