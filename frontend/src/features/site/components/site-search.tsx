// The search box the header's search button opens: a combobox (WAI-ARIA
// "combobox with listbox popup") that suggests at most five products while
// the customer types, once they pause. Arrow keys move through the
// suggestions, Enter opens the one chosen or, with none chosen, the results
// page (/search?q=); Escape closes the suggestions, then the box.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';

import { useSearchSuggestionsQuery } from '@/api/search';
import { MAX_SEARCH_LENGTH, type SearchResult, tidySearch } from '@/api/search-local';
import { useT } from '@/i18n/use-t';
import { productPath, searchPath, shopLabelId } from '@/lib/catalog-links';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { IconButton } from '@/ui/button';
import { CloseIcon } from '@/ui/icons';
import { SalePrice } from '@/ui/sale-price';
import { SearchButton, SearchField } from '@/ui/search-field';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

type SiteSearchProps = {
  id: string;
  /** Shown; drawn hidden otherwise, so a drawn page can open it before the app has it (decision 241). */
  open: boolean;
  onClose: () => void;
};

export function SiteSearch({ id, open: shown, onClose }: SiteSearchProps) {
  const t = useT();
  const navigate = useNavigate();
  const pick = useLocalized();
  const ownDir = useOwnDirection();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(tidySearch(text), SUGGEST_DELAY_MS);
  const { data } = useSearchSuggestionsQuery(term, { skip: term === '' });
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  const suggestions: readonly SearchResult[] = term === '' || tidySearch(text) === '' ? [] : (data ?? []);
  const expanded = !dismissed && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${String(index)}`;

  useEffect(() => {
    if (shown) {
      input.current?.focus();
    }
  }, [shown]);

  const open = (result: SearchResult) => {
    void navigate(productPath(result.shop_type, result.slug));
    onClose();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    if (chosen !== undefined) {
      open(chosen);
      return;
    }
    const search = tidySearch(text);
    if (search === '') {
      input.current?.focus();
      return;
    }
    void navigate(searchPath(search));
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setDismissed(false);
          setActive(down ? 0 : count - 1);
          return;
        }
        setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
        return;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        if (expanded) {
          setDismissed(true);
          setActive(-1);
        } else {
          onClose();
        }
        return;
    }
  };

  return (
    <div id={id} hidden={!shown} data-open={shown ? '' : undefined} className="border-t border-ink-200 bg-sand-50">
      <form
        role="search"
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
        className="relative mx-auto flex max-w-6xl items-center gap-2 px-4 py-3"
      >
        <SearchField
          id={inputId}
          inputRef={input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          maxLength={MAX_SEARCH_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setDismissed(false);
          }}
          onKeyDown={onKeyDown}
        >
          <p className="sr-only" aria-live="polite">
            {expanded ? t('site.searchSuggestionsCount', { count: suggestions.length }) : ''}
          </p>
        </SearchField>
        <SearchButton />
        <IconButton label={t('site.closeSearch')} onClick={onClose} className="h-11 w-11 shrink-0 text-ink-700 hover:bg-ink-100">
          <CloseIcon className="h-5 w-5" />
        </IconButton>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('site.suggestions')}
          hidden={!expanded}
          className="absolute inset-x-4 top-full z-40 -mt-1 md:end-auto md:w-[36rem] overflow-hidden rounded-2xl border border-ink-200 bg-white py-1 shadow-[0_12px_32px_rgba(10,57,65,0.14)]"
        >
          {suggestions.map((result, index) => (
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
                open(result);
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
          ))}
        </ul>
      </form>
    </div>
  );
}
