// A card holding one draggable list of categories, with its title, the
// message of its last action and, without categories, what to do instead.
// The screen's state (useCategoryScreen) reorders, edits and deletes, its
// messages keyed by the card's `list`.
import { useId } from 'react';

import type { Category } from '@/api/catalog';
import type { FirstPosition } from '@/features/admin/categories/category-order';
import { CategoryNotice } from '@/features/admin/categories/components/category-notice';
import { SortableCategoryList } from '@/features/admin/categories/components/sortable-category-list';
import type { CategoryScreen } from '@/features/admin/categories/hooks/use-category-screen';

type CategoryListCardProps = {
  screen: CategoryScreen;
  /** Which list the card's messages belong to. */
  list: string;
  title: string;
  /** The list's accessible name. */
  label: string;
  categories: readonly Category[];
  /** 0 for clothing, 1 for appliances. */
  firstPosition: FirstPosition;
  /** Shown instead of the list when it has no categories. */
  emptyText: string;
};

export function CategoryListCard({
  screen,
  list,
  title,
  label,
  categories,
  firstPosition,
  emptyText,
}: CategoryListCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-ink-200 bg-white p-4 shadow-[0_4px_20px_rgba(10,57,65,0.06)] sm:p-6"
    >
      <h2 id={headingId} className="font-display text-lg font-semibold tracking-tight text-ink-900 sm:text-xl">
        {title}
      </h2>
      <CategoryNotice notice={screen.noticeFor(list)} onDismiss={screen.dismissListNotice} className="mt-3" />
      <div className="mt-3">
        {categories.length === 0 ? (
          <p className="py-4 text-sm text-ink-600">{emptyText}</p>
        ) : (
          <SortableCategoryList
            label={label}
            categories={categories}
            firstPosition={firstPosition}
            editingId={screen.editing?.id ?? null}
            onReorder={(reorder) => void screen.reorder(list, reorder)}
            onEdit={screen.startEdit}
            onDelete={(category) => void screen.remove(category, list)}
          />
        )}
      </div>
    </section>
  );
}
