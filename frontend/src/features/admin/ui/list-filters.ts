// A list's place in the address (decision 200): its search, status and page
// (?q=&status=&page=), and the item a row opened. The list's pieces are in
// list-kit.tsx.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import type { AdminSectionId } from '@/features/admin/ui/admin-addresses';
import { useOpenedItem } from '@/features/admin/ui/admin-navigation';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long the search box waits for the admin to stop typing. */
const SEARCH_PAUSE_MS = 300;

export type StatusOptions<Status extends string> = readonly { value: Status; label: string }[];

/** A page number from the address: a whole number from 1, else 1. */
export function pageOf(params: URLSearchParams): number {
  const text = params.get('page') ?? '';
  const page = /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : 1;
  return page;
}

/**
 * The search text, the status (one of statusOptions) and the page of a list,
 * kept in the address (?q=&status=&page=, decision 200): a reload, Back and
 * a copied link show the same page. Another status or page is a step of
 * history; the search replaces its step as it is typed. The page belongs to
 * a filter: another search or status starts at page 1.
 */
export function useListFilters<Status extends string>(statusOptions: StatusOptions<Status>) {
  const [params, setParams] = useSearchParams();
  const status = statusOptions.find((option) => option.value === params.get('status'))?.value;
  const q = (params.get('q') ?? '').trim();
  const [search, setSearch] = useState(q);
  // Back or Forward to another search: the box shows it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setSearch(q);
  }
  const [typed, setTyped] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);

  // The address as last written: two changes close together (the search
  // settling just as a status is chosen) each build on the other, not on
  // the address of the render they were made in.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (changes: Record<string, string | undefined>, replace = false) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === '') {
          next.delete(name);
        } else {
          next.set(name, value);
        }
      }
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  // Typing settled on a new search: it goes into the address, from page 1.
  // Only a change of what was typed writes it, not Back to another search.
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) {
      return;
    }
    lastTyped.current = typed;
    if (typed !== q) {
      update({ q: typed, page: undefined }, true);
    }
  }, [typed, q, update]);

  return {
    status,
    q,
    /** The page asked for by the address. */
    requestedPage: pageOf(params),
    setPage: (page: number) => {
      update({ page: page > 1 ? String(page) : undefined });
    },
    filtered: status !== undefined || q !== '',
    /** Back to everything: no search, no status. */
    clear: () => {
      setSearch('');
      setTyped('');
      update({ q: undefined, status: undefined, page: undefined });
    },
    /** What ListToolbar shows and changes. */
    toolbar: {
      search,
      onSearch: setSearch,
      onSearchNow: () => {
        setTyped(search.trim());
      },
      status,
      onStatus: (next: Status | undefined) => {
        update({ status: next, page: undefined });
      },
      statusOptions,
    },
  };
}

/**
 * The item a row's View opened, by its key (an order or request number) in
 * the address, or null: its detail is shown meanwhile, starting from the
 * list's copy of it.
 */
export function useOpenedListItem<Item>(section: AdminSectionId, items: readonly Item[] | undefined, keyOf: (item: Item) => string) {
  const opened = useOpenedItem(section);
  const { key } = opened;
  return {
    ...opened,
    /** The list's copy of the opened item, shown while its detail loads. */
    initial: key === null ? undefined : items?.find((item) => keyOf(item) === key),
  };
}
