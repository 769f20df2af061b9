// The order confirmation (/order-confirmation/:orderNumber).
import { pageTitle } from '@/lib/page-title';

export default function OrderConfirmationScreen() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <title>{pageTitle('Order Confirmation')}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
        Order Confirmation
      </h1>
    </div>
  );
}
