// A list of categories the owner reorders by dragging a row's handle: with a
// mouse or a finger (after a few pixels, so a tap stays a tap), or from the
// keyboard (focus the handle, Space, arrow keys, Space; Escape cancels).
// Screen readers hear where the category is as it moves (dnd-kit's live
// region, with names instead of ids).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { restrictToParentElement, restrictToVerticalAxis } from '@dnd-kit/modifiers';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';

import type { Category } from '@/api/catalog';
import { moveCategory, type FirstPosition, type Reorder } from '@/features/admin/categories/category-order';
import { CategoryThumbnail } from '@/features/admin/categories/components/category-thumbnail';
import { RowButton } from '@/features/admin/ui/list-kit';
import { useSortableItem } from '@/features/admin/ui/sortable-item';
import { DragHandleIcon } from '@/ui/icons';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';
import { useT } from '@/i18n/use-t';

/** How far a pointer moves before a press on the handle becomes a drag. */
export const DRAG_ACTIVATION_PX = 6;


type SortableCategoryListProps = {
  /** The list's accessible name. */
  label: string;
  categories: readonly Category[];
  /** 0 for clothing, 1 for appliances. */
  firstPosition: FirstPosition;
  /** The category open in the form, marked in the list. */
  editingId: string | null;
  onReorder: (reorder: Reorder) => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
};

/**
 * What screen readers hear, with names and places instead of ids. `moved`
 * tells whether the picked-up category has left its place yet: until then
 * "over itself" is not news, and would drown out "Picked up".
 */
function announcementsFor(categories: readonly Category[], moved: boolean, t: Translate = englishT): Announcements {
  const nameOf = (id: UniqueIdentifier) =>
    categories.find((category) => category.id === id)?.name ?? t('adminCategories.theCategory');
  /** The name, and the place: "position 2 of 5". */
  const at = (id: UniqueIdentifier, place: UniqueIdentifier = id) => ({
    name: nameOf(id),
    position: String(categories.findIndex((category) => category.id === place) + 1),
    count: String(categories.length),
  });
  return {
    onDragStart: ({ active }) => t('adminCategories.pickedUp', at(active.id)),
    onDragOver: ({ active, over }) => {
      if (over === null) {
        return t('adminCategories.notOverList', { name: nameOf(active.id) });
      }
      if (over.id === active.id && !moved) {
        return undefined;
      }
      return t('adminCategories.movedInto', at(active.id, over.id));
    },
    onDragEnd: ({ active, over }) =>
      over === null
        ? t('adminCategories.droppedOutside', { name: nameOf(active.id) })
        : t('adminCategories.droppedAt', at(active.id, over.id)),
    onDragCancel: ({ active }) => t('adminCategories.moveCancelled', at(active.id)),
  };
}

export function SortableCategoryList({
  label,
  categories,
  firstPosition,
  editingId,
  onReorder,
  onEdit,
  onDelete,
}: SortableCategoryListProps) {
  const t = useT();
  const [moved, setMoved] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }),
    // The page jumps rather than glides when a move needs scrolling: a key
    // pressed during a smooth scroll would drop the category short of where
    // the owner sent it.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  const dropped = ({ active, over }: DragEndEvent) => {
    const reorder = moveCategory(categories, String(active.id), over === null ? null : String(over.id), firstPosition);
    if (reorder !== null) {
      onReorder(reorder);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis, restrictToParentElement]}
      onDragStart={() => {
        setMoved(false);
      }}
      onDragOver={({ active, over }) => {
        if (over !== null && over.id !== active.id) {
          setMoved(true);
        }
      }}
      onDragEnd={dropped}
      accessibility={{
        announcements: announcementsFor(categories, moved, t),
        screenReaderInstructions: { draggable: t('adminCategories.dragHelp') },
      }}
    >
      <SortableContext items={categories.map((category) => category.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="divide-y divide-ink-200">
          {categories.map((category) => (
            <SortableCategoryRow
              key={category.id}
              category={category}
              editing={category.id === editingId}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

type RowProps = {
  category: Category;
  editing: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
};

const rowButton =
  'inline-flex h-10 shrink-0 items-center rounded-full border px-3.5 text-sm font-semibold transition-colors';

function SortableCategoryRow({ category, editing, onEdit, onDelete }: RowProps) {
  const t = useT();
  const { isDragging, itemProps, handleProps } = useSortableItem(category.id);

  return (
    <li
      {...itemProps}
      data-category-id={category.id}
      className={`relative flex items-center gap-2.5 py-2.5 sm:gap-3 ${
        isDragging
          ? 'z-10 rounded-xl bg-ocean-50 shadow-[0_8px_24px_rgba(10,57,65,0.16)]'
          : editing
            ? 'bg-sand-50'
            : 'bg-white'
      }`}
    >
      <button
        {...handleProps}
        aria-label={t('adminCategories.reorderNamed', { name: category.name })}
        className={`flex h-10 w-8 shrink-0 touch-none items-center justify-center rounded-lg text-ink-500 hover:bg-sand-100 hover:text-ink-800 ${
          isDragging ? 'cursor-grabbing' : 'cursor-grab'
        }`}
      >
        <DragHandleIcon className="h-5 w-5" />
      </button>
      <CategoryThumbnail url={category.image_url} />
      {/* On a phone the buttons go under the name rather than squeeze it. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-end gap-x-3 gap-y-1.5">
        <span className="min-w-0 flex-1 basis-40 text-[0.9375rem] font-medium break-words text-ink-900">
          {category.name}
          {editing ? <span className="ms-2 text-xs font-semibold text-sand-600">{t('adminCategories.editingMark')}</span> : null}
        </span>
        <div className="flex shrink-0 gap-2">
          <RowButton
            item={category}
            onAct={onEdit}
            aria-label={t('adminCategories.editNamed', { name: category.name })}
            data-edit-for={category.id}
            className={`${rowButton} border-ink-300 bg-white text-ink-800 hover:bg-sand-100`}
          >
            {t('adminCategories.edit')}
          </RowButton>
          <RowButton
            item={category}
            onAct={onDelete}
            aria-label={t('adminCategories.deleteNamed', { name: category.name })}
            className={`${rowButton} border-rose-300 bg-white text-rose-700 hover:bg-rose-50`}
          >
            {t('adminCategories.delete')}
          </RowButton>
        </div>
      </div>
    </li>
  );
}
