// The payment as a small badge beside an order's total: its status, or for
// an order paid online "Paid online" / "Awaiting online payment".
import { knownPaymentStatus, orderPaymentLabel, type PaymentOf } from '@/features/admin/ui/order-display';
import { useT } from '@/i18n/use-t';

const tones = {
  paid: 'border-success-200 bg-success-50 text-success-900',
  unpaid: 'border-warning-200 bg-warning-50 text-warning-800',
} as const;

export function PaymentBadge({ order }: { order: PaymentOf }) {
  const t = useT();
  const known = knownPaymentStatus(order.payment_status);
  return (
    <span
      data-testid="payment-badge"
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${
        known === undefined ? 'border-ink-200 bg-ink-100 text-ink-800' : tones[known]
      }`}
    >
      <span className="sr-only">{t('admin.paymentPrefix')}</span> {orderPaymentLabel(order, t)}
    </span>
  );
}
