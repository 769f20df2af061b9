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
import type { Translate } from '@/features/admin/ui/admin-intl';
import { Ltr } from '@/features/admin/ui/ltr';
import { useT } from '@/i18n/use-t';

const SCOPE_LABELS: Record<string, string> = {
  categories: 'adminDiscounts.chosenCategories',
  clothing: 'adminDiscounts.scopeClothing',
  appliances: 'adminDiscounts.scopeAppliances',
};

function takesOff(c: DiscountCode, t: Translate): string {
  const off = c.kind === 'percent' ? c.percent : c.amount;
  const parts =
    off === 0
      ? []
      : [
          c.kind === 'percent'
            ? t('adminDiscounts.percentOff', { percent: c.percent })
            : t('adminDiscounts.amountOff', { amount: formatMoney(c.amount) }),
        ];
  if (c.free_delivery) {
    parts.push(t('adminDiscounts.freeDelivery'));
  }
  if (c.scope !== 'all') {
    const scope = SCOPE_LABELS[c.scope];
    parts.push(scope === undefined ? c.scope : t(scope));
  }
  if (c.min_subtotal > 0) {
    parts.push(t('adminDiscounts.from', { amount: formatMoney(c.min_subtotal) }));
  }
  return parts.join(' · ');
}

function limits(c: DiscountCode, t: Translate): string {
  const total =
    c.max_uses === 0
      ? t('adminDiscounts.uses', { count: c.uses })
      : t('adminDiscounts.usesOf', { count: c.uses, max: c.max_uses });
  return c.max_uses_per_phone === 0 ? total : t('adminDiscounts.perPhone', { total, count: c.max_uses_per_phone });
}

export default function DiscountsSection() {
  const t = useT();
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
        {t('adminDiscounts.loading')}
      </p>
    ) : (
      <LoadError what={t('adminDiscounts.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  return (
    <div className="space-y-4">
      <button type="button" className={primaryButtonClass} onClick={() => { setEditing({ code: null }); }}>
        {t('adminDiscounts.addCode')}
      </button>
      {data.length === 0 ? <p className="text-sm text-ink-600">{t('adminDiscounts.noneYet')}</p> : null}
      <ul className="space-y-3">
        {data.map((c) => (
          <li key={c.code} className="rounded-2xl border border-ink-200 bg-white p-4" data-testid="discount-code-row">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="break-all font-semibold text-ink-900">
                  <Ltr>{c.code}</Ltr>
                </p>
                <p className="text-sm text-ink-700">{takesOff(c, t)}</p>
                <p className="text-xs text-ink-600">{limits(c, t)}</p>
              </div>
              <div className="text-end text-sm">
                <p className="font-semibold text-ink-900 tabular-nums">
                  <Ltr>{formatMoney(c.revenue)}</Ltr>
                </p>
                <p className="text-xs text-ink-600">{t('adminDiscounts.revenueGiven', { amount: formatMoney(c.discounts) })}</p>
              </div>
            </div>
            <div className="mt-3 flex gap-2">
              <button type="button" className={secondaryButtonClass} onClick={() => { setEditing({ code: c }); }}>
                {t('adminDiscounts.edit')}
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => {
                  if (window.confirm(t('adminDiscounts.confirmRemove', { code: c.code }))) {
                    void remove(c.code);
                  }
                }}
              >
                {t('adminDiscounts.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
