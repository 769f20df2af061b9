// The header search box's suggestions (site-search.tsx): the products the
// server suggests for what is typed, asked for once typing pauses, and their
// options in the box's list. Their code (the search API, its answers'
// shapes, prices) comes when the box first opens, not in the first load
// (decision 248).
import { useEffect } from 'react';

import { useSearchSuggestionsQuery } from '@/api/search';
import type { SearchResult } from '@/api/search-local';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import { shopLabelId } from '@/lib/catalog-links';
import { tidySearch } from '@/lib/search-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SalePrice } from '@/ui/sale-price';

type SuggestionsProps = {
  text: string;
  /** How long typing must pause before suggestions are asked for. */
  delayMs: number;
  /** Given the suggestions for the settled text: none while it is empty. */
  onSuggestions: (suggestions: readonly SearchResult[]) => void;
};

/** Draws nothing: asks for the suggestions and hands them to the box. */
export function Suggestions({ text, delayMs, onSuggestions }: SuggestionsProps): null {
  const [term] = useDebouncedValue(tidySearch(text), delayMs);
  const { data } = useSearchSuggestionsQuery(term, { skip: term === '' });
  const suggestions = term === '' ? undefined : data;
  useEffect(() => {
    onSuggestions(suggestions ?? []);
  }, [suggestions, onSuggestions]);
  return null;
}

type SuggestionOptionsProps = {
  suggestions: readonly SearchResult[];
  /** The option chosen with the arrow keys, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onChoose: (result: SearchResult) => void;
};

/** The suggestions as the options of the box's listbox. */
export function SuggestionOptions({ suggestions, active, optionId, onChoose }: SuggestionOptionsProps) {
  const t = useT();
  const pick = useLocalized();
  const ownDir = useOwnDirection();
  return suggestions.map((result, index) => (
    <li
      key={result.id}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      onMouseDown={(event) => {
        // Keeps the focus in the box until the click opens the product.
        event.preventDefault();
      }}
      onClick={() => {
        onChoose(result);
      }}
      className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-sm ${
        index === active ? 'bg-ocean-50 text-ocean-900' : 'text-ink-900 hover:bg-sand-50'
      }`}
    >
      <span className="min-w-0">
        <span className="line-clamp-2 block font-medium" dir={ownDir(pick(result.title, result.title_dv))}>
          {pick(result.title, result.title_dv)}
        </span>
        <span className="block text-xs text-ink-600">
          {[t(shopLabelId(result.shop_type)), pick(result.category, result.category_dv)].filter((part) => part !== '').join(' · ')}
        </span>
      </span>
      <span className="shrink-0 text-end font-semibold text-ocean-800">
        <SalePrice price={result.price} original={result.original_price} noSaving />
      </span>
    </li>
  ));
}
