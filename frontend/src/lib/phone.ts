// Maldives phone numbers (spec section 5). The same rule runs on the server;
// both sides are checked against docs/testdata/phone.json.

const VALID_PHONE = /^\+960[79]\d{6}$/;

/**
 * The digits of the input; with a leading + when they begin with the country
 * code 960, or with +960 in front of a 7-digit local number starting with 7
 * or 9. Anything else is left as its digits.
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.startsWith('960')) {
    return `+${digits}`;
  }
  if (/^[79]\d{6}$/.test(digits)) {
    return `+960${digits}`;
  }
  return digits;
}

/** Valid only as +960 followed by 7 or 9 and six more digits, once normalised. */
export function isValidMaldivesPhone(input: string): boolean {
  return VALID_PHONE.test(normalizePhone(input));
}
