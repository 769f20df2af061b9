// The listing's order, as a native select (the phone's own picker).
import { useId } from 'react';

import type { ProductSort } from '@/api/catalog';
import { useT } from '@/i18n/use-t';
import { Options } from '@/ui/options';

/** The catalogue's ids of the orders' names. */
const SORT_IDS: Record<ProductSort, string> = {
  newest: 'catalog.sortNewest',
  'price-asc': 'catalog.sortPriceAsc',
  'price-desc': 'catalog.sortPriceDesc',
  name: 'catalog.sortName',
};

type SortSelectProps<T extends ProductSort> = {
  value: T;
  options: readonly T[];
  onChange: (sort: T) => void;
};

export function SortSelect<T extends ProductSort>({ value, options, onChange }: SortSelectProps<T>) {
  const id = useId();
  const t = useT();
  const labels = Object.fromEntries(options.map((option) => [option, t(SORT_IDS[option])]));
  return (
    <div className="flex items-center gap-2">
      {/* Phones need the room for the select itself; the label is still read out. */}
      <label htmlFor={id} className="sr-only text-sm font-medium whitespace-nowrap text-ink-600 sm:not-sr-only">
        {t('catalog.sortBy')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen !== undefined) {
            onChange(chosen);
          }
        }}
        className="h-11 rounded-full border border-ink-300 bg-white pe-9 ps-4 text-sm font-medium text-ink-900 hover:border-ink-500 focus:border-ocean-600"
      >
        <Options choices={options} labels={labels} />
      </select>
    </div>
  );
}
