// The progress bar (spec section 4): Order Placed, Processing, Shipped,
// Delivered; steps up to and including the current one are done and the fill
// reaches the current step. A cancelled order shows Cancelled instead.
import type { OrderStatus } from '@/api/orders';
import { progressOf, PROGRESS_STEPS } from '@/features/orders/order-status';
import { useT } from '@/i18n/use-t';

/** A done step's mark: a symbol, the same in every language. */
const DONE_MARK = '✓';

export function OrderProgress({ status }: { status: OrderStatus }) {
  const t = useT();
  const progress = progressOf(status);
  if (progress.kind === 'cancelled') {
    return (
      <div data-testid="order-progress" className="rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-center">
        <p className="text-base font-semibold text-rose-700">{t('orders.statusCancelled')}</p>
      </div>
    );
  }
  return (
    <div data-testid="order-progress">
      <div className="relative mx-[12.5%] h-1.5 rounded-full bg-ink-200">
        <div
          data-testid="order-progress-fill"
          className="absolute inset-y-0 start-0 rounded-full bg-ocean-600"
          style={{ width: `${String(progress.percent)}%` }}
        />
      </div>
      <ol className="relative -mt-4 grid grid-cols-4" aria-label={t('orders.orderProgress')}>
        {PROGRESS_STEPS.map((step, index) => {
          const done = progress.done[index] === true;
          const current = index === progress.current;
          return (
            <li
              key={step.status}
              data-testid={`progress-step-${step.status}`}
              data-done={done}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-center text-center"
            >
              <span
                className={`flex h-7 w-7 items-center justify-center rounded-full border-2 text-xs font-bold ${
                  done ? 'border-ocean-700 bg-ocean-700 text-white' : 'border-ink-300 bg-white text-ink-600'
                }`}
                aria-hidden="true"
              >
                {done ? DONE_MARK : String(index + 1)}
              </span>
              <span className={`mt-2 text-xs sm:text-sm ${done ? 'font-semibold text-ink-900' : 'text-ink-600'}`}>
                {t(step.label)}
                <span className="sr-only">{t(done ? 'orders.stepDone' : 'orders.stepToCome')}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
