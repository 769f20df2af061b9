// The product search box's look, shared by the header's search and the
// results page: a labelled round field with a magnifier, and its button.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

import { useKitT } from '@/i18n/use-kit-t';
import { SearchIcon } from '@/ui/chrome-icons';

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'id' | 'name'> & {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown inside the field's box, after the input (a live region, say). */
  children?: ReactNode;
};

export function SearchField({ id, inputRef, children, ...input }: SearchFieldProps) {
  const t = useKitT();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('ui.searchProducts')}
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 start-3 h-5 w-5 -translate-y-1/2 text-ink-500" />
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('ui.searchPlaceholder')}
          className="h-11 w-full rounded-full border border-ink-300 bg-white pe-4 ps-10 text-base text-ink-900 placeholder:text-ink-500 focus:border-ocean-600"
          {...input}
        />
        {children}
      </div>
    </>
  );
}

export function SearchButton() {
  const t = useKitT();
  return (
    <button
      type="submit"
      className="h-11 shrink-0 rounded-full bg-ocean-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-ocean-800"
    >
      {t('ui.search')}
    </button>
  );
}
