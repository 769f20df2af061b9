// GST on what the customer pays (goods after any discount plus delivery),
// for the whole invoice at once, rounded to the nearest laari with halves up
// (decision 209). The server's orders.GST.Figures does the same; both are
// checked against docs/testdata/gst.json.

/** Hundredths of a percent in a whole. */
const BASIS_POINTS = 10_000;

export type GstRule = { rateBasisPoints: number; pricesInclude: boolean };

/** The figures of an amount in laari: before + gst = after. */
export function gstFigures(amount: number, rule: GstRule): { before: number; gst: number; after: number } {
  const rate = rule.rateBasisPoints;
  if (rate <= 0) {
    return { before: amount, gst: 0, after: amount };
  }
  const divisor = rule.pricesInclude ? BASIS_POINTS + rate : BASIS_POINTS;
  // Whole laari times a rate stays far below 2^53 for any real order.
  const gst = Math.floor((2 * amount * rate + divisor) / (2 * divisor));
  return rule.pricesInclude
    ? { before: amount - gst, gst, after: amount }
    : { before: amount, gst, after: amount + gst };
}

/**
 * The GST a checkout adds on top of its total (MVR), or 0: only a registered
 * shop whose prices do not include GST adds any.
 */
export function gstAddedTo(
  totalMvr: number,
  tax: { gstRegistered: boolean; ratePercent: number; pricesIncludeGst: boolean } | undefined,
): number {
  if (tax === undefined || !tax.gstRegistered || tax.pricesIncludeGst) {
    return 0;
  }
  const { gst } = gstFigures(Math.round(totalMvr * 100), {
    rateBasisPoints: Math.round(tax.ratePercent * 100),
    pricesInclude: false,
  });
  return gst / 100;
}
