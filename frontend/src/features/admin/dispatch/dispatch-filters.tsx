// The dispatch view's choice of orders, kept in its address
// (/admin/dispatch?status=processing&payment=paid_or_cod): which statuses
// and which payment make an order ready to go.
import { useId } from 'react';
import { useSearchParams } from 'react-router';

import { ORDER_STATUSES, type OrderStatus } from '@/api/orders';
import {
  PAYMENT_CONDITIONS,
  type DispatchQuery,
  type PaymentCondition,
} from '@/features/admin/api/dispatch-api';
import { compactSelectClass } from '@/features/admin/ui/form-controls';
import { orderStatusLabel } from '@/features/admin/ui/order-display';
import { Options } from '@/ui/options';
import { useT } from '@/i18n/use-t';

const PAYMENT_LABELS: Record<PaymentCondition, string> = {
  paid_or_cod: 'adminDispatch.paidOrCod',
  paid: 'adminDispatch.paid',
  any: 'adminDispatch.anyPayment',
};

const DEFAULT_QUERY: DispatchQuery = { statuses: ['processing'], payment: 'paid_or_cod' };

/** The query the address asks for; what it does not say is the default. */
export function useDispatchQuery() {
  const [params, setParams] = useSearchParams();
  const named = (params.get('status') ?? '').split(',');
  const statuses = ORDER_STATUSES.filter((status) => named.includes(status));
  const payment = PAYMENT_CONDITIONS.find((option) => option.value === params.get('payment'))?.value;
  const query: DispatchQuery = {
    statuses: statuses.length > 0 ? statuses : DEFAULT_QUERY.statuses,
    payment: payment ?? DEFAULT_QUERY.payment,
  };
  const change = (next: DispatchQuery) => {
    setParams({ status: next.statuses.join(','), payment: next.payment });
  };
  return { query, change };
}

type DispatchFiltersProps = { query: DispatchQuery; onChange: (next: DispatchQuery) => void };

export function DispatchFilters({ query, onChange }: DispatchFiltersProps) {
  const t = useT();
  const paymentId = useId();
  const toggle = (status: OrderStatus, on: boolean) => {
    const statuses = ORDER_STATUSES.filter((s) => (s === status ? on : query.statuses.includes(s)));
    // At least one status: the last one cannot be unticked.
    if (statuses.length > 0) {
      onChange({ ...query, statuses });
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-2xl border border-ink-200 bg-white px-4 py-3">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">{t('adminDispatch.readyWhen')}</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
          {ORDER_STATUSES.map((status) => (
            <label key={status} className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
              <input
                type="checkbox"
                checked={query.statuses.includes(status)}
                onChange={(event) => {
                  toggle(status, event.target.checked);
                }}
                className="h-5 w-5 accent-ocean-700"
              />
              {orderStatusLabel(status, t)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="w-60">
        <label htmlFor={paymentId} className="text-sm font-semibold text-ink-800">
          {t('adminDispatch.andPayment')}
        </label>
        <select
          id={paymentId}
          value={query.payment}
          onChange={(event) => {
            const payment = PAYMENT_CONDITIONS.find((option) => option.value === event.target.value)?.value;
            onChange({ ...query, payment: payment ?? ('paid_or_cod' satisfies PaymentCondition) });
          }}
          className={`${compactSelectClass} mt-1.5`}
        >
          <Options choices={PAYMENT_CONDITIONS.map((option) => ({ value: option.value, label: t(PAYMENT_LABELS[option.value]) }))} />
        </select>
      </div>
    </div>
  );
}
