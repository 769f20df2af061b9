// An order paid online in the admin's order detail: its transactions at the
// bank (id, state, amount, what each did) and "Re-check with the bank", which
// re-reads them all and acts on what the bank says. The history below the
// panel records every payment ("paid online, transaction ...").
import { FormattedMessage } from 'react-intl';

import { errorMessage } from '@/api/error-message';
import { useGetOrderPaymentQuery, useRecheckOrderPaymentMutation } from '@/features/admin/api/payments-admin-api';
import { BusyButton, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { useDates } from '@/lib/use-dates';
import { formatMoney } from '@/lib/money';
import { Notice } from '@/ui/notice';
import { useT } from '@/i18n/use-t';

const OUTCOME_LABELS = { '': '', paid: 'adminOrders.outcomePaid', refund: 'adminOrders.outcomeRefund' } as const;

export function OrderPaymentPanel({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const dates = useDates();
  const { data: payment, error, isError } = useGetOrderPaymentQuery(orderNumber);
  const [recheck, { isLoading, error: recheckError }] = useRecheckOrderPaymentMutation();

  return (
    <section aria-labelledby="order-payment-heading" className="rounded-xl border border-ink-200 p-4" data-testid="order-payment">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="order-payment-heading" className="text-sm font-semibold text-ink-900">
          {payment === undefined ? t('adminOrders.onlinePayment') : t('adminOrders.onlinePaymentOf', { payment: payment.payment })}
        </h3>
        <BusyButton busy={isLoading} busyLabel={t('adminOrders.checking')} className={secondaryButtonClass} onClick={() => void recheck(orderNumber)}>
          {t('adminOrders.recheck')}
        </BusyButton>
      </div>
      {isError ? <Notice tone="error">{errorMessage(error)}</Notice> : null}
      {recheckError === undefined ? null : <Notice tone="error">{errorMessage(recheckError)}</Notice>}
      {payment === undefined || payment.transactions.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t('adminOrders.noBankPayment')}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {payment.transactions.map((tx) => (
            <li key={tx.transaction_id} className="rounded-lg bg-sand-50 px-3 py-2">
              <p className="font-mono text-xs break-all text-ink-900" data-testid="payment-transaction-id">
                {tx.transaction_id}
              </p>
              <p className="text-ink-700">
                <FormattedMessage
                  id="adminOrders.transaction"
                  values={{
                    state: (
                      <span className="font-semibold" data-testid="payment-transaction-state">
                        {tx.state}
                      </span>
                    ),
                    amount: <bdi dir="ltr">{formatMoney(tx.amount)}</bdi>,
                    date: dates.dateTime(tx.updated_at),
                  }}
                />
                {tx.outcome === '' ? null : (
                  <span className="font-semibold">{t('adminOrders.withOutcome', { outcome: t(OUTCOME_LABELS[tx.outcome]) })}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
