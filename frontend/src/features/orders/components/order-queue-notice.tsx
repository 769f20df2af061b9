// Sends the orders kept on this device (decision 080) and, on every page, says
// when the shop refused one, with a link to what to do next.
import { Link } from 'react-router';

import { useOrderQueue, useOrderQueueReplay } from '@/api/order-queue';
import { useT } from '@/i18n/use-t';

export function OrderQueueNotice() {
  useOrderQueueReplay();
  const t = useT();
  const refused = useOrderQueue().filter((entry) => entry.state === 'refused');
  if (refused.length === 0) {
    return null;
  }
  return (
    <div role="alert" className="border-b border-rose-300 bg-rose-50 px-4 py-2.5 text-center text-sm text-ink-900" data-testid="order-queue-notice">
      {t('orders.queueNotPlaced', { count: refused.length, problem: refused[0]?.problem ?? '' })} <Link to="/my-orders" className="font-semibold text-rose-700 underline underline-offset-2">
        {t('orders.seeWhatToDo')}
      </Link>
    </div>
  );
}
