// The admin's Tailoring section: custom-design and alteration requests,
// newest first, 20 a page, with a status filter and a search (number, phone,
// item, description or order number); View opens the request with its
// measurements, design files and history, where the owner sets the prices
// and the status.
import { FormattedMessage } from 'react-intl';

import { ADMIN_TAILORING_PER_PAGE } from '@/api/tailoring';
import { useListTailoringRequestsQuery } from '@/features/admin/tailoring/api/tailoring-api';
import { TailoringDetail } from '@/features/admin/tailoring/components/tailoring-detail';
import {
  kindLabel,
  requestSummary,
  tailoringStatusLabel,
  tailoringStatusOptions,
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
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/money';

const COLUMNS = [
  'adminTailoring.colRequest',
  'adminTailoring.colDate',
  'adminTailoring.colWhat',
  'adminTailoring.colPrice',
  'adminTailoring.colStatus',
  'adminTailoring.colActions',
];

export default function TailoringSection() {
  const t = useT();
  const filters = useListFilters(tailoringStatusOptions(t));
  const { status, q, requestedPage: page } = filters;
  const query = useListTailoringRequestsQuery({ page, status, q }, { refetchOnMountOrArgChange: true });
  const { data } = query;
  const opened = useOpenedListItem('tailoring', data?.items, (request) => request.number);
  const pageCount = pageCountOf(data?.total ?? 0, ADMIN_TAILORING_PER_PAGE);

  return (
    <div className="space-y-5">
      <ListToolbar
        {...filters.toolbar}
        searchLabel={t('adminTailoring.searchLabel')}
        placeholder={t('adminTailoring.searchPlaceholder')}
        maxLength={100}
      />

      <ListBody
        query={query}
        failed={t('adminTailoring.listFailed')}
        loading={t('adminTailoring.loading')}
        empty={
          <p className="rounded-2xl border border-ink-200 bg-white px-6 py-12 text-center font-medium text-ink-900">
            {filters.filtered ? t('adminTailoring.noMatch') : t('adminTailoring.noneYet')}
          </p>
        }
        pager={{ label: t('adminTailoring.pages'), page, pageCount, onPage: filters.setPage }}
      >
        {({ items }) => (
          <ListTable
            label={t('adminTailoring.tableLabel')}
            busy={query.isFetching}
            columns={COLUMNS.map((id) => t(id))}
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
                  <span className="block font-medium text-ink-900">{kindLabel(request.kind, t)}</span>
                  <span className="block truncate text-xs text-ink-600 lg:max-w-xs">{requestSummary(request)}</span>
                </td>
                <td className="font-semibold text-ink-900 tabular-nums lg:px-2.5 lg:py-3">
                  {request.price === null ? t('adminTailoring.noPrice') : <bdi dir="ltr">{formatMoney(request.price)}</bdi>}
                </td>
                <td className="text-end lg:px-2.5 lg:py-3 lg:text-start" data-testid="tailoring-row-status">
                  {tailoringStatusLabel(request.status, t)}
                  {request.order_number === null ? null : (
                    <span className="block font-mono text-xs text-ink-600">{request.order_number}</span>
                  )}
                </td>
                <td className="col-span-2 text-end lg:px-2.5 lg:py-3">
                  <RowButton
                    item={request.number}
                    onAct={opened.open}
                    className="inline-flex h-11 items-center rounded-full px-3.5 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
                  >
                    <FormattedMessage
                      id="adminTailoring.viewSr"
                      values={{ number: request.number, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
                    />
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
