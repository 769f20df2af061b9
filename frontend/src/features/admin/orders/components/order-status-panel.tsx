// Status and payment status in the order detail: like the list's dropdown,
// a choice is saved the moment it is made (spec section 4) and shows in the
// list behind at once; the payment method and transfer slip sit beside them.
import { useId, useState } from 'react';

import { adminSlipUrl, useUpdateOrderMutation, type OrderEdit } from '@/features/admin/orders/api/orders-api';
import type { Order } from '@/api/orders';
import { compactSelectClass } from '@/features/admin/ui/form-controls';
import { OrderStatusSelect } from '@/features/admin/orders/components/order-status-select';
import { knownPaymentStatus, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, paymentMethodLabel } from '@/features/admin/ui/order-display';
import { errorMessage } from '@/api/error-message';
import { Notice } from '@/ui/notice';
import { Options } from '@/ui/options';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; text: string } | { kind: 'failed'; message: string };

/** What a saved choice says: "Saved: the status is Shipped." */
function savedText(edit: OrderEdit): string {
  if (edit.status !== undefined) {
    return `Saved: the status is ${ORDER_STATUS_LABELS[edit.status]}.`;
  }
  if (edit.payment_status !== undefined) {
    return `Saved: the payment is ${PAYMENT_STATUS_LABELS[edit.payment_status]}.`;
  }
  return 'Saved.';
}

export function OrderStatusPanel({ order }: { order: Order }) {
  const [update] = useUpdateOrderMutation();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const statusId = useId();
  const paymentId = useId();
  const paymentStatus = knownPaymentStatus(order.payment_status);

  const save = async (edit: OrderEdit) => {
    setState({ kind: 'saving' });
    const result = await update({ orderNumber: order.order_number, edit });
    setState(
      result.error === undefined
        ? { kind: 'saved', text: savedText(edit) }
        : { kind: 'failed', message: errorMessage(result.error, 'Could not save the change. Please try again.') },
    );
  };

  return (
    <section aria-label="Status and payment" className="rounded-2xl border border-ink-200 bg-sand-50 p-4 sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium text-ink-800">
            Status
          </label>
          <div className="mt-1.5">
            <OrderStatusSelect
              id={statusId}
              label="Status"
              value={order.status}
              onChange={(status) => void save({ status })}
            />
          </div>
        </div>
        <div>
          <label htmlFor={paymentId} className="block text-sm font-medium text-ink-800">
            Payment status
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
            <Options choices={PAYMENT_STATUSES} labels={PAYMENT_STATUS_LABELS} />
          </select>
        </div>
      </div>
      <p
        className={`mt-2 min-h-5 text-xs ${state.kind === 'saved' ? 'font-semibold text-success-700' : 'text-ink-600'}`}
        role="status"
      >
        {state.kind === 'saving' ? 'Saving…' : null}
        {state.kind === 'saved' ? state.text : null}
        {state.kind === 'idle' ? 'A new status or payment status is saved as soon as you choose it.' : null}
      </p>
      {state.kind === 'failed' ? (
        <div className="mt-2">
          <Notice tone="error">{state.message}</Notice>
        </div>
      ) : null}
      <dl className="mt-3 grid gap-x-4 gap-y-1 border-t border-ink-200 pt-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-ink-600">Payment method</dt>
        <dd className="font-medium text-ink-900">
          {paymentMethodLabel(order.payment_method)}
          {order.payment_method === 'BANK' ? (
            order.transfer_slip === null ? (
              <span className="ml-2 font-normal text-ink-600">(no transfer slip)</span>
            ) : (
              <>
                {' · '}
                <a
                  href={adminSlipUrl(order.order_number)}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-ocean-800 underline underline-offset-2 hover:text-ocean-900"
                >
                  View transfer slip{' '}
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </>
            )
          ) : null}
        </dd>
      </dl>
    </section>
  );
}
