// The Dashboard's stock: variants at or below the low-stock threshold (Edit
// opens the product's form) and the best sellers.
import { FormattedMessage } from 'react-intl';

import type { Dashboard } from '@/features/admin/dashboard/api/dashboard-api';
import { card, cardHeading, linkButton } from '@/features/admin/dashboard/components/dashboard-card';
import { leftLabel, variantLabel } from '@/features/admin/dashboard/dashboard-figures';
import { useAdminNavigate } from '@/features/admin/ui/admin-navigation';
import { formatMoney } from '@/lib/money';
import { Ltr } from '@/features/admin/ui/ltr';
import { useT } from '@/i18n/use-t';

export function LowStock({ lowStock }: { lowStock: Dashboard['low_stock'] }) {
  const t = useT();
  const navigate = useAdminNavigate();
  return (
    <section aria-labelledby="dashboard-low-stock" className={card}>
      <h2 id="dashboard-low-stock" className={cardHeading}>
        {t('adminDashboard.lowStock')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {t('adminDashboard.lowStockIntro', { threshold: lowStock.threshold })}
      </p>
      {lowStock.variants.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">{t('adminDashboard.nothingLow')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100">
          {lowStock.variants.map((v) => {
            const variant = variantLabel(v, t);
            const sku = <Ltr>{t('adminDashboard.sku', { sku: v.sku })}</Ltr>;
            return (
              <li
                key={`${v.product_id}|${v.variant}`}
                data-testid="low-stock-variant"
                className="flex items-center justify-between gap-3 py-2.5"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink-900">{v.title}</p>
                  <p className="text-xs text-ink-600">
                    {variant === '' ? sku : <FormattedMessage id="adminDashboard.variantSku" values={{ variant, sku }} />}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <span
                    className={`text-sm font-semibold ${v.left <= 0 ? 'text-rose-700' : 'text-warning-800'}`}
                  >
                    {leftLabel(v.left, t)}
                  </span>
                  <button
                    type="button"
                    className={`${linkButton} text-sm`}
                    onClick={() => {
                      navigate(v.shop_type === 'accessories' ? 'appliances' : 'products', { product: v.product_id });
                    }}
                  >
                    {t('adminDashboard.edit')} <span className="sr-only">{v.title}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function BestSellers({ sellers }: { sellers: Dashboard['best_sellers'] }) {
  const t = useT();
  return (
    <section aria-labelledby="dashboard-best-sellers" className={card}>
      <h2 id="dashboard-best-sellers" className={cardHeading}>
        {t('adminDashboard.bestSellers')}
      </h2>
      {sellers.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">{t('adminDashboard.noSales')}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {sellers.map((s, i) => (
            <li key={s.product_id} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 text-ink-900">
                <span className="me-2 font-semibold text-sand-600">{t('adminDashboard.rank', { rank: i + 1 })}</span>
                {s.title}
              </span>
              <span className="shrink-0 text-end text-ink-700">
                <FormattedMessage
                  id="adminDashboard.soldRevenue"
                  values={{ sold: t('adminDashboard.sold', { units: s.units }), revenue: <Ltr>{formatMoney(s.revenue)}</Ltr> }}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
