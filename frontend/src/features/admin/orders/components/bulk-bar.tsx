// Above the orders list: select every order of the page, and act on the
// selected ones at once: set one status, or mark them paid (decision 201),
// or print their packing slips or address labels (decision 207).
import { useId, useState } from 'react';

import type { OrderStatus } from '@/api/orders';
import { compactSelectClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { ORDER_STATUS_OPTIONS } from '@/features/admin/ui/order-display';
import { Options } from '@/ui/options';

type BulkBarProps = {
  /** How many orders of the page are selected, and how many the page has. */
  selected: number;
  onPage: number;
  onSelectAll: (all: boolean) => void;
  onStatus: (status: OrderStatus) => void;
  onMarkPaid: () => void;
  onPrint: (what: 'slips' | 'labels') => void;
  busy: boolean;
};

export function BulkBar({ selected, onPage, onSelectAll, onStatus, onMarkPaid, onPrint, busy }: BulkBarProps) {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const allId = useId();
  const statusId = useId();
  const none = selected === 0;
  return (
    <div
      role="group"
      aria-label="Selected orders"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-ink-200 bg-white px-4 py-3"
    >
      <div className="flex items-center gap-2">
        <input
          id={allId}
          type="checkbox"
          checked={onPage > 0 && selected === onPage}
          ref={(box) => {
            if (box !== null) {
              box.indeterminate = selected > 0 && selected < onPage;
            }
          }}
          onChange={(event) => {
            onSelectAll(event.target.checked);
          }}
          className="h-5 w-5 accent-ocean-700"
        />
        <label htmlFor={allId} className="text-sm font-medium text-ink-800">
          Select all on this page
        </label>
      </div>
      <p className="text-sm text-ink-600" aria-live="polite">
        {selected === 1 ? '1 selected' : `${String(selected)} selected`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={statusId} className="sr-only">
          Status for the selected orders
        </label>
        <div className="w-40">
          <select
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(ORDER_STATUS_OPTIONS.find((option) => option.value === event.target.value)?.value ?? '');
            }}
            className={compactSelectClass}
          >
            <option value="">Set status…</option>
            <Options choices={ORDER_STATUS_OPTIONS} />
          </select>
        </div>
        <button
          type="button"
          disabled={none || busy || status === ''}
          onClick={() => {
            if (status !== '') {
              onStatus(status);
            }
          }}
          className={secondaryButtonClass}
        >
          Apply
        </button>
        <button
          type="button"
          disabled={none || busy}
          onClick={onMarkPaid}
          className={secondaryButtonClass}
        >
          Mark paid
        </button>
        <button type="button" disabled={none} onClick={() => { onPrint('slips'); }} className={secondaryButtonClass}>
          Print packing slips
        </button>
        <button type="button" disabled={none} onClick={() => { onPrint('labels'); }} className={secondaryButtonClass}>
          Print labels
        </button>
      </div>
    </div>
  );
}
