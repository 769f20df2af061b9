// What the admin is told when the orders cannot be listed; the reason comes
// from errorMessage (src/api/error-message.ts), as everywhere.
export const LIST_FAILED = 'Could not load the orders.';
