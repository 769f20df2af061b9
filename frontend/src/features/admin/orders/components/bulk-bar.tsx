// Above the orders list: select every order of the page, and act on the
// selected ones at once: set one status, or mark them paid (decision 201),
// or print their packing slips or address labels (decision 207).
import { useId, useState } from 'react';

import type { OrderStatus } from '@/api/orders';
import { compactSelectClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { orderStatusOptions } from '@/features/admin/ui/order-display';
import { Options } from '@/ui/options';
import { useT } from '@/i18n/use-t';

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
  const t = useT();
  const options = orderStatusOptions(t);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const allId = useId();
  const statusId = useId();
  const none = selected === 0;
  return (
    <div
      role="group"
      aria-label={t('adminOrders.selectedOrders')}
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
          {t('adminOrders.selectAll')}
        </label>
      </div>
      <p className="text-sm text-ink-600" aria-live="polite">
        {t('adminOrders.selectedCount', { count: selected })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={statusId} className="sr-only">
          {t('adminOrders.bulkStatusLabel')}
        </label>
        <div className="w-40">
          <select
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(options.find((option) => option.value === event.target.value)?.value ?? '');
            }}
            className={compactSelectClass}
          >
            <option value="">{t('adminOrders.setStatus')}</option>
            <Options choices={options} />
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
          {t('adminOrders.apply')}
        </button>
        <button
          type="button"
          disabled={none || busy}
          onClick={onMarkPaid}
          className={secondaryButtonClass}
        >
          {t('adminOrders.markPaid')}
        </button>
        <button type="button" disabled={none} onClick={() => { onPrint('slips'); }} className={secondaryButtonClass}>
          {t('adminOrders.printSlips')}
        </button>
        <button type="button" disabled={none} onClick={() => { onPrint('labels'); }} className={secondaryButtonClass}>
          {t('adminOrders.printLabels')}
        </button>
      </div>
    </div>
  );
}
