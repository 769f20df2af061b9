// The delivery fee for an atoll (spec section 9): the atoll's own fee when it
// is a number, else the flat fee when it is a number, else nothing. The server
// computes the fee it charges with the same rule (docs/testdata/delivery-fee.json).

export type DeliveryFees = {
  /** MVR; null means no flat fee. */
  flatFeeMvr: number | null;
  /** MVR by exact atoll name; null or absent means the flat fee applies. */
  perAtollFees: Readonly<Record<string, number | null>>;
};

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function deliveryFee(delivery: DeliveryFees, atoll: string): number {
  // Own keys only: an atoll called "constructor" must not find Object's.
  const perAtoll = Object.hasOwn(delivery.perAtollFees, atoll) ? delivery.perAtollFees[atoll] : undefined;
  if (isAmount(perAtoll)) {
    return perAtoll;
  }
  return isAmount(delivery.flatFeeMvr) ? delivery.flatFeeMvr : 0;
}
