// The clothing listing's filter panel (spec section 2): Category, Size, Color,
// Price and Clear All; a side column from lg, below it a drawer opened by
// "Filters". It is in the page once, so both layouts share its state.
import { useEffect, useId, useRef, type ReactNode } from 'react';

import { PriceRange } from '@/features/catalog/components/price-range';
import { SaleFilter } from '@/features/catalog/components/sale-filter';
import { useShopCategories } from '@/features/catalog/hooks/use-shop-categories';
import { FILTER_COLORS, FILTERS_ID, SIZE_OPTIONS, isLightColor } from '@/features/catalog/filter-options';
import { toggled, type ClothingFilterChange, type ClothingListing } from '@/features/catalog/listing-params';
import { useT } from '@/i18n/use-t';
import { IconButton } from '@/ui/button';
import { trapTab } from '@/ui/focus-trap';
import { CheckIcon, CloseIcon } from '@/ui/icons';
import { OwnText } from '@/i18n/own-text';

/** The drawer gives way to the side column at Tailwind's lg. */
const SIDE_COLUMN_QUERY = '(min-width: 1024px)';

type ClothingFiltersProps = {
  listing: ClothingListing;
  onChange: (change: ClothingFilterChange) => void;
  onClear: () => void;
  /** The drawer (phones and tablets). */
  open: boolean;
  onClose: () => void;
  /** How many products the filters find, for the drawer's button. */
  resultCount: number | undefined;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // The rule is on a wrapper: a fieldset draws its border through the legend.
    <div className="border-t border-ink-100 pt-5 first:border-t-0 first:pt-0">
      <fieldset>
        <legend className="mb-3 text-sm font-semibold tracking-wide text-ink-900">{title}</legend>
        {children}
      </fieldset>
    </div>
  );
}

export function ClothingFilters({
  listing,
  onChange,
  onClear,
  open,
  onClose,
  resultCount,
}: ClothingFiltersProps) {
  const titleId = useId();
  const t = useT();
  /** Clothing subcategories, by position; undefined while loading. */
  const categories = useShopCategories().clothing;
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) {
      return;
    }
    closeButton.current?.focus();
    // The page behind the drawer does not scroll.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Growing past the drawer's breakpoint closes it: the column takes over.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(SIDE_COLUMN_QUERY) : null;
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) {
        onClose();
      }
    };
    wide?.addEventListener('change', onWide);
    return () => {
      root.style.overflow = overflow;
      wide?.removeEventListener('change', onWide);
    };
  }, [open, onClose]);

  // Open by data-open, which a drawn page also sets on a tap (decision 241).
  const drawer = 'hidden lg:block data-open:max-lg:fixed data-open:max-lg:inset-0 data-open:max-lg:z-50 data-open:max-lg:flex';
  return (
    <aside id={FILTERS_ID} aria-label={t('catalog.filters')} data-open={open ? '' : undefined} className={drawer}>
      {open ? (
        <div aria-hidden="true" onClick={onClose} className="absolute inset-0 bg-ink-900 opacity-50 lg:hidden" />
      ) : null}
      <div
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        onKeyDown={
          open
            ? (event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  onClose();
                } else {
                  trapTab(event);
                }
              }
            : undefined
        }
        className="max-lg:relative max-lg:me-auto max-lg:flex max-lg:h-full max-lg:w-[88%] max-lg:max-w-sm max-lg:flex-col max-lg:bg-white max-lg:shadow-xl"
      >
        <div className="flex items-center justify-between gap-3 max-lg:border-b max-lg:border-ink-100 max-lg:px-5 max-lg:py-3 lg:mb-5">
          <h2 id={titleId} className="font-display text-xl font-semibold text-ink-900">
            {t('catalog.filters')}
          </h2>
          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={onClear}
              className="h-10 rounded-full px-3 text-sm font-semibold text-ocean-700 underline-offset-4 hover:text-ocean-900 hover:underline"
            >
              {t('catalog.clearAll')}
            </button>
            {open ? (
              <IconButton
                ref={closeButton}
                label={t('catalog.closeFilters')}
                onClick={onClose}
                className="h-10 w-10 text-ink-700 hover:bg-ink-100 lg:hidden"
              >
                <CloseIcon className="h-5 w-5" />
              </IconButton>
            ) : null}
          </div>
        </div>

        <div className="space-y-6 max-lg:flex-1 max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:px-5 max-lg:py-5">
          <SaleFilter checked={listing.sale === true} onChange={(sale) => {
              onChange({ sale });
            }} />
          <Section title={t('catalog.category')}>
            {categories === undefined ? (
              <div aria-hidden="true" className="space-y-3">
                {[0, 1, 2, 3].map((row) => (
                  <div key={row} className="h-5 w-3/4 animate-pulse rounded bg-sand-100" />
                ))}
              </div>
            ) : (
              <ul className="space-y-1">
                {categories.map((category) => (
                  <li key={category.id}>
                    <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-1 text-[0.9375rem] text-ink-800 hover:bg-sand-100">
                      <input
                        type="checkbox"
                        checked={listing.categories.includes(category.slug)}
                        onChange={() => {
                          onChange({ categories: toggled(listing.categories, category.slug) });
                        }}
                        className="h-[1.125rem] w-[1.125rem] shrink-0 accent-ocean-700"
                      />
                      <OwnText en={category.name} dv={category.name_dv} />
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title={t('catalog.size')}>
            <div className="grid grid-cols-3 gap-2">
              {SIZE_OPTIONS.map((size) => {
                const pressed = listing.sizes.includes(size);
                return (
                  <button
                    key={size}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => {
                      onChange({ sizes: toggled(listing.sizes, size) });
                    }}
                    className={`h-11 rounded-xl border text-sm font-semibold transition-colors ${
                      pressed
                        ? 'border-ocean-700 bg-ocean-700 text-white'
                        : 'border-ink-200 bg-white text-ink-800 hover:border-ocean-600'
                    }`}
                  >
                    {size}
                  </button>
                );
              })}
            </div>
          </Section>

          <Section title={t('catalog.color')}>
            <div className="grid grid-cols-4 gap-x-2 gap-y-3">
              {FILTER_COLORS.map((color) => {
                const pressed = listing.colors.includes(color.name);
                const light = isLightColor(color.hex);
                return (
                  <button
                    key={color.name}
                    type="button"
                    aria-label={color.name}
                    aria-pressed={pressed}
                    onClick={() => {
                      onChange({ colors: toggled(listing.colors, color.name) });
                    }}
                    className="group flex flex-col items-center gap-1.5 rounded-lg py-1"
                  >
                    <span
                      aria-hidden="true"
                      className={`flex h-9 w-9 items-center justify-center rounded-full ring-offset-2 transition-shadow ${
                        pressed ? 'ring-2 ring-ocean-700' : light ? 'ring-1 ring-ink-300' : 'group-hover:ring-1 group-hover:ring-ink-300'
                      }`}
                      style={{ backgroundColor: color.hex }}
                    >
                      {pressed ? <CheckIcon className={`h-4 w-4 ${light ? 'text-ink-900' : 'text-white'}`} /> : null}
                    </span>
                    <span
                      aria-hidden="true"
                      className={`text-xs ${pressed ? 'font-semibold text-ink-900' : 'text-ink-600'}`}
                    >
                      {color.name}
                    </span>
                  </button>
                );
              })}
            </div>
          </Section>

          <Section title={t('catalog.price')}>
            <PriceRange
              min={listing.min}
              max={listing.max}
              onChange={(bounds) => {
                onChange(bounds);
              }}
            />
          </Section>
        </div>

        {open ? (
          <div className="border-t border-ink-100 p-4 lg:hidden">
            <button
              type="button"
              onClick={onClose}
              className="h-12 w-full rounded-full bg-ocean-700 text-[0.9375rem] font-semibold text-white hover:bg-ocean-800"
            >
              {resultCount === undefined ? t('catalog.showResults') : t('catalog.showCount', { count: resultCount })}
            </button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
