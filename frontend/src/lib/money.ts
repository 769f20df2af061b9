// Money as customers see it (spec section 9): "MVR 1,234.50". Amounts arrive
// from the API as MVR numbers with at most two decimals.
//
// Written out by hand rather than with Intl.NumberFormat: building the first
// Intl formatter of a page loads the browser's locale data, 30-60 ms of main
// thread on a cheap phone, on every storefront page's first screen. The
// shared vectors (docs/testdata/money.json) and a comparison with Intl keep
// the two the same.

/** Groups of three digits, counted from the right. */
const thousands = /\B(?=(\d{3})+(?!\d))/g;

export function formatMoney(mvr: number): string {
  // toFixed rounds an amount of whole laari exactly: its error is far below
  // half a laari.
  const fixed = Math.abs(mvr).toFixed(2);
  const sign = mvr < 0 && fixed !== '0.00' ? '-' : '';
  const whole = fixed.slice(0, -3);
  const laari = fixed.slice(-2);
  return `MVR ${sign}${whole.replace(thousands, ',')}.${laari}`;
}
