// "Looked for, not found": what customers searched for that the shop does not
// have (or calls otherwise), most often first; the words only, nothing about
// who searched (docs/decisions/188). A failure here leaves the rest of the
// Dashboard as it is.
import { useGetSearchMissesQuery } from '@/features/admin/dashboard/api/dashboard-api';
import { card, cardHeading } from '@/features/admin/dashboard/components/dashboard-card';
import { useT } from '@/i18n/use-t';

export function SearchMisses() {
  const t = useT();
  const { data, isLoading, isError } = useGetSearchMissesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="dashboard-search-misses" className={card}>
      <h2 id="dashboard-search-misses" className={cardHeading}>
        {t('adminDashboard.searchMisses')}
      </h2>
      {isLoading ? (
        <p className="mt-3 text-sm text-ink-700">{t('adminDashboard.loadingShort')}</p>
      ) : isError || data === undefined ? (
        <p className="mt-3 text-sm text-ink-700">{t('adminDashboard.searchesFailed')}</p>
      ) : data.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">{t('adminDashboard.everySearchFound')}</p>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="search-misses">
          {data.map((miss) => (
            <li key={miss.term} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words text-ink-900">{t('adminDashboard.searchTerm', { term: miss.term })}</span>
              <span className="shrink-0 text-end text-ink-700">
                {t('adminDashboard.times', { count: miss.count })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
