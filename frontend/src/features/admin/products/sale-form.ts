// The product editor's sale (decision 211): a price below the product's, an
// optional start and end entered in Maldives time (UTC+5, no daylight
// saving), and the one variant it is for, if not all. The server checks the
// same rules with the same words; these are said beside the fields first.
import type { Product } from '@/api/catalog';
import type { ProductInput } from '@/features/admin/products/api/products-api';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';

export type SaleValues = {
  on: boolean;
  price: string;
  /** datetime-local values ("2026-12-01T16:00"), Maldives time; '' open. */
  startsAt: string;
  endsAt: string;
  /** '' for every variant, else a size or "colour:size". */
  variant: string;
};

export type SaleField = 'price' | 'startsAt' | 'endsAt';

/** The sale's messages, as ids of the adminProducts catalogue. */
export const SALE_MESSAGE_IDS = {
  price: 'adminProducts.errorSalePrice',
  below: 'adminProducts.errorSaleBelow',
  end: 'adminProducts.errorSaleEnd',
} as const;

const MALDIVES_OFFSET_MS = 5 * 60 * 60 * 1000;

/** An instant as a datetime-local value in Maldives time. */
export function toMaldivesLocal(iso: string | null): string {
  if (iso === null) {
    return '';
  }
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? '' : new Date(when.getTime() + MALDIVES_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value in Maldives time as RFC 3339; '' stays open. */
export function fromMaldivesLocal(local: string): string {
  return local === '' ? '' : `${local.length === 16 ? `${local}:00` : local}+05:00`;
}

export function saleValuesFor(product: Product | null): SaleValues {
  const sale = product?.sale;
  if (sale === undefined) {
    return { on: false, price: '', startsAt: '', endsAt: '', variant: '' };
  }
  return {
    on: true,
    price: String(sale.price),
    startsAt: toMaldivesLocal(sale.starts_at),
    endsAt: toMaldivesLocal(sale.ends_at),
    variant: sale.variant,
  };
}

/** What is wrong with the sale, by field, for a product priced priceText, in the language of `t`. */
export function saleProblems(values: SaleValues, priceText: string, t: Translate = englishT): Partial<Record<SaleField, string>> {
  if (!values.on) {
    return {};
  }
  const problems: Partial<Record<SaleField, string>> = {};
  const sale = Number(values.price.trim());
  const price = Number(priceText.trim());
  if (values.price.trim() === '' || !Number.isFinite(sale) || sale <= 0) {
    problems.price = t(SALE_MESSAGE_IDS.price);
  } else if (Number.isFinite(price) && sale >= price) {
    problems.price = t(SALE_MESSAGE_IDS.below);
  }
  if (values.startsAt !== '' && values.endsAt !== '' && values.endsAt <= values.startsAt) {
    problems.endsAt = t(SALE_MESSAGE_IDS.end);
  }
  return problems;
}

/** The sale of the product's body: null when off. */
export function saleInput(values: SaleValues): ProductInput['sale'] {
  if (!values.on) {
    return null;
  }
  return {
    price: Number(values.price.trim()),
    starts_at: fromMaldivesLocal(values.startsAt),
    ends_at: fromMaldivesLocal(values.endsAt),
    variant: values.variant,
  };
}

/** The variants a sale can be limited to: each size, then each colour:size. */
export function saleVariants(colors: readonly { name: string }[], sizes: readonly string[]): string[] {
  return [...sizes, ...colors.flatMap((color) => sizes.map((size) => `${color.name}:${size}`))];
}
