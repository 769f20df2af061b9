// The admin's Tailoring section: custom-design and alteration requests,
// newest first, 20 a page, with a status filter and a search (number, phone,
// item, description or order number); View opens the request with its
// measurements, design files and history, where the owner sets the prices
// and the status.
import { ADMIN_TAILORING_PER_PAGE } from '@/api/tailoring';
import { useListTailoringRequestsQuery } from '@/features/admin/tailoring/api/tailoring-api';
import { TailoringDetail } from '@/features/admin/tailoring/components/tailoring-detail';
import {
  KIND_LABELS,
  requestSummary,
  TAILORING_STATUS_LABELS,
  TAILORING_STATUS_OPTIONS,
} from '@/features/admin/tailoring/tailoring-display';
import {
  DateCell,
  ListBody,
  ListTable,
  ListToolbar,
  RowButton,
} from '@/features/admin/ui/list-kit';
import { useListFilters, useOpenedListItem } from '@/features/admin/ui/list-filters';
import { pageCountOf } from '@/features/admin/ui/pager';
import { formatMoney } from '@/lib/money';

export default function TailoringSection() {
  const filters = useListFilters(TAILORING_STATUS_OPTIONS);
  const { status, q, requestedPage: page } = filters;
  const query = useListTailoringRequestsQuery({ page, status, q }, { refetchOnMountOrArgChange: true });
  const { data } = query;
  const opened = useOpenedListItem('tailoring', data?.items, (request) => request.number);
  const pageCount = pageCountOf(data?.total ?? 0, ADMIN_TAILORING_PER_PAGE);

  return (
    <div className="space-y-5">
      <ListToolbar
        {...filters.toolbar}
        searchLabel="Search requests"
        placeholder="Request number, phone, item or description"
        maxLength={100}
      />

      <ListBody
        query={query}
        failed="Could not load the tailoring requests."
        loading="Loading requests…"
        empty={
          <p className="rounded-2xl border border-ink-200 bg-white px-6 py-12 text-center font-medium text-ink-900">
            {filters.filtered ? 'No requests match your search.' : 'No tailoring requests yet'}
          </p>
        }
        pager={{ label: 'Request pages', page, pageCount, onPage: filters.setPage }}
      >
        {({ items }) => (
          <ListTable
            label="Tailoring requests"
            busy={query.isFetching}
            columns={['Request', 'Date', 'What', 'Price', 'Status', 'Actions']}
          >
            {items.map((request) => (
              <tr
                key={request.number}
                data-testid="tailoring-row"
                data-number={request.number}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 py-4 lg:table-row lg:p-0 lg:hover:bg-sand-50"
              >
                <td className="min-w-0 lg:px-2.5 lg:py-3">
                  <span className="block font-mono text-[0.8125rem] font-semibold whitespace-nowrap text-ink-900">
                    {request.number}
                  </span>
                  <span className="block text-xs text-ink-600">{request.phone}</span>
                </td>
                <DateCell iso={request.created_at} />
                <td className="col-span-2 min-w-0 lg:px-2.5 lg:py-3">
                  <span className="block font-medium text-ink-900">{KIND_LABELS[request.kind]}</span>
                  <span className="block truncate text-xs text-ink-600 lg:max-w-xs">{requestSummary(request)}</span>
                </td>
                <td className="font-semibold text-ink-900 tabular-nums lg:px-2.5 lg:py-3">
                  {request.price === null ? '—' : formatMoney(request.price)}
                </td>
                <td className="text-right lg:px-2.5 lg:py-3 lg:text-left" data-testid="tailoring-row-status">
                  {TAILORING_STATUS_LABELS[request.status]}
                  {request.order_number === null ? null : (
                    <span className="block font-mono text-xs text-ink-600">{request.order_number}</span>
                  )}
                </td>
                <td className="col-span-2 text-right lg:px-2.5 lg:py-3">
                  <RowButton
                    item={request.number}
                    onAct={opened.open}
                    className="inline-flex h-11 items-center rounded-full px-3.5 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
                  >
                    View <span className="sr-only">request {request.number}</span>
                  </RowButton>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>

      {opened.key === null ? null : <TailoringDetail
          number={opened.key}
          initial={opened.initial}
          onClose={() => {
            opened.close();
          }}
        />}
    </div>
  );
}
