// Order numbers (spec section 4): RB-{current time in base 36}-{4 random
// characters}, upper case. The browser makes one per checkout attempt so a
// resend of the same order is recognised by the server (decision 032). Both
// sides are checked against docs/testdata/order-number.json.

export const ORDER_NUMBER_PATTERN = /^RB-[0-9A-Z]{6,12}-[0-9A-Z]{4}$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Four characters of A-Z0-9 from the platform's cryptographic source. */
function randomSuffix(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  // 256 % 36 leaves a tiny bias; good enough for a suffix next to a timestamp.
  return Array.from(bytes, (byte) => ALPHABET.charAt(byte % ALPHABET.length)).join('');
}

export function makeOrderNumber(nowMs: number = Date.now(), suffix: () => string = randomSuffix): string {
  return `RB-${nowMs.toString(36)}-${suffix()}`.toUpperCase();
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}
