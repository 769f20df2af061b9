// Status and payment status in the order detail: like the list's dropdown,
// a choice is saved the moment it is made (spec section 4) and shows in the
// list behind at once; the payment method and transfer slip sit beside them.
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { adminSlipUrl, useUpdateOrderMutation, type OrderEdit } from '@/features/admin/orders/api/orders-api';
import type { Order } from '@/api/orders';
import { compactSelectClass } from '@/features/admin/ui/form-controls';
import { OrderStatusSelect } from '@/features/admin/orders/components/order-status-select';
import type { Translate } from '@/features/admin/ui/admin-intl';
import { knownPaymentStatus, orderStatusLabel, PAYMENT_STATUSES, paymentMethodLabel, paymentStatusLabel } from '@/features/admin/ui/order-display';
import { errorMessage } from '@/api/error-message';
import { Notice } from '@/ui/notice';
import { Options } from '@/ui/options';
import { useT } from '@/i18n/use-t';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; text: string } | { kind: 'failed'; message: string };

/** What a saved choice says: "Saved: the status is Shipped." */
function savedText(edit: OrderEdit, t: Translate): string {
  if (edit.status !== undefined) {
    return t('adminOrders.savedStatus', { status: orderStatusLabel(edit.status, t) });
  }
  if (edit.payment_status !== undefined) {
    return t('adminOrders.savedPayment', { status: paymentStatusLabel(edit.payment_status, t) });
  }
  return t('adminOrders.saved');
}

export function OrderStatusPanel({ order }: { order: Order }) {
  const t = useT();
  const [update] = useUpdateOrderMutation();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const statusId = useId();
  const paymentId = useId();
  const paymentStatus = knownPaymentStatus(order.payment_status);
  const method = paymentMethodLabel(order.payment_method, t);

  const save = async (edit: OrderEdit) => {
    setState({ kind: 'saving' });
    const result = await update({ orderNumber: order.order_number, edit });
    setState(
      result.error === undefined
        ? { kind: 'saved', text: savedText(edit, t) }
        : { kind: 'failed', message: errorMessage(result.error, t('adminOrders.saveChangeFailed')) },
    );
  };

  return (
    <section aria-label={t('adminOrders.statusAndPayment')} className="rounded-2xl border border-ink-200 bg-sand-50 p-4 sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium text-ink-800">
            {t('adminOrders.status')}
          </label>
          <div className="mt-1.5">
            <OrderStatusSelect
              id={statusId}
              label={t('adminOrders.status')}
              value={order.status}
              onChange={(status) => void save({ status })}
            />
          </div>
        </div>
        <div>
          <label htmlFor={paymentId} className="block text-sm font-medium text-ink-800">
            {t('adminOrders.paymentStatus')}
          </label>
          <select
            id={paymentId}
            value={paymentStatus ?? ''}
            onChange={(event) => {
              const chosen = knownPaymentStatus(event.target.value);
              if (chosen !== undefined && chosen !== paymentStatus) {
                void save({ payment_status: chosen });
              }
            }}
            className={`mt-1.5 ${compactSelectClass}`}
          >
            {paymentStatus === undefined ? <option value="">{order.payment_status}</option> : null}
            <Options choices={PAYMENT_STATUSES} labels={{ unpaid: paymentStatusLabel('unpaid', t), paid: paymentStatusLabel('paid', t) }} />
          </select>
        </div>
      </div>
      <p
        className={`mt-2 min-h-5 text-xs ${state.kind === 'saved' ? 'font-semibold text-success-700' : 'text-ink-600'}`}
        role="status"
      >
        {state.kind === 'saving' ? t('adminOrders.saving') : null}
        {state.kind === 'saved' ? state.text : null}
        {state.kind === 'idle' ? t('adminOrders.savedAtOnce') : null}
      </p>
      {state.kind === 'failed' ? (
        <div className="mt-2">
          <Notice tone="error">{state.message}</Notice>
        </div>
      ) : null}
      <dl className="mt-3 grid gap-x-4 gap-y-1 border-t border-ink-200 pt-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-ink-600">{t('adminOrders.paymentMethod')}</dt>
        <dd className="font-medium text-ink-900">
          {order.payment_method === 'BANK' && order.transfer_slip !== null ? (
            <FormattedMessage
              id="adminOrders.methodAndSlip"
              values={{
                method,
                slip: (
                  <a
                    href={adminSlipUrl(order.order_number)}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-ocean-800 underline underline-offset-2 hover:text-ocean-900"
                  >
                    {t('adminOrders.viewTransferSlip')} <span className="sr-only">{t('adminOrders.opensInNewTab')}</span>
                  </a>
                ),
              }}
            />
          ) : (
            method
          )}
          {order.payment_method === 'BANK' && order.transfer_slip === null ? (
            <span className="ms-2 font-normal text-ink-600">{t('adminOrders.noTransferSlip')}</span>
          ) : null}
        </dd>
      </dl>
    </section>
  );
}
