// The batch on screen: its orders grouped by atoll and island, each with
// its customer, items (size and colour) and what is collected on delivery.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import type { Dispatch } from '@/features/admin/api/dispatch-api';
import { adminPath } from '@/features/admin/ui/admin-addresses';
import { shortOrderNumber, variantText } from '@/features/admin/ui/order-display';
import { formatMoney } from '@/lib/money';
import { Ltr } from '@/features/admin/ui/ltr';
import { useT } from '@/i18n/use-t';

const muted = (chunks: ReactNode[]) => <span className="font-normal text-ink-600">{chunks}</span>;

export function DispatchIslands({ islands }: { islands: Dispatch['islands'] }) {
  const t = useT();
  return (
    <div className="space-y-4">
      {islands.map((group) => (
        <section
          key={`${group.atoll}|${group.island}`}
          aria-label={t('admin.islandAtoll', { island: group.island, atoll: group.atoll })}
          className="rounded-2xl border border-ink-200 bg-white p-4"
        >
          <h3 className="text-base font-semibold text-ink-900">
            <FormattedMessage id="adminDispatch.islandHeading" values={{ island: group.island, atoll: group.atoll, muted }} />
            <span className="ms-2 text-sm font-normal text-ink-600">
              {t('adminDispatch.orderCount', { count: group.orders.length })}
            </span>
          </h3>
          <ul className="mt-2 divide-y divide-ink-200">
            {group.orders.map((order) => (
              <li key={order.order_number} className="py-2 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link
                    to={adminPath('orders', order.order_number)}
                    className="font-mono font-semibold text-ocean-800 underline underline-offset-2"
                  >
                    <Ltr>{shortOrderNumber(order.order_number)}</Ltr>
                  </Link>
                  <span className="font-medium text-ink-900">{order.customer.name}</span>
                  <span className="text-ink-700">
                    {order.collect > 0 ? t('adminDispatch.collect', { amount: formatMoney(order.collect) }) : t('adminDispatch.nothingToCollect')}
                  </span>
                </div>
                <p className="mt-0.5 text-ink-700">
                  {order.items
                    .map((item) => {
                      const variant = variantText(item);
                      const values = { quantity: String(item.quantity), title: item.title, variant };
                      return t(variant === '' ? 'adminDispatch.itemLine' : 'adminDispatch.itemLineVariant', values);
                    })
                    .join(t('adminDispatch.itemSeparator'))}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
