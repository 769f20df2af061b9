// The listing's order, as a native select (the phone's own picker).
import { useId } from 'react';

import type { ProductSort } from '@/api/catalog';
import { Options } from '@/ui/options';

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  name: 'Name',
};

type SortSelectProps<T extends ProductSort> = {
  value: T;
  options: readonly T[];
  onChange: (sort: T) => void;
};

export function SortSelect<T extends ProductSort>({ value, options, onChange }: SortSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      {/* Phones need the room for the select itself; the label is still read out. */}
      <label htmlFor={id} className="sr-only text-sm font-medium whitespace-nowrap text-ink-600 sm:not-sr-only">
        Sort by
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
        className="h-11 rounded-full border border-ink-300 bg-white ps-4 pe-9 text-sm font-medium text-ink-900 hover:border-ink-500 focus:border-ocean-600"
      >
        <Options choices={options} labels={SORT_LABELS} />
      </select>
    </div>
  );
}
