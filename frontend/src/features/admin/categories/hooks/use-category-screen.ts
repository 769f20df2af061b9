// What both category screens share: the categories as the server holds them
// (read again each time a screen opens), which category the form edits, the
// messages of the form and of each list, deleting after a confirmation, and
// saving a drag. The screens differ in their lists and in what a new
// category is attached to.
import { useCallback, useEffect, useRef, useState } from 'react';

import type { AdminSectionId } from '@/features/admin/ui/admin-addresses';
import { useOpenedItem } from '@/features/admin/ui/admin-navigation';
import { useGetAdminCategoriesQuery } from '@/features/admin/api/admin-categories-api';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
  useUpdateCategoryMutation,
} from '@/features/admin/categories/api/categories-api';
import type { Category } from '@/api/catalog';
import { createInput, updateInput, type CategoryFormValues, type NewCategory } from '@/features/admin/categories/category-form';
import {
  CATEGORY_MESSAGE_IDS,
  deleteFailure,
  fieldMessagesOf,
  saveFailure,
  type Message,
} from '@/features/admin/categories/category-messages';
import type { Reorder } from '@/features/admin/categories/category-order';
import type { FormNotice, SaveResult } from '@/features/admin/categories/components/category-form-card';
import { useDismissAfter } from '@/features/admin/ui/use-dismiss-after';
import { useIsolate } from '@/features/admin/ui/isolate';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';

/** How long "Category added successfully!" and the like stay (a few seconds). */
export const SUCCESS_MS = 3000;

export type ListNotice = Message & { tone: 'success' | 'error'; list: string };

function focusEditButtonOf(id: string) {
  const quoted = id.replace(/["\\]/g, '\\$&');
  document.querySelector<HTMLButtonElement>(`[data-edit-for="${quoted}"]`)?.focus();
}

/** The state and actions of a category screen. */
export type CategoryScreen = ReturnType<typeof useCategoryScreen>;

/** `confirmDelete` is the id of the question asked before a delete. */
export function useCategoryScreen({ confirmDelete, section }: { confirmDelete: string; section: AdminSectionId }) {
  const t = useT();
  const say = useServerWords();
  const isolate = useIsolate();
  const [formNotice, setFormNotice] = useState<FormNotice | null>(null);
  const [listNotice, setListNotice] = useState<ListNotice | null>(null);
  /** The row whose Edit button gets focus back when the form leaves edit mode. */
  const returnFocusTo = useRef<string | null>(null);
  const [deleteCategory] = useDeleteCategoryMutation();
  const [reorderCategories] = useReorderCategoriesMutation();
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const list = useGetAdminCategoriesQuery(undefined, { refetchOnMountOrArgChange: true });
  const { refetch } = list;
  // The category the form edits, by the address (/admin/categories/{id}).
  const opened = useOpenedItem(section);
  const { open, close } = opened;
  const editing = opened.key === null ? null : (list.data?.find((category) => category.id === opened.key) ?? null);

  useDismissAfter(formNotice?.tone === 'success' ? formNotice : null, SUCCESS_MS, () => {
    setFormNotice(null);
  });

  useDismissAfter(listNotice?.tone === 'success' ? listNotice : null, SUCCESS_MS, () => {
    setListNotice(null);
  });

  // Back from the form to the row it was opened from, once the row is there.
  useEffect(() => {
    if (editing === null && returnFocusTo.current !== null) {
      focusEditButtonOf(returnFocusTo.current);
      returnFocusTo.current = null;
    }
  }, [editing]);

  const startEdit = useCallback(
    (category: Category) => {
      setFormNotice(null);
      open(category.id);
    },
    [open],
  );

  /** Leaves edit mode (Update or Cancel; `saved` after Update) and takes focus back to the row. */
  const stopEdit = useCallback(
    (saved = false) => {
      returnFocusTo.current = editing?.id ?? null;
      close(saved);
    },
    [editing, close],
  );

  const remove = useCallback(
    async (category: Category, list: string) => {
      if (!window.confirm(t(confirmDelete))) {
        return;
      }
      setListNotice(null);
      try {
        await deleteCategory(category.id).unwrap();
        if (editing?.id === category.id) {
          close(true);
        }
        setListNotice({ list, tone: 'success', text: t('adminCategories.deleted', { name: isolate(category.name) }) });
      } catch (error) {
        setListNotice({ list, tone: 'error', ...deleteFailure(error, t, say) });
      }
    },
    [confirmDelete, deleteCategory, editing, close, t, say, isolate],
  );

  const reorder = useCallback(
    async (list: string, { placements }: Reorder) => {
      setListNotice(null);
      try {
        await reorderCategories(placements).unwrap();
      } catch {
        // The list is back in its saved order already (the mutation undoes its change).
        setListNotice({ list, tone: 'error', text: t(CATEGORY_MESSAGE_IDS.orderFailed) });
      }
    },
    [reorderCategories, t],
  );

  /** Saves the form: the category being edited, or a new one placed at `target`. */
  const save = async (values: CategoryFormValues, target: NewCategory): Promise<SaveResult> => {
    try {
      if (editing === null) {
        await createCategory(createInput(values, target)).unwrap();
        setFormNotice({ tone: 'success', text: t(CATEGORY_MESSAGE_IDS.added) });
      } else {
        await updateCategory({ id: editing.id, input: updateInput(values, editing) }).unwrap();
        setFormNotice({ tone: 'success', text: t(CATEGORY_MESSAGE_IDS.updated) });
        stopEdit(true);
      }
      return { saved: true };
    } catch (error) {
      setFormNotice({ tone: 'error', ...saveFailure(error, t, say) });
      return { saved: false, fields: fieldMessagesOf(error, say) };
    }
  };

  return {
    /** Every category, once read; undefined until then. */
    categories: list.data,
    loadFailed: list.isError,
    retrying: list.isFetching,
    retry: useCallback(() => {
      void refetch();
    }, [refetch]),
    save,
    editing,
    startEdit,
    stopEdit,
    formNotice,
    setFormNotice,
    dismissFormNotice: useCallback(() => {
      setFormNotice(null);
    }, []),
    /** The message for one list, when there is one. */
    noticeFor: (list: string) => (listNotice?.list === list ? listNotice : null),
    dismissListNotice: useCallback(() => {
      setListNotice(null);
    }, []),
    remove,
    reorder,
  };
}
