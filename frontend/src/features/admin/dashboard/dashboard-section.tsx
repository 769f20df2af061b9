// The admin's Dashboard, its landing section (decision 133): today, the last
// 7 and 30 days in Maldives time (with what discount codes took off), the
// orders waiting for the owner (a bank transfer's slip one tap away, a code
// named), variants running low, the best sellers, and a chart of orders and
// revenue per day with the same figures in a table, what customers looked
// for and did not find, and the last good backup.
import { lazy, Suspense } from 'react';

import { useGetDashboardQuery } from '@/features/admin/dashboard/api/dashboard-api';
import { BackupStatus } from '@/features/admin/dashboard/components/dashboard-backup';
import { card, cardHeading } from '@/features/admin/dashboard/components/dashboard-card';
import { DayTable, PeriodCard, Waiting } from '@/features/admin/dashboard/components/dashboard-figures-panels';
import { SearchMisses } from '@/features/admin/dashboard/components/dashboard-searches';
import { BestSellers, LowStock } from '@/features/admin/dashboard/components/dashboard-stock';
import { BusyButton, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { useDates } from '@/lib/use-dates';
import { LoadError } from '@/ui/load-error';
import { useT } from '@/i18n/use-t';
import { FormattedMessage } from 'react-intl';

// The chart library comes with the chart, after the figures are shown.
const DashboardChart = lazy(async () => {
  const module = await import('@/features/admin/dashboard/components/dashboard-chart');
  return { default: module.DashboardChart };
});

export default function DashboardSection() {
  const t = useT();
  const dates = useDates();
  const { data, isLoading, isError, isFetching, refetch } = useGetDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) {
    return (
      <p role="status" className="py-10 text-center text-sm text-ink-600">
        {t('adminDashboard.loading')}
      </p>
    );
  }
  if (isError || data === undefined) {
    return (
      <LoadError what={t('adminDashboard.loadFailed')} onRetry={() => void refetch()} />
    );
  }
  return (
    <div className="space-y-6" data-testid="dashboard">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          <FormattedMessage
            id="adminDashboard.today"
            values={{ date: dates.date(`${data.date}T12:00:00+05:00`), strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
        <BusyButton busy={isFetching} busyLabel={t('adminDashboard.refreshing')} onClick={() => void refetch()} className={`${secondaryButtonClass} h-10 px-4`}>
          {t('adminDashboard.refresh')}
        </BusyButton>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <PeriodCard period="today" totals={data.periods.today} />
        <PeriodCard period="week" totals={data.periods.week} />
        <PeriodCard period="month" totals={data.periods.month} />
      </div>

      <Waiting waiting={data.waiting} />

      <section aria-labelledby="dashboard-chart" className={card}>
        <h2 id="dashboard-chart" className={cardHeading}>
          {t('adminDashboard.chartHeading')}
        </h2>
        <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <Suspense fallback={<div className="h-64" />}>
            <DashboardChart days={data.chart} />
          </Suspense>
          <DayTable days={data.chart} />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <LowStock lowStock={data.low_stock} />
        <BestSellers sellers={data.best_sellers} />
        <SearchMisses />
        <BackupStatus />
      </div>
    </div>
  );
}
