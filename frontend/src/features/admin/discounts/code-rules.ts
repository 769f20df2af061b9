// The discount code form's values and how they go to and from the server:
// MVR amounts as numbers, and times typed in Maldives time (UTC+5, the
// shop's clock) as RFC 3339 with +05:00.
import type { DiscountCode, DiscountCodeInput } from '@/api/discounts';

export type CodeFormValues = {
  code: string;
  kind: DiscountCode['kind'];
  value: string;
  freeDelivery: boolean;
  minSubtotal: string;
  validFrom: string;
  validUntil: string;
  scope: DiscountCode['scope'];
  categoryIds: string[];
  maxUses: string;
  maxUsesPerPhone: string;
};

export const EMPTY_CODE: CodeFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  freeDelivery: false,
  minSubtotal: '',
  validFrom: '',
  validUntil: '',
  scope: 'all',
  categoryIds: [],
  maxUses: '',
  maxUsesPerPhone: '',
};

/** "2026-12-01T09:00" typed in the Maldives, as the server reads it. */
export function fromMaldivesTime(local: string): string | null {
  return local === '' ? null : `${local}:00+05:00`;
}

/** A server time as the datetime-local field shows it, in Maldives time. */
export function toMaldivesTime(iso: string | null): string {
  if (iso === null) {
    return '';
  }
  const shifted = new Date(new Date(iso).getTime() + 5 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 16);
}

function numberOr(text: string, fallback: number): number {
  const n = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(n) ? fallback : n;
}

export function toInput(v: CodeFormValues): DiscountCodeInput {
  const value = numberOr(v.value, 0);
  return {
    code: v.code,
    kind: v.kind,
    percent: v.kind === 'percent' ? value : 0,
    amount: v.kind === 'fixed' ? value : 0,
    free_delivery: v.freeDelivery,
    min_subtotal: numberOr(v.minSubtotal, 0),
    valid_from: fromMaldivesTime(v.validFrom),
    valid_until: fromMaldivesTime(v.validUntil),
    scope: v.scope,
    category_ids: v.scope === 'categories' ? v.categoryIds : [],
    max_uses: numberOr(v.maxUses, 0),
    max_uses_per_phone: numberOr(v.maxUsesPerPhone, 0),
  };
}

export function toValues(c: DiscountCode): CodeFormValues {
  const count = (n: number) => (n === 0 ? '' : String(n));
  return {
    code: c.code,
    kind: c.kind,
    value: String(c.kind === 'percent' ? c.percent : c.amount),
    freeDelivery: c.free_delivery,
    minSubtotal: count(c.min_subtotal),
    validFrom: toMaldivesTime(c.valid_from),
    validUntil: toMaldivesTime(c.valid_until),
    scope: c.scope,
    categoryIds: c.category_ids,
    maxUses: count(c.max_uses),
    maxUsesPerPhone: count(c.max_uses_per_phone),
  };
}
