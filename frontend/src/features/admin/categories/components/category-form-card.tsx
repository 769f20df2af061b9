// The add/edit card of both category screens (spec sections 4 and 5). In add
// mode the clothing form asks for a Parent Category or a Subcategory (and
// then which parent); in edit mode that choice is hidden and the buttons read
// Update and Cancel. Enter in the name field submits. What the owner typed
// stays in the form when a save fails.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';

import type { Category } from '@/api/catalog';
import {
  categoryFormSchema,
  formValuesFor,
  type CategoryFormValues,
} from '@/features/admin/categories/category-form';
import type { Message } from '@/features/admin/categories/category-messages';
import { CategoryImageField } from '@/features/admin/categories/components/category-image-field';
import { useUnsavedChanges } from '@/features/admin/ui/unsaved-changes';
import { CategoryNotice } from '@/features/admin/categories/components/category-notice';
import { Notice } from '@/ui/notice';
import { CategoryDhivehiName } from '@/features/admin/categories/components/category-dhivehi-name';
import { ParentSelect } from '@/features/admin/categories/components/parent-select';
import { useT } from '@/i18n/use-t';

export type FormNotice = Message & { tone: 'success' | 'error' };

export type SaveResult = { saved: true } | { saved: false; fields?: Record<string, string> };

type CategoryFormCardProps = {
  /** Clothing offers the Parent Category / Subcategory choice when adding. */
  shop: 'clothing' | 'accessories';
  /** The category being edited; null in add mode. */
  editing: Category | null;
  /** Clothing: the top-level categories a subcategory can go under. */
  parents?: readonly Category[];
  notice: FormNotice | null;
  onDismissNotice: () => void;
  onSave: (values: CategoryFormValues) => Promise<SaveResult>;
  onCancel: () => void;
};

/** The server's field names, as the form calls them. */
const FORM_FIELDS: Readonly<Record<string, Path<CategoryFormValues>>> = {
  name: 'name',
  name_dv: 'nameDv',
  image_url: 'imageUrl',
  parent_id: 'parentId',
};

const inputClass =
  'mt-1.5 block h-11 w-full rounded-xl border border-ink-300 bg-white px-3.5 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 focus:border-ocean-600 aria-invalid:border-rose-600 sm:text-sm';

export function CategoryFormCard({
  shop,
  editing,
  parents = [],
  notice,
  onDismissNotice,
  onSave,
  onCancel,
}: CategoryFormCardProps) {
  const id = useId();
  const t = useT();
  const intl = useIntl();
  const choosesParent = shop === 'clothing' && editing === null;
  const schema = useMemo(
    () => categoryFormSchema({ choosesParent }, (message, values) => intl.formatMessage({ id: message }, values)),
    [choosesParent, intl],
  );
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CategoryFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...formValuesFor(editing),
      // With one parent there is nothing to choose.
      ...(choosesParent && parents.length === 1 ? { parentId: parents[0]?.id ?? '' } : {}),
    },
  });

  useUnsavedChanges(isDirty);

  // Edit takes the owner to the form (the card is made anew for each edit).
  useEffect(() => {
    if (editing !== null) {
      setFocus('name', { shouldSelect: true });
    }
  }, [editing, setFocus]);

  const submit = handleSubmit(async (values) => {
    const result = await onSave(values);
    if (result.saved) {
      if (editing === null) {
        // Ready for the next one; a subcategory's parent stays chosen.
        reset({ ...formValuesFor(null), kind: values.kind, parentId: values.parentId });
        setFocus('name');
      }
      return;
    }
    for (const [field, message] of Object.entries(result.fields ?? {})) {
      const name = FORM_FIELDS[field];
      if (name !== undefined) {
        setError(name, { message });
      }
    }
  });

  const kind = useWatch({ control, name: 'kind' });
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const nameError = errors.name?.message;
  const parentError = errors.parentId?.message;
  // A subcategory may move to another parent when it is edited (the type
  // choice itself stays hidden in edit mode, as the spec says).
  const movesParent = shop === 'clothing' && editing !== null && editing.parent_id !== null && parents.length > 1;
  const parentSelect = (
    <ParentSelect id={`${id}-parent`} parents={parents} error={parentError} registration={register('parentId')} inputClass={inputClass} />
  );
  const headingId = `${id}-heading`;
  const nameErrorId = `${id}-name-error`;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-ink-200 bg-white p-4 shadow-[0_4px_20px_rgba(10,57,65,0.06)] sm:p-6"
    >
      <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight text-ink-900">
        {editing === null ? t('adminCategories.addNew') : t('adminCategories.editCategory')}
      </h2>
      {editing !== null ? (
        <p className="mt-1 text-sm text-ink-600">
          <FormattedMessage
            id="adminCategories.editingNamed"
            values={{ name: <span className="font-semibold text-ink-800">{editing.name}</span> }}
          />
        </p>
      ) : null}

      {nameError !== undefined ? (
        <div id={nameErrorId} className="mt-4">
          <Notice tone="error">{nameError}</Notice>
        </div>
      ) : null}
      <CategoryNotice notice={notice} onDismiss={onDismissNotice} className="mt-4" />

      <form
        noValidate
        onSubmit={(event) => {
          onDismissNotice();
          void submit(event);
        }}
        className="mt-5 space-y-5"
      >
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-ink-800">
            {t('adminCategories.name')}
          </label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="off"
            enterKeyHint={editing === null ? 'done' : 'send'}
            aria-invalid={nameError !== undefined}
            aria-describedby={nameError !== undefined ? nameErrorId : undefined}
            {...register('name')}
            className={inputClass}
          />
        </div>
        <CategoryDhivehiName id={`${id}-name-dv`} registration={register('nameDv')} error={errors.nameDv?.message} inputClass={inputClass} />

        {choosesParent ? (
          <fieldset>
            <legend className="text-sm font-medium text-ink-800">{t('adminCategories.type')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {(
                [
                  ['parent', t('adminCategories.typeParent')],
                  ['sub', t('adminCategories.typeSub')],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="inline-flex min-h-11 items-center gap-2.5 text-[0.9375rem] text-ink-900">
                  <input type="radio" value={value} {...register('kind')} className="h-5 w-5 accent-ocean-700" />
                  {label}
                </label>
              ))}
            </div>
            {kind === 'sub' ? (
              <div className="mt-3">{parentSelect}</div>
            ) : null}
          </fieldset>
        ) : null}

        {movesParent ? <div>{parentSelect}</div> : null}

        <CategoryImageField
          registration={register('imageUrl')}
          url={imageUrl}
          error={errors.imageUrl?.message}
          onUploaded={(url) => {
            setValue('imageUrl', url, { shouldValidate: true, shouldDirty: true });
          }}
          onRemove={() => {
            setValue('imageUrl', '', { shouldValidate: true, shouldDirty: true });
          }}
          onUploadingChange={setUploading}
        />

        <div className="flex flex-wrap gap-3 pt-1">
          <button
            type="submit"
            disabled={isSubmitting || uploading}
            className="h-11 rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800 disabled:cursor-wait disabled:bg-ocean-500"
          >
            {isSubmitting ? t('adminCategories.saving') : editing === null ? t('adminCategories.add') : t('adminCategories.update')}
          </button>
          {editing !== null ? (
            <button
              type="button"
              onClick={onCancel}
              className="h-11 rounded-full border border-ink-300 bg-white px-6 text-sm font-semibold text-ink-800 transition-colors hover:bg-sand-100"
            >
              {t('adminCategories.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
