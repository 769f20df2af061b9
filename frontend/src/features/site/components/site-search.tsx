// The search box the header's search button opens. Submitting goes to the
// clothing listing with the term in ?q= (the listing applies it).
import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';

import { IconButton } from '@/ui/button';
import { CloseIcon, SearchIcon } from '@/ui/icons';
import { searchUrl } from '@/features/site/nav-links';

type SiteSearchProps = {
  id: string;
  onClose: () => void;
};

export function SiteSearch({ id, onClose }: SiteSearchProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = input.current?.value.trim() ?? '';
    if (term === '') {
      input.current?.focus();
      return;
    }
    void navigate(searchUrl(term));
    onClose();
  };

  return (
    <div id={id} className="border-t border-ink-200 bg-sand-50">
      <form
        role="search"
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
        className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3"
      >
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-500" />
          <input
            ref={input}
            id={inputId}
            type="search"
            name="q"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Search clothing and appliances"
            className="h-11 w-full rounded-full border border-ink-300 bg-white pr-4 pl-10 text-base text-ink-900 placeholder:text-ink-500 focus:border-ocean-600"
          />
        </div>
        <button
          type="submit"
          className="h-11 shrink-0 rounded-full bg-ocean-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-ocean-800"
        >
          Search
        </button>
        <IconButton label="Close search" onClick={onClose} className="h-11 w-11 shrink-0 text-ink-700 hover:bg-ink-100">
          <CloseIcon className="h-5 w-5" />
        </IconButton>
      </form>
    </div>
  );
}
