// A card holding one draggable list of categories, with its title, the
// message of its last action and, without categories, what to do instead.
import type { ReactNode } from 'react';

import type { ListNotice } from '@/features/admin/categories/hooks/use-category-screen';
import { CategoryNotice } from '@/features/admin/categories/components/category-notice';

type CategoryListCardProps = {
  headingId: string;
  title: string;
  notice: ListNotice | null;
  onDismissNotice: () => void;
  /** Shown instead of the list when it has no categories. */
  empty: string | null;
  children: ReactNode;
};

export function CategoryListCard({ headingId, title, notice, onDismissNotice, empty, children }: CategoryListCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-ink-200 bg-white p-4 shadow-[0_4px_20px_rgba(10,57,65,0.06)] sm:p-6"
    >
      <h2 id={headingId} className="font-display text-lg font-semibold tracking-tight text-ink-900 sm:text-xl">
        {title}
      </h2>
      <CategoryNotice notice={notice} onDismiss={onDismissNotice} className="mt-3" />
      <div className="mt-3">
        {empty !== null ? <p className="py-4 text-sm text-ink-600">{empty}</p> : children}
      </div>
    </section>
  );
}
