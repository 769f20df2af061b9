// docs/openapi.yaml POST /orders/bulk and POST /orders/dispatch: what a
// change of many orders did to each (decision 201), shared by the orders
// list and the dispatch view.
import type { OrderStatus } from '@/api/orders';
import { array, type Infer, number, object, oneOf, string, withDefault } from '@/lib/json-shape';

/** One status for many orders, or mark them paid. */
export type BulkChange = { order_numbers: string[]; status?: OrderStatus; payment_status?: 'paid' };

const bulkResultSchema = object({
  order_number: string,
  outcome: oneOf(['changed', 'unchanged', 'refused'] as const),
  message: withDefault(string, ''),
});

/** What a bulk change did to each order, and how many had each outcome. */
export const bulkAnswerFields = {
  results: array(bulkResultSchema),
  changed: number,
  unchanged: number,
  refused: number,
};
export const bulkAnswerSchema = object(bulkAnswerFields);
export type BulkAnswer = Infer<typeof bulkAnswerSchema>;
