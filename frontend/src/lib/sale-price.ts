// Sale prices as the storefront shows them (decision 211). The server says
// whether a product's sale is in force (on_sale, by the shop's clock); these
// rules say which variants it covers and what a customer pays and saves.
import { formatMoney } from '@/lib/money';

/** What the rules need of a product; the catalogue's Product satisfies it. */
export type SaleProduct = {
  price: number;
  sale?: { price: number; variant: string } | undefined;
  on_sale?: boolean | undefined;
};

/** A price and, during a sale, the price without it. */
export type ShownPrice = { price: number; original: number | null };

/** Whether a sale for variant ("" for all, a size, or "colour:size") covers this colour and size. */
export function saleCovers(variant: string, color: string | null | undefined, size: string | null | undefined): boolean {
  if (variant === '') {
    return true;
  }
  const at = variant.lastIndexOf(':');
  const same = (a: string, b: string | null | undefined) => a.toLowerCase() === (b ?? '').toLowerCase();
  return at === -1 ? same(variant, size) : same(variant.slice(at + 1), size) && same(variant.slice(0, at), color);
}

/** What one of the variant costs now: the sale price while a sale covering it is in force. */
export function priceOf(product: SaleProduct, color?: string | null, size?: string | null): ShownPrice {
  const sale = product.sale;
  if (product.on_sale === true && sale !== undefined && saleCovers(sale.variant, color, size)) {
    return { price: sale.price, original: product.price };
  }
  return { price: product.price, original: null };
}

/** What a listing shows: the lowest price in force (the sale price, even for one variant). */
export function listingPrice(product: SaleProduct): ShownPrice {
  const sale = product.sale;
  if (product.on_sale === true && sale !== undefined) {
    return { price: sale.price, original: product.price };
  }
  return { price: product.price, original: null };
}

/** "Black / M" for a one-variant sale; null for the whole product. */
export function saleVariantName(product: SaleProduct): string | null {
  const variant = product.on_sale === true ? (product.sale?.variant ?? '') : '';
  return variant === '' ? null : variant.split(':').join(' / ');
}

/** "Black / M only" for a one-variant sale; null for the whole product. */
export function saleVariantText(product: SaleProduct): string | null {
  const variant = saleVariantName(product);
  return variant === null ? null : `${variant} only`;
}

/** "MVR 200.00": the saving on one item, exact to the laari. */
export function savingAmount(price: number, original: number): string {
  return formatMoney((Math.round(original * 100) - Math.round(price * 100)) / 100);
}

/** "Save MVR 200.00": the saving on one item in English. */
export function savingText(price: number, original: number): string {
  return `Save ${savingAmount(price, original)}`;
}
