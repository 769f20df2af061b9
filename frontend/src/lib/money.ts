// Money as customers see it (spec section 9): "MVR 1,234.50". Amounts arrive
// from the API as MVR numbers with at most two decimals.

const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(mvr: number): string {
  return `MVR ${amountFormat.format(mvr)}`;
}
