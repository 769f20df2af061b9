// The admin's Tailoring section: custom-design and alteration requests,
// newest first, 20 a page, with a status filter and a search (number, phone,
// item, description or order number); View opens the request with its
// measurements, design files and history, where the owner sets the prices
// and the status.
import { useId, useState } from 'react';

import { ADMIN_TAILORING_PER_PAGE, type TailoringStatus } from '@/api/tailoring';
import { useListTailoringRequestsQuery } from '@/features/admin/tailoring/api/tailoring-api';
import { useDebouncedValue } from '@/features/admin/ui/use-debounced-value';
import { errorMessage } from '@/api/error-message';
import { TailoringDetail } from '@/features/admin/tailoring/components/tailoring-detail';
import {
  KIND_LABELS,
  requestSummary,
  TAILORING_STATUS_LABELS,
  TAILORING_STATUS_OPTIONS,
} from '@/features/admin/tailoring/tailoring-display';
import { compactSelectClass } from '@/features/admin/ui/form-controls';
import { Pager, pageCountOf } from '@/features/admin/ui/pager';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { SearchIcon } from '@/ui/icons';
import { Notice } from '@/ui/notice';

const SEARCH_PAUSE_MS = 300;
const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-[0.08em] text-ink-600 uppercase';

export default function TailoringSection() {
  const searchId = useId();
  const statusId = useId();
  const [status, setStatus] = useState<TailoringStatus | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [q, setQ] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const filterKey = `${status ?? ''}\n${q}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const { data, error, isError, isLoading, isFetching, refetch } = useListTailoringRequestsQuery(
    { page, status, q },
    { refetchOnMountOrArgChange: true },
  );
  const [openNumber, setOpenNumber] = useState<string | null>(null);
  const pageCount = pageCountOf(data?.total ?? 0, ADMIN_TAILORING_PER_PAGE);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <form
          role="search"
          className="min-w-0 flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(search.trim());
          }}
        >
          <label htmlFor={searchId} className="block text-sm font-medium text-ink-800">
            Search requests
          </label>
          <div className="relative mt-1.5">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-ink-500" />
            <input
              id={searchId}
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => {
                setSearch(event.target.value);
              }}
              placeholder="Request number, phone, item or description"
              autoComplete="off"
              enterKeyHint="search"
              className="block h-11 w-full rounded-xl border border-ink-300 bg-white pr-3.5 pl-11 text-base text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-200 sm:text-sm"
            />
          </div>
        </form>
        <div className="lg:w-44">
          <label htmlFor={statusId} className="block text-sm font-medium text-ink-800">
            Status
          </label>
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => {
              setStatus(TAILORING_STATUS_OPTIONS.find((option) => option.value === event.target.value)?.value);
            }}
            className={`mt-1.5 ${compactSelectClass}`}
          >
            <option value="">All statuses</option>
            {TAILORING_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isError ? (
        <Notice tone="error">
          Could not load the tailoring requests. {errorMessage(error, 'Please try again.')}{' '}
          <button type="button" onClick={() => void refetch()} className="font-semibold underline underline-offset-2">
            Try again
          </button>
        </Notice>
      ) : null}

      {data === undefined ? (
        isLoading ? (
          <p role="status" className="rounded-2xl border border-ink-200 bg-white py-12 text-center text-sm text-ink-600">
            Loading requests…
          </p>
        ) : null
      ) : data.requests.length === 0 ? (
        <p className="rounded-2xl border border-ink-200 bg-white px-6 py-12 text-center font-medium text-ink-900">
          {status !== undefined || q !== '' ? 'No requests match your search.' : 'No tailoring requests yet'}
        </p>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-[0_4px_20px_rgba(10,57,65,0.06)]">
          <table aria-busy={isFetching} aria-label="Tailoring requests" className="block w-full text-sm lg:table">
            <thead className="sr-only lg:not-sr-only lg:table-header-group lg:border-b lg:border-ink-200 lg:bg-sand-50">
              <tr>
                <th scope="col" className={headerCell}>
                  Request
                </th>
                <th scope="col" className={headerCell}>
                  Date
                </th>
                <th scope="col" className={headerCell}>
                  What
                </th>
                <th scope="col" className={headerCell}>
                  Price
                </th>
                <th scope="col" className={headerCell}>
                  Status
                </th>
                <th scope="col" className={`${headerCell} text-right`}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-ink-200 lg:table-row-group">
              {data.requests.map((request) => (
                <tr
                  key={request.number}
                  data-testid="tailoring-row"
                  data-number={request.number}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 py-4 lg:table-row lg:p-0 lg:hover:bg-sand-50"
                >
                  <td className="min-w-0 lg:px-4 lg:py-3">
                    <span className="block font-mono text-[0.8125rem] font-semibold whitespace-nowrap text-ink-900">
                      {request.number}
                    </span>
                    <span className="block text-xs text-ink-600">{request.phone}</span>
                  </td>
                  <td className="text-right text-ink-700 lg:px-4 lg:py-3 lg:text-left">
                    <time dateTime={request.created_at} className="whitespace-nowrap">
                      {formatDate(request.created_at)}
                    </time>
                  </td>
                  <td className="col-span-2 min-w-0 lg:px-4 lg:py-3">
                    <span className="block font-medium text-ink-900">{KIND_LABELS[request.kind]}</span>
                    <span className="block truncate text-xs text-ink-600 lg:max-w-xs">{requestSummary(request)}</span>
                  </td>
                  <td className="font-semibold text-ink-900 tabular-nums lg:px-4 lg:py-3">
                    {request.price === null ? '—' : formatMoney(request.price)}
                  </td>
                  <td className="text-right lg:px-4 lg:py-3 lg:text-left" data-testid="tailoring-row-status">
                    {TAILORING_STATUS_LABELS[request.status]}
                    {request.order_number === null ? null : (
                      <span className="block font-mono text-xs text-ink-600">{request.order_number}</span>
                    )}
                  </td>
                  <td className="col-span-2 text-right lg:px-4 lg:py-3">
                    <button
                      type="button"
                      onClick={() => {
                        setOpenNumber(request.number);
                      }}
                      className="inline-flex h-11 items-center rounded-full px-3.5 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
                    >
                      View <span className="sr-only">request {request.number}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data === undefined ? null : (
        <Pager
          label="Request pages"
          page={page}
          pageCount={pageCount}
          onPage={(next) => {
            setPaging({ filterKey, page: next });
          }}
        />
      )}

      {openNumber === null ? null : (
        <TailoringDetail
          number={openNumber}
          initial={data?.requests.find((r) => r.number === openNumber)}
          onClose={() => {
            setOpenNumber(null);
          }}
        />
      )}
    </div>
  );
}
