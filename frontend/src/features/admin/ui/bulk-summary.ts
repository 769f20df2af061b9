// What a bulk change did, in the owner's words: how many orders changed,
// how many were already so, and each refused order with its reason.
import type { BulkAnswer, BulkChange } from '@/features/admin/api/bulk-answer';
import { ORDER_STATUS_LABELS, shortOrderNumber } from '@/features/admin/ui/order-display';

function orders(n: number): string {
  return n === 1 ? '1 order' : `${String(n)} orders`;
}

export type BulkSummary = {
  /** One sentence: what changed and what did not. */
  text: string;
  /** "M5D4RUO0-7KQ2: A cancelled order cannot become shipped", one per refused order. */
  refusals: string[];
};

export function bulkSummary(change: BulkChange, answer: BulkAnswer): BulkSummary {
  const done =
    change.status === undefined ? 'marked paid' : `set to ${ORDER_STATUS_LABELS[change.status]}`;
  const parts = [`${orders(answer.changed)} ${done}.`];
  if (answer.unchanged > 0) {
    parts.push(`${orders(answer.unchanged)} already ${answer.unchanged === 1 ? 'was' : 'were'} so.`);
  }
  if (answer.refused > 0) {
    parts.push(`${orders(answer.refused)} could not be changed.`);
  }
  return {
    text: parts.join(' '),
    refusals: answer.results
      .filter((result) => result.outcome === 'refused')
      .map((result) => `${shortOrderNumber(result.order_number)}: ${result.message}`),
  };
}
