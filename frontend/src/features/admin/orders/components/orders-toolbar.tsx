// Above the orders table: search (order number, name or phone), a status
// filter, and "Export to CSV" (every order; the server names the file by date).
import { useId } from 'react';

import { ORDERS_EXPORT_URL } from '@/features/admin/orders/api/orders-api';
import type { OrderStatus } from '@/api/orders';
import { compactSelectClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { ORDER_STATUS_OPTIONS } from '@/features/admin/ui/order-display';
import { DownloadIcon, SearchIcon } from '@/ui/icons';

type OrdersToolbarProps = {
  search: string;
  onSearch: (text: string) => void;
  /** Enter in the search box: search now rather than after the pause. */
  onSearchNow: () => void;
  status: OrderStatus | undefined;
  onStatus: (status: OrderStatus | undefined) => void;
};

export function OrdersToolbar({ search, onSearch, onSearchNow, status, onStatus }: OrdersToolbarProps) {
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
          Search orders
        </label>
        <div className="relative mt-1.5">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-ink-500" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              onSearch(event.target.value);
            }}
            placeholder="Order number, name or phone"
            autoComplete="off"
            enterKeyHint="search"
            className="block h-11 w-full rounded-xl border border-ink-300 bg-white pr-3.5 pl-11 text-base text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-200 sm:text-sm"
          />
        </div>
      </form>
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1 lg:w-44 lg:flex-none">
          <label htmlFor={statusId} className="block text-sm font-medium text-ink-800">
            Status
          </label>
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => {
              const chosen = ORDER_STATUS_OPTIONS.find((option) => option.value === event.target.value);
              onStatus(chosen?.value);
            }}
            className={`mt-1.5 ${compactSelectClass}`}
          >
            <option value="">All statuses</option>
            {ORDER_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <a href={ORDERS_EXPORT_URL} download className={`${secondaryButtonClass} shrink-0`}>
          <DownloadIcon className="h-5 w-5" />
          Export to CSV
        </a>
      </div>
    </div>
  );
}
