// What a bulk change did, in the owner's words: how many orders changed,
// how many were already so, and each refused order with its reason.
import type { BulkAnswer, BulkChange } from '@/features/admin/api/bulk-answer';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';
import { orderStatusLabel, shortOrderNumber } from '@/features/admin/ui/order-display';

export type BulkSummary = {
  /** One sentence: what changed and what did not. */
  text: string;
  /** "M5D4RUO0-7KQ2: A cancelled order cannot become shipped", one per refused order. */
  refusals: string[];
};

export function bulkSummary(change: BulkChange, answer: BulkAnswer, t: Translate = englishT): BulkSummary {
  const parts = [
    change.status === undefined
      ? t('admin.bulkMarkedPaid', { count: answer.changed })
      : t('admin.bulkSetTo', { count: answer.changed, status: orderStatusLabel(change.status, t) }),
  ];
  if (answer.unchanged > 0) {
    parts.push(t('admin.bulkUnchanged', { count: answer.unchanged }));
  }
  if (answer.refused > 0) {
    parts.push(t('admin.bulkRefused', { count: answer.refused }));
  }
  return {
    text: parts.join(' '),
    refusals: answer.results
      .filter((result) => result.outcome === 'refused')
      .map((result) => `${shortOrderNumber(result.order_number)}: ${result.message}`),
  };
}
