import { describe, expect, it } from 'vitest';

import { bulkSummary } from '@/features/admin/ui/bulk-summary';

describe('the summary of a bulk change', () => {
  it('counts what changed, what already was so, and names each refused order with its reason', () => {
    expect(
      bulkSummary(
        { order_numbers: ['RB-A-1', 'RB-B-2', 'RB-C-3', 'RB-D-4'], status: 'shipped' },
        {
          results: [
            { order_number: 'RB-A-1', outcome: 'changed', message: '' },
            { order_number: 'RB-B-2', outcome: 'changed', message: '' },
            { order_number: 'RB-C-3', outcome: 'unchanged', message: '' },
            { order_number: 'RB-D-4', outcome: 'refused', message: 'A cancelled order cannot become shipped' },
          ],
          changed: 2,
          unchanged: 1,
          refused: 1,
        },
      ),
    ).toEqual({
      text: '2 orders set to Shipped. 1 order already was so. 1 order could not be changed.',
      refusals: ['D-4: A cancelled order cannot become shipped'],
    });
  });

  it('says "marked paid" for a payment change', () => {
    expect(
      bulkSummary(
        { order_numbers: ['RB-A-1'], payment_status: 'paid' },
        { results: [{ order_number: 'RB-A-1', outcome: 'changed', message: '' }], changed: 1, unchanged: 0, refused: 0 },
      ),
    ).toEqual({ text: '1 order marked paid.', refusals: [] });
  });
});
