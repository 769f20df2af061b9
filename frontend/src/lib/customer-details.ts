// What the checkout asks of a customer and the admin's order edit checks
// again: the spec's messages word for word (section 5), which the server
// answers with too, and the optional email's rule. The checkout shows them in
// the customer's language through their catalogue ids (CUSTOMER_MESSAGE_IDS).
import { z } from 'zod';

export const CUSTOMER_MESSAGES = {
  name: 'Name must be at least 2 characters',
  phone: 'Please enter a valid Maldives phone number (+960####### or 7-digit starting with 7/9)',
  email: 'Invalid email address',
  atoll: 'Please select an atoll',
  island: 'Please select an island',
  street: 'Street address is required',
} as const;

/** The catalogue ids of CUSTOMER_MESSAGES: the same texts in the customer's language. */
export const CUSTOMER_MESSAGE_IDS = {
  name: 'checkout.errorName',
  phone: 'checkout.errorPhone',
  email: 'checkout.errorEmail',
  atoll: 'checkout.errorAtoll',
  island: 'checkout.errorIsland',
  street: 'checkout.errorStreet',
} as const satisfies Record<keyof typeof CUSTOMER_MESSAGES, string>;

const emailSchema = z.email();

/** The email is optional: empty, or a valid address. */
export function isEmptyOrEmail(value: string): boolean {
  return value === '' || emailSchema.safeParse(value).success;
}
