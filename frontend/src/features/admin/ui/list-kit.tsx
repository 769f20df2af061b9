// The pieces of an admin list screen (the orders, the tailoring requests):
// the toolbar showing its filters (kept in the address, list-filters.ts), the
// table's frame with its column heads, what stands in for the table while it
// loads or when it is empty, the pager and the buttons of a row.
import { useId, type ButtonHTMLAttributes, type ComponentProps, type ReactNode } from 'react';

import { compactSelectClass } from '@/features/admin/ui/form-controls';
import type { StatusOptions } from '@/features/admin/ui/list-filters';
import { Pager } from '@/features/admin/ui/pager';
import { useDates } from '@/lib/use-dates';
import { SearchIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Options } from '@/ui/options';
import { useT } from '@/i18n/use-t';

type ListToolbarProps<Status extends string> = {
  search: string;
  onSearch: (text: string) => void;
  /** Enter in the search box: search now rather than after the pause. */
  onSearchNow: () => void;
  status: Status | undefined;
  onStatus: (status: Status | undefined) => void;
  statusOptions: StatusOptions<Status>;
  searchLabel: string;
  placeholder: string;
  maxLength?: number;
  /** More actions to the right of the status (Export to CSV). */
  children?: ReactNode;
};

/** Above a list: the search box, the status filter and any further actions. */
export function ListToolbar<Status extends string>({
  search,
  onSearch,
  onSearchNow,
  status,
  onStatus,
  statusOptions,
  searchLabel,
  placeholder,
  maxLength,
  children,
}: ListToolbarProps<Status>) {
  const t = useT();
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <form
        role="search"
        className="min-w-0 flex-1"
        onSubmit={(event) => {
          event.preventDefault();
          onSearchNow();
        }}
      >
        <label htmlFor={searchId} className="block text-sm font-medium text-ink-800">
          {searchLabel}
        </label>
        <div className="relative mt-1.5">
          <SearchIcon className="pointer-events-none absolute start-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-500" />
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={maxLength}
            onChange={(event) => {
              onSearch(event.target.value);
            }}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className="block h-11 w-full rounded-xl border border-ink-300 bg-white ps-11 pe-3.5 text-base text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-200 sm:text-sm"
          />
        </div>
      </form>
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1 lg:w-44 lg:flex-none">
          <label htmlFor={statusId} className="block text-sm font-medium text-ink-800">
            {t('admin.status')}
          </label>
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => {
              onStatus(statusOptions.find((option) => option.value === event.target.value)?.value);
            }}
            className={`mt-1.5 ${compactSelectClass}`}
          >
            <option value="">{t('admin.allStatuses')}</option>
            <Options choices={statusOptions} />
          </select>
        </div>
        {children}
      </div>
    </div>
  );
}

const headerCell = 'px-2.5 py-3 text-start text-xs font-semibold tracking-[0.08em] text-ink-600 uppercase';

type ListTableProps = {
  /** The table's name for screen readers. */
  label: string;
  busy: boolean;
  /** The column heads; the last (the actions) is set to the right. A head
   *  given as { hidden } is read only by screen readers (a column of checkboxes). */
  columns: readonly (string | { hidden: string })[];
  /** Classes added to the table's own. */
  className?: string;
  /** The rows. */
  children: ReactNode;
};

/**
 * A list's table in its card. On a phone each row is laid out as a card (the
 * rows' own grid) and the heads are read only by screen readers; from lg up
 * it is an ordinary table.
 */
export function ListTable({ label, busy, columns, className, children }: ListTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-[0_4px_20px_rgba(10,57,65,0.06)]">
      <table aria-busy={busy} aria-label={label} className={`block w-full text-sm lg:table ${className ?? ''}`}>
        <thead className="sr-only lg:not-sr-only lg:table-header-group lg:border-b lg:border-ink-200 lg:bg-sand-50">
          <tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className={index === columns.length - 1 ? `${headerCell} text-end` : headerCell}>
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col" className="w-0 p-0">
                  <span className="sr-only">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="block divide-y divide-ink-200 lg:table-row-group">{children}</tbody>
      </table>
    </div>
  );
}

/** "Loading orders…" in the table's place while the first page is read. */
export function ListLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-2xl border border-ink-200 bg-white py-12 text-center text-sm text-ink-600">
      {children}
    </p>
  );
}

/** A page of a list as its query reads it. */
type Page<Item> = { items: Item[]; total: number };

type ListBodyProps<Item> = {
  /** The list's query, as RTK Query answers it. */
  query: { data?: Page<Item> | undefined; error?: unknown; isError: boolean; isLoading: boolean; refetch: () => unknown };
  /** What a failed read says. */
  failed: string;
  /** What stands in for the table while the first page is read ("Loading orders…"). */
  loading: string;
  /** What shows when the page has no rows. */
  empty: ReactNode;
  /** The pager under the list, once a page has come. */
  pager: ComponentProps<typeof Pager>;
  /** The page's rows. */
  children: (page: Page<Item>) => ReactNode;
};

/** A list's page, or what stands in for it (its failure, "Loading…", the empty message), and the pager under it. */
export function ListBody<Item>({ query, failed, loading, empty, pager, children }: ListBodyProps<Item>) {
  const { data } = query;
  return (
    <>
      {query.isError ? <LoadError what={failed} error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data === undefined ? (
        query.isLoading ? (
          <ListLoading>{loading}</ListLoading>
        ) : null
      ) : data.items.length === 0 ? (
        empty
      ) : (
        children(data)
      )}
      {data === undefined ? null : <Pager {...pager} />}
    </>
  );
}

/** A row's date cell: at the end on a phone's card, in its column from lg up. */
export function DateCell({ iso }: { iso: string }) {
  const dates = useDates();
  return (
    <td className="text-end text-ink-700 lg:px-2.5 lg:py-3 lg:text-start">
      <time dateTime={iso} className="whitespace-nowrap">
        {dates.date(iso)}
      </time>
    </td>
  );
}

type RowButtonProps<Item> = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & {
  /** The row's item, handed to onAct. */
  item: Item;
  onAct: (item: Item) => void;
};

/** A button of a list's row that acts on the row's item (View, Edit, Delete). */
export function RowButton<Item>({ item, onAct, ...button }: RowButtonProps<Item>) {
  return (
    <button
      type="button"
      onClick={() => {
        onAct(item);
      }}
      {...button}
    />
  );
}
