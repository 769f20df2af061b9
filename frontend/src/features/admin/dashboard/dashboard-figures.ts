// Pure helpers for the dashboard: how its figures read.
import type { Dashboard } from '@/features/admin/dashboard/api/dashboard-api';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';

type LowStockVariant = Dashboard['low_stock']['variants'][number];

/** A low variant as people read it: "Black, M", "M", or nothing for a product counted as a whole. */
export function variantLabel(v: LowStockVariant, t: Translate = englishT): string {
  return [v.color, v.size].filter((part) => part !== '').join(t('adminDashboard.listSeparator'));
}

/** How many are left, in words: "Sold out", "1 left". */
export function leftLabel(left: number, t: Translate = englishT): string {
  return left <= 0 ? t('adminDashboard.soldOut') : t('adminDashboard.left', { count: left });
}

/** "3 orders", "1 order". */
export function ordersLabel(n: number, t: Translate = englishT): string {
  return t('adminDashboard.orders', { count: n });
}
