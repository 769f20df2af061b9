// The looks the Dashboard's cards share.
export const card = 'rounded-2xl border border-ink-200 bg-white p-4 shadow-[0_4px_20px_rgba(10,57,65,0.06)] sm:p-5';
export const cardHeading = 'font-display text-lg font-semibold text-ink-900';
export const linkButton =
  'font-semibold text-ocean-700 underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-ocean-600';
