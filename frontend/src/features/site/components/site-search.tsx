// The search box the header's search button opens: a combobox (WAI-ARIA
// "combobox with listbox popup") that suggests at most five products while
// the customer types, once they pause. Arrow keys move through the
// suggestions, Enter opens the one chosen or, with none chosen, the results
// page (/search?q=); Escape closes the suggestions, then the box.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';

import type { SearchResult } from '@/api/search-local';
import type * as SuggestionsCode from '@/features/site/components/search-suggestions';
import { useT } from '@/i18n/use-t';
import { productPath, searchPath } from '@/lib/catalog-links';
import { MAX_SEARCH_LENGTH, tidySearch } from '@/lib/search-text';
import { IconButton } from '@/ui/button';
import { CloseIcon } from '@/ui/chrome-icons';
import { SearchButton, SearchField } from '@/ui/search-field';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

type SuggestionsModule = typeof SuggestionsCode;

let suggestionsModule: SuggestionsModule | null = null;

/**
 * The suggestions' code, fetched once the box is first opened or typed in
 * (decision 248): the first load carries the box, not the search API.
 */
function useSuggestionsModule(wanted: boolean): SuggestionsModule | null {
  const [loaded, setLoaded] = useState(suggestionsModule);
  useEffect(() => {
    if (!wanted || loaded !== null) {
      return;
    }
    import('@/features/site/components/search-suggestions').then(
      (module) => {
        suggestionsModule = module;
        setLoaded(module);
      },
      // Offline: the box still searches; the next opening tries again.
      () => undefined,
    );
  }, [wanted, loaded]);
  return loaded;
}

type SiteSearchProps = {
  id: string;
  /** Shown; drawn hidden otherwise, so a drawn page can open it before the app has it (decision 241). */
  open: boolean;
  onClose: () => void;
};

export function SiteSearch({ id, open: shown, onClose }: SiteSearchProps) {
  const t = useT();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const suggestionsCode = useSuggestionsModule(shown || text !== '');
  const [found, setFound] = useState<readonly SearchResult[]>([]);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  const suggestions = tidySearch(text) === '' ? [] : found;
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
      {suggestionsCode === null ? null : <suggestionsCode.Suggestions text={text} delayMs={SUGGEST_DELAY_MS} onSuggestions={setFound} />}
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
          {suggestionsCode === null ? null : (
            <suggestionsCode.SuggestionOptions suggestions={suggestions} active={active} optionId={optionId} onChoose={open} />
          )}
        </ul>
      </form>
    </div>
  );
}
