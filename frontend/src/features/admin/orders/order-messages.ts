// What the admin is told when the orders cannot be listed (an id of the catalogue); the reason comes
// from errorMessage (src/api/error-message.ts), as everywhere.
export const LIST_FAILED = 'adminOrders.listFailed';
