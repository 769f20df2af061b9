// The admin's order search (docs/openapi.yaml, GET /orders q): text in the
// order number or the customer's name, or digits of the customer's phone.
// The server's rule, also followed where the browser stands in for it.

export type SearchableOrder = { order_number: string; customer: { name: string; phone: string } };

export function orderMatchesSearch(order: SearchableOrder, q: string): boolean {
  const text = q.toLowerCase();
  const digits = q.replace(/\D/g, '');
  return (
    order.order_number.toLowerCase().includes(text) ||
    order.customer.name.toLowerCase().includes(text) ||
    (digits !== '' && order.customer.phone.replace(/\D/g, '').includes(digits))
  );
}
