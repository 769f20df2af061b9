// The admin's Discount Codes: each code with what it takes off, when, how
// often it was used and the revenue of the orders that used it; a form to
// add or change one, and removal after a confirmation.
import { useState } from 'react';

import { type DiscountCode, useDeleteDiscountCodeMutation, useGetDiscountCodesQuery } from '@/api/discounts';
import { EMPTY_CODE, toValues } from '@/features/admin/discounts/code-rules';
import { DiscountCodeForm } from '@/features/admin/discounts/components/discount-code-form';
import { primaryButtonClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { formatMoney } from '@/lib/money';
import { LoadError } from '@/ui/load-error';

function takesOff(c: DiscountCode): string {
  const off = c.kind === 'percent' ? c.percent : c.amount;
  const parts = off === 0 ? [] : [c.kind === 'percent' ? `${String(c.percent)}% off` : `${formatMoney(c.amount)} off`];
  if (c.free_delivery) {
    parts.push('free delivery');
  }
  if (c.scope !== 'all') {
    parts.push(c.scope === 'categories' ? 'chosen categories' : c.scope);
  }
  if (c.min_subtotal > 0) {
    parts.push(`from ${formatMoney(c.min_subtotal)}`);
  }
  return parts.join(' · ');
}

function limits(c: DiscountCode): string {
  const total = c.max_uses === 0 ? `${String(c.uses)} uses` : `${String(c.uses)} of ${String(c.max_uses)} uses`;
  return c.max_uses_per_phone === 0 ? total : `${total} · ${String(c.max_uses_per_phone)} per phone`;
}

export default function DiscountsSection() {
  const { data, isFetching, isError, refetch } = useGetDiscountCodesQuery();
  const [remove] = useDeleteDiscountCodeMutation();
  const [editing, setEditing] = useState<{ code: DiscountCode | null } | null>(null);

  if (editing !== null) {
    return (
      <DiscountCodeForm
        initial={editing.code === null ? EMPTY_CODE : toValues(editing.code)}
        isNew={editing.code === null}
        onDone={() => {
          setEditing(null);
        }}
      />
    );
  }
  if (isError || data === undefined) {
    return isFetching ? (
      <p role="status" className="text-sm text-ink-600">
        Loading discount codes…
      </p>
    ) : (
      <LoadError what="Could not load the discount codes. Please try again." onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  return (
    <div className="space-y-4">
      <button type="button" className={primaryButtonClass} onClick={() => { setEditing({ code: null }); }}>
        Add Code
      </button>
      {data.length === 0 ? <p className="text-sm text-ink-600">No discount codes yet.</p> : null}
      <ul className="space-y-3">
        {data.map((c) => (
          <li key={c.code} className="rounded-2xl border border-ink-200 bg-white p-4" data-testid="discount-code-row">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="break-all font-semibold text-ink-900">{c.code}</p>
                <p className="text-sm text-ink-700">{takesOff(c)}</p>
                <p className="text-xs text-ink-600">{limits(c)}</p>
              </div>
              <div className="text-right text-sm">
                <p className="font-semibold text-ink-900 tabular-nums">{formatMoney(c.revenue)}</p>
                <p className="text-xs text-ink-600">revenue · {formatMoney(c.discounts)} given</p>
              </div>
            </div>
            <div className="mt-3 flex gap-2">
              <button type="button" className={secondaryButtonClass} onClick={() => { setEditing({ code: c }); }}>
                Edit
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => {
                  if (window.confirm(`Remove the code ${c.code}? Orders that used it keep their discount.`)) {
                    void remove(c.code);
                  }
                }}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
