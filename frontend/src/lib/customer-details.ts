// What the checkout asks of a customer and the admin's order edit checks
// again: the spec's messages word for word (section 5), which the server
// answers with too, and the optional email's rule.
import { z } from 'zod';

export const CUSTOMER_MESSAGES = {
  name: 'Name must be at least 2 characters',
  phone: 'Please enter a valid Maldives phone number (+960####### or 7-digit starting with 7/9)',
  email: 'Invalid email address',
  atoll: 'Please select an atoll',
  island: 'Please select an island',
  street: 'Street address is required',
} as const;

const emailSchema = z.email();

/** The email is optional: empty, or a valid address. */
export function isEmptyOrEmail(value: string): boolean {
  return value === '' || emailSchema.safeParse(value).success;
}
