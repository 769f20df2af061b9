// "Looked for, not found": what customers searched for that the shop does not
// have (or calls otherwise), most often first; the words only, nothing about
// who searched (docs/decisions/188). A failure here leaves the rest of the
// Dashboard as it is.
import { useGetSearchMissesQuery } from '@/features/admin/dashboard/api/dashboard-api';
import { card, cardHeading } from '@/features/admin/dashboard/components/dashboard-card';

export function SearchMisses() {
  const { data, isLoading, isError } = useGetSearchMissesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="dashboard-search-misses" className={card}>
      <h2 id="dashboard-search-misses" className={cardHeading}>
        Looked for, not found
      </h2>
      {isLoading ? (
        <p className="mt-3 text-sm text-ink-700">Loading…</p>
      ) : isError || data === undefined ? (
        <p className="mt-3 text-sm text-ink-700">Could not load the searches. Refresh to try again.</p>
      ) : data.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">Every search so far found something.</p>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="search-misses">
          {data.map((miss) => (
            <li key={miss.term} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words text-ink-900">“{miss.term}”</span>
              <span className="shrink-0 text-right text-ink-700">
                {miss.count === 1 ? 'once' : `${String(miss.count)} times`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
