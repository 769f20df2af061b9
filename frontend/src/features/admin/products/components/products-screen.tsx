// One shop's products in the admin (spec section 2, "Products" and
// "Appliances"): the table, 20 a page, newest first, with the pager only past
// one page; Add and Edit open the shop's form in a modal, and a save closes
// it and shows the row; Delete asks first.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';

import {
  ADMIN_PRODUCTS_PER_PAGE,
  adminProductsApi,
  useDeleteAdminProductMutation,
  useGetAdminProductQuery,
  useGetAdminProductsQuery,
} from '@/features/admin/products/api/products-api';
import type { Product, ShopType } from '@/api/catalog';
import type { AppDispatch } from '@/app/store';
import { primaryButtonClass } from '@/features/admin/ui/form-controls';
import { ProductTable } from '@/features/admin/products/components/product-table';
import { useSaveFailure } from '@/features/admin/products/save-failure';
import { Pager, pageCountOf } from '@/features/admin/ui/pager';
import { NEW_ITEM } from '@/features/admin/ui/admin-addresses';
import { useOpenedItem } from '@/features/admin/ui/admin-navigation';
import { pageOf } from '@/features/admin/ui/list-filters';
import { UnsavedChangesProvider, useUnsavedChangesScope } from '@/features/admin/ui/unsaved-changes';
import { useIsolate } from '@/features/admin/ui/isolate';
import { useT } from '@/i18n/use-t';
import { Modal } from '@/ui/modal';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';

/** The shop's texts, as ids of the adminProducts catalogue. */
export type ShopTexts = {
  shopType: ShopType;
  addLabel: string;
  newTitle: string;
  editTitle: string;
  confirmDelete: string;
  empty: string;
  emptyButton: string;
  /** The notices, with the product's {title}. */
  added: string;
  saved: string;
  deleted: string;
  /** "{count} products", a plural. */
  count: string;
  /** The pager's name. */
  pages: string;
  showBrand: boolean;
};

type FormProps = { product: Product | null; onSaved: (product: Product) => void; onCancel: () => void };

export function ProductsScreen({ texts, Form }: { texts: ShopTexts; Form: ComponentType<FormProps> }) {
  const t = useT();
  const isolate = useIsolate();
  const failureOf = useSaveFailure();
  const section = texts.shopType === 'accessories' ? 'appliances' : 'products';
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const setPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
  };
  // The form open, by the address: /admin/products/new, or a product's id.
  const opened = useOpenedItem(section);
  const editing = opened.key;
  const editingId = editing === NEW_ITEM ? undefined : (editing ?? undefined);
  // The open form says whether it holds unsaved edits (also to the shell,
  // which asks before another address); closing it asks first.
  const formScope = useUnsavedChangesScope();
  const closeForm = () => {
    if (formScope.mayLeave()) {
      opened.close(true);
    }
  };
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const query = { shopType: texts.shopType, page };
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminProductsQuery(query, {
    refetchOnMountOrArgChange: true,
  });
  const [deleteProduct, { originalArgs: deletingId, isLoading: deleting }] = useDeleteAdminProductMutation();
  const dispatch = useDispatch<AppDispatch>();
  const pageCount = pageCountOf(data?.total ?? 0, ADMIN_PRODUCTS_PER_PAGE);

  // After deletes (or from an old link) the page may be gone: show the last one there is.
  const pastTheEnd = data !== undefined && !isFetching && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) {
      setParams(pageCount > 1 ? { page: String(pageCount) } : {}, { replace: true });
    }
  }, [pastTheEnd, pageCount, setParams]);

  const openNew = () => {
    setStatus(null);
    opened.open(NEW_ITEM);
  };

  const onSaved = (saved: Product) => {
    const created = editing === NEW_ITEM;
    // The newest come first: a new product is shown on page 1.
    opened.close(true, created ? '' : undefined);
    setStatus({ tone: 'success', text: t(created ? texts.added : texts.saved, { title: isolate(saved.title) }) });
    if (created) {
      // With the new row on top at once.
      dispatch(
        adminProductsApi.util.updateQueryData('getAdminProducts', { shopType: texts.shopType, page: 1 }, (draft) => {
          draft.items = [saved, ...draft.items.filter((item) => item.id !== saved.id)].slice(0, ADMIN_PRODUCTS_PER_PAGE);
          draft.total += 1;
        }),
      );
    } else {
      dispatch(
        adminProductsApi.util.updateQueryData('getAdminProducts', query, (draft) => {
          draft.items = draft.items.map((item) => (item.id === saved.id ? saved : item));
        }),
      );
    }
  };

  const onDelete = async (product: Product) => {
    if (!window.confirm(t(texts.confirmDelete))) {
      return;
    }
    setStatus(null);
    try {
      await deleteProduct(product.id).unwrap();
      setStatus({ tone: 'success', text: t(texts.deleted, { title: isolate(product.title) }) });
    } catch (error) {
      console.error('Deleting the product failed', error);
      setStatus({ tone: 'error', text: t('adminProducts.deleteFailed', { title: isolate(product.title), reason: failureOf(error) }) });
    }
  };

  const items = data?.items ?? [];

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700" aria-live="polite">
          {data === undefined ? '' : t(texts.count, { count: data.total, number: String(data.total) })}
        </p>
        <button type="button" onClick={openNew} className={primaryButtonClass}>
          {t(texts.addLabel)}
        </button>
      </div>

      {status !== null ? (
        <div className="mt-4">
          <Notice
            tone={status.tone}
            onDismiss={() => {
              setStatus(null);
            }}
          >
            {status.text}
          </Notice>
        </div>
      ) : null}

      <div
        className="mt-4 overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-[0_4px_20px_rgba(10,57,65,0.06)]"
        aria-busy={isFetching}
      >
        {isLoading ? (
          <p role="status" className="px-4 py-10 text-center text-sm text-ink-600">
            {t('adminProducts.loading')}
          </p>
        ) : isError && data === undefined ? (
          <div className="p-4">
            <LoadError what={t('adminProducts.loadFailed')} onRetry={() => void refetch()} />
          </div>
        ) : items.length === 0 ? (
          <div className="px-4 py-12 text-center">
            <p className="text-ink-700">{t(texts.empty)}</p>
            <button type="button" onClick={openNew} className={`${primaryButtonClass} mt-4`}>
              {t(texts.emptyButton)}
            </button>
          </div>
        ) : (
          <ProductTable
            products={items}
            showBrand={texts.showBrand}
            busyId={deleting ? (deletingId ?? null) : null}
            onEdit={(product) => {
              setStatus(null);
              opened.open(product.id);
            }}
            onDelete={(product) => void onDelete(product)}
          />
        )}
      </div>

      <Pager page={page} pageCount={pageCount} onPage={setPage} label={t(texts.pages)} />

      {editing !== null ? (
        <Modal title={t(editingId === undefined ? texts.newTitle : texts.editTitle)} onClose={closeForm}>
          <UnsavedChangesProvider value={formScope.report}>
            {editingId === undefined ? (
              <Form product={null} onSaved={onSaved} onCancel={closeForm} />
            ) : (
              <LatestProduct key={editingId} id={editingId}>
                {(latest) => <Form product={latest} onSaved={onSaved} onCancel={closeForm} />}
              </LatestProduct>
            )}
          </UnsavedChangesProvider>
        </Modal>
      ) : null}
    </div>
  );
}

/**
 * The product as the server holds it now, read when its form opens, so the
 * form starts from the latest (an order may have taken stock since the list
 * was loaded). The form keeps the copy it opened with: its version is the one
 * a save sends back, so a change made meanwhile is refused, not overwritten.
 */
function LatestProduct({ id, children }: { id: string; children: (product: Product) => ReactNode }) {
  const t = useT();
  const { data, isFetching, isError, refetch } = useGetAdminProductQuery(id, { refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState<Product | null>(null);
  // Not a copy cached from an earlier opening: the answer of this one.
  if (opened === null && data !== undefined && !isFetching && !isError) {
    setOpened(data);
  }
  if (opened !== null) {
    return children(opened);
  }
  if (isError) {
    return <LoadError what={t('adminProducts.productLoadFailed')} onRetry={() => void refetch()} />;
  }
  return (
    <p role="status" className="py-10 text-center text-sm text-ink-600">
      {t('adminProducts.loadingProduct')}
    </p>
  );
}
