// The delivery fee (spec section 9, with island fees and free delivery,
// decisions 184 and 185): 0 when the free-delivery rule is on, reaches the
// atoll and the counted lines come to its threshold or more; else the
// island's own fee, else the atoll's, else the flat fee, else nothing. The
// server charges the fee it computes with the same rule
// (docs/testdata/delivery-fee.json); this copy only shows it beforehand.

export type FreeDeliveryRule = {
  /** MVR; null is off. */
  thresholdMvr: number | null;
  /** Whose lines count: all, clothing or accessories. */
  shop: string;
  /** Atolls the rule does not reach. */
  exceptAtolls: readonly string[];
};

export type DeliveryFees = {
  /** MVR; null means no flat fee. */
  flatFeeMvr: number | null;
  /** MVR by exact atoll name; null or absent means the flat fee applies. */
  perAtollFees: Readonly<Record<string, number | null>>;
  /** MVR by exact atoll then island name; null or absent: the atoll's fee. */
  perIslandFees?: Readonly<Record<string, Readonly<Record<string, number | null>>>>;
  freeDelivery?: FreeDeliveryRule;
};

/** Where the order goes; island is empty when not chosen or not listed. */
export type Destination = { atoll: string; island?: string };

/** What the lines come to, per shop, in MVR (tailor-made lines are clothing). */
export type Basket = { clothing: number; accessories: number };

export type DeliveryQuote = {
  fee: number;
  /** MVR the counted lines lack for free delivery; null when the rule cannot make it 0. */
  moreForFree: number | null;
};

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function toLaari(mvr: number): number {
  return Math.round(mvr * 100);
}

/** An own key's value only: an atoll called "constructor" must not find Object's. */
function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

function ownFee(delivery: DeliveryFees, to: Destination): number {
  const island = to.island ?? '';
  const perIsland = island === '' ? undefined : own(own(delivery.perIslandFees, to.atoll), island);
  if (isAmount(perIsland)) {
    return perIsland;
  }
  const perAtoll = own(delivery.perAtollFees, to.atoll);
  if (isAmount(perAtoll)) {
    return perAtoll;
  }
  return isAmount(delivery.flatFeeMvr) ? delivery.flatFeeMvr : 0;
}

function counted(rule: FreeDeliveryRule, basket: Basket): number {
  switch (rule.shop) {
    case 'clothing':
      return toLaari(basket.clothing);
    case 'accessories':
      return toLaari(basket.accessories);
    default:
      return toLaari(basket.clothing) + toLaari(basket.accessories);
  }
}

const NOTHING: Basket = { clothing: 0, accessories: 0 };

export function deliveryQuote(delivery: DeliveryFees, to: Destination, basket: Basket = NOTHING): DeliveryQuote {
  const fee = ownFee(delivery, to);
  const rule = delivery.freeDelivery;
  if (rule === undefined || !isAmount(rule.thresholdMvr) || rule.exceptAtolls.includes(to.atoll) || fee === 0) {
    return { fee, moreForFree: null };
  }
  const lacking = toLaari(rule.thresholdMvr) - counted(rule, basket);
  return lacking <= 0 ? { fee: 0, moreForFree: null } : { fee, moreForFree: lacking / 100 };
}

/** The fee alone (see deliveryQuote). */
export function deliveryFee(delivery: DeliveryFees, to: Destination, basket?: Basket): number {
  return deliveryQuote(delivery, to, basket).fee;
}
