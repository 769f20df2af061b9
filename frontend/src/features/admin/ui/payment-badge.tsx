// The payment status as a small badge beside an order's total.
import { knownPaymentStatus, paymentStatusLabel } from '@/features/admin/ui/order-display';

const tones = {
  paid: 'border-success-200 bg-success-50 text-success-900',
  unpaid: 'border-warning-200 bg-warning-50 text-warning-800',
} as const;

export function PaymentBadge({ status }: { status: string }) {
  const known = knownPaymentStatus(status);
  return (
    <span
      data-testid="payment-badge"
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${
        known === undefined ? 'border-ink-200 bg-ink-100 text-ink-800' : tones[known]
      }`}
    >
      <span className="sr-only">Payment:</span>{' '}
      {paymentStatusLabel(status)}
    </span>
  );
}
