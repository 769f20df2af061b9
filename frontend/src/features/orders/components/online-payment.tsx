// An order paid online, as its customer sees it on the confirmation and
// tracking pages (decision 204): "Paid online", or "Waiting for your payment"
// with "Try again" (the bank's page again) and "Pay cash on delivery
// instead". Back from the bank's page (?payment=return) the server re-reads
// the payment from the bank first: the return itself proves nothing.
import { useEffect, useRef, useState } from 'react';

import { errorMessage } from '@/api/error-message';
import type { Order } from '@/api/orders';
import { goToBank, usePayCashInsteadMutation, usePaymentReturnedMutation, useStartPaymentMutation } from '@/api/payments';
import { useT } from '@/i18n/use-t';

const buttonBase =
  'inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70';
const primary = `${buttonBase} bg-ocean-700 text-white hover:bg-ocean-800`;
const secondary = `${buttonBase} border border-ink-300 bg-white text-ink-800 hover:border-ocean-300 hover:bg-ocean-50`;

/** The ids of what the payment's box says. */
const PAYMENT_TEXTS = {
  paid: 'orders.paidOnline',
  waiting: 'orders.waitingForPayment',
  waitingHelp: 'orders.waitingForPaymentHelp',
  cancelled: 'orders.paymentTooLate',
  checking: 'orders.checkingPayment',
  retry: 'orders.tryAgain',
  cash: 'orders.payCashInstead',
  failed: 'orders.paymentFailed',
} as const;

type OnlinePaymentProps = {
  order: Order;
  phone: string;
  /** Back from the bank's page: re-read the payment first. */
  returned?: boolean;
  /** What went wrong when the checkout asked for the bank's page. */
  problem?: string;
};

export function OnlinePayment({ order, phone, returned = false, problem = '' }: OnlinePaymentProps) {
  const t = useT();
  const lookup = { order_number: order.order_number, phone };
  const [checkReturn, { isLoading: checking }] = usePaymentReturnedMutation();
  const [start, { isLoading: starting }] = useStartPaymentMutation();
  const [payCash, { isLoading: switching }] = usePayCashInsteadMutation();
  const [message, setMessage] = useState(problem);
  const asked = useRef(false);

  useEffect(() => {
    if (returned && !asked.current) {
      asked.current = true;
      void checkReturn(lookup);
    }
    // Once per visit: the order number and phone do not change on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);

  if (order.payment_method !== 'ONLINE') {
    return null;
  }
  if (order.payment_status === 'paid') {
    return (
      <p className="rounded-xl border border-success-200 bg-success-50 px-4 py-3 text-sm font-semibold text-success-900" data-testid="online-payment">
        {t(PAYMENT_TEXTS.paid)}
      </p>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <p className="rounded-xl border border-ink-200 bg-white px-4 py-3 text-sm text-ink-700" data-testid="online-payment">
        {t(PAYMENT_TEXTS.cancelled)}
      </p>
    );
  }
  const busy = checking || starting || switching;
  return (
    <div className="rounded-xl border border-warning-200 bg-warning-50 px-4 py-4 text-sm" data-testid="online-payment">
      <p className="text-base font-semibold text-ink-900">{t(PAYMENT_TEXTS.waiting)}</p>
      <p className="mt-1 text-ink-700">{t(checking ? PAYMENT_TEXTS.checking : PAYMENT_TEXTS.waitingHelp)}</p>
      {message === '' ? null : (
        <p role="alert" className="mt-2 font-medium text-rose-700">
          {message}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          className={primary}
          disabled={busy}
          onClick={() => {
            setMessage('');
            void start(lookup).then((result) => {
              if (result.data !== undefined) {
                goToBank(result.data.url);
              } else {
                setMessage(errorMessage(result.error, t(PAYMENT_TEXTS.failed)));
              }
            });
          }}
        >
          {t(PAYMENT_TEXTS.retry)}
        </button>
        <button
          type="button"
          className={secondary}
          disabled={busy}
          onClick={() => {
            setMessage('');
            void payCash(lookup).then((result) => {
              if (result.error !== undefined) {
                setMessage(errorMessage(result.error, t(PAYMENT_TEXTS.failed)));
              }
            });
          }}
        >
          {t(PAYMENT_TEXTS.cash)}
        </button>
      </div>
    </div>
  );
}
