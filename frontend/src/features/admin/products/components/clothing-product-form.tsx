// The clothing product form (spec sections 2, 4 and 5): new opens empty, edit
// opens prefilled; problems are listed in a banner and an invalid submit
// says so; a failed save says why and keeps everything typed. Stock is
// entered per colour and size (DESIGN.md, "Where we differ").
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type UseFieldArrayReturn,
  type UseFormReturn,
} from 'react-hook-form';

import {
  useCreateAdminProductMutation,
  useGetProductFormCategoriesQuery,
  useUpdateAdminProductMutation,
} from '@/features/admin/products/api/products-api';
import type { Product } from '@/api/catalog';
import {
  CLOTHING_MESSAGES,
  SAVE_ERROR_PREFIX,
  SIZE_OPTIONS,
  bannerMessages,
  categoryGroups,
  clothingInput,
  clothingSchema,
  clothingValuesFor,
  newColor,
  orderedSizes,
  type ClothingValues,
} from '@/features/admin/products/clothing-form';
import { CategoryField } from '@/features/admin/products/components/category-field';
import { Field, inputClass, invalidProps, secondaryButtonClass, textareaClass } from '@/features/admin/ui/form-controls';
import { FormFooter, FormSection } from '@/features/admin/products/components/form-controls';
import { ImageField } from '@/features/admin/products/components/image-field';
import { saveFailureMessage } from '@/features/admin/products/save-failure';
import { WAIT_FOR_UPLOADS, useProductImages } from '@/features/admin/products/use-product-images';
import { useUnsavedChanges } from '@/features/admin/ui/unsaved-changes';
import { Notice } from '@/ui/notice';

type ClothingProductFormProps = {
  product: Product | null;
  onSaved: (product: Product) => void;
  onCancel: () => void;
};

type Form = UseFormReturn<ClothingValues>;
type ColorFields = UseFieldArrayReturn<ClothingValues, 'colors'>;

export function ClothingProductForm({ product, onSaved, onCancel }: ClothingProductFormProps) {
  const id = useId();
  const form = useForm<ClothingValues>({
    resolver: zodResolver(clothingSchema),
    defaultValues: clothingValuesFor(product),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted, isDirty },
  } = form;
  const colorFields = useFieldArray({ control, name: 'colors' });
  const images = useProductImages(product?.images ?? []);
  useUnsavedChanges(isDirty || images.changed);
  const categories = useGetProductFormCategoriesQuery();
  const [createProduct] = useCreateAdminProductMutation();
  const [updateProduct] = useUpdateAdminProductMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const title = useWatch({ control, name: 'title' });

  const submit = handleSubmit(
    async (values) => {
      if (images.busy) {
        setFailure(WAIT_FOR_UPLOADS);
        return;
      }
      setFailure(null);
      const input = clothingInput(
        values,
        images.images.map((image) => image.url),
        product,
      );
      try {
        const saved =
          product === null ? await createProduct(input).unwrap() : await updateProduct({ id: product.id, input }).unwrap();
        onSaved(saved);
      } catch (error) {
        console.error('Saving the product failed', error);
        setFailure(SAVE_ERROR_PREFIX + saveFailureMessage(error));
      }
    },
    () => {
      setFailure(CLOTHING_MESSAGES.invalidSubmit);
    },
  );

  const problems = isSubmitted ? bannerMessages(errors) : [];
  const field = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={product === null ? 'New product' : 'Edit product'}>
      {problems.length > 0 ? (
        <div data-testid="form-problems" className="mb-5 rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-sm text-rose-900">
          <p className="font-semibold">{CLOTHING_MESSAGES.banner}</p>
          <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={field('title')} label="Title" error={errors.title?.message} className="sm:col-span-2">
          <input
            id={field('title')}
            type="text"
            className={inputClass}
            {...invalidProps(field('title'), errors.title?.message)}
            {...register('title')}
          />
        </Field>
        <Field id={field('description')} label="Description" error={errors.description?.message} className="sm:col-span-2">
          <textarea
            id={field('description')}
            rows={4}
            className={textareaClass}
            {...invalidProps(field('description'), errors.description?.message)}
            {...register('description')}
          />
        </Field>
        <Field id={field('price')} label="Price (MVR)" error={errors.price?.message}>
          <input
            id={field('price')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className={inputClass}
            {...invalidProps(field('price'), errors.price?.message)}
            {...register('price')}
          />
        </Field>
        <Field id={field('sku')} label="SKU" error={errors.sku?.message}>
          <input
            id={field('sku')}
            type="text"
            autoCapitalize="characters"
            className={inputClass}
            {...invalidProps(field('sku'), errors.sku?.message)}
            {...register('sku')}
          />
        </Field>
        <CategoryField
          id={field('category')}
          shop="clothing"
          query={categories}
          groups={categoryGroups(categories.data ?? [], 'clothing')}
          current={categories.data?.find((category) => category.id === product?.category_id)}
          error={errors.categoryId?.message}
          registration={register('categoryId')}
          className="sm:col-span-2"
        />
      </div>

      <div className="mt-6 space-y-6">
        <SizesSection form={form} id={field('sizes')} />
        <ColorsSection form={form} colorFields={colorFields} id={field('colors')} />
        <StockGrid form={form} fields={colorFields.fields} id={field('stock')} />

        <FormSection id={field('images')} title="Images">
          <ImageField images={images} label={title} />
        </FormSection>

        <FormSection id={field('more')} title="More details">
          <div className="grid gap-4">
            <Field
              id={field('tags')}
              label="Tags"
              optional
              hint="Separate tags with commas, for example: eid, chiffon, new arrival."
            >
              <input id={field('tags')} type="text" className={inputClass} {...register('tags')} />
            </Field>
            <Field id={field('care')} label="Care instructions" optional>
              <textarea id={field('care')} rows={3} className={textareaClass} {...register('careInstructions')} />
            </Field>
            <Field id={field('delivery')} label="Delivery notes" optional>
              <textarea id={field('delivery')} rows={3} className={textareaClass} {...register('deliveryNotes')} />
            </Field>
            <label className="flex items-center gap-3 text-sm font-semibold text-ink-800">
              <input type="checkbox" className="h-5 w-5 accent-ocean-700" {...register('featured')} />
              Featured product (shown on the home page)
            </label>
          </div>
        </FormSection>
      </div>

      <FormFooter
        notice={failure === null ? null : <Notice tone="error">{failure}</Notice>}
        submitting={isSubmitting}
        onCancel={onCancel}
        saveLabel={product === null ? 'Add Product' : 'Update Product'}
      />
    </form>
  );
}

function SizesSection({ form, id }: { form: Form; id: string }) {
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const error = errors.sizes?.message ?? errors.sizes?.root?.message;
  return (
    <fieldset aria-describedby={error === undefined ? undefined : `${id}-error`} className="border-t border-ink-200 pt-5">
      <legend className="float-left mb-3 w-full text-base font-semibold text-ink-900">Sizes</legend>
      <div className="clear-both flex flex-wrap gap-2">
        {SIZE_OPTIONS.map((size) => (
          <label
            key={size}
            className="inline-flex h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-lg border border-ink-300 bg-white px-3 text-sm font-semibold text-ink-800 has-checked:border-ocean-600 has-checked:bg-ocean-50 has-checked:text-ocean-900"
          >
            <input
              type="checkbox"
              value={size}
              className="h-4 w-4 accent-ocean-700"
              {...register('sizes', {
                // Every checkbox shares this one registration: the size is the target's.
                onChange: (event: { target: HTMLInputElement }) => {
                  const chosen = event.target.value;
                  if (!event.target.checked) {
                    return;
                  }
                  // A newly chosen size gets a stock cell of 0 for every colour.
                  getValues('colors').forEach((color, index) => {
                    if (color.stock[chosen] === undefined) {
                      setValue(`colors.${index}.stock.${chosen}`, '0');
                    }
                  });
                },
              })}
            />
            {size}
          </label>
        ))}
      </div>
      {error === undefined ? null : (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ColorsSection({ form, colorFields, id }: { form: Form; colorFields: ColorFields; id: string }) {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const { fields, append, remove } = colorFields;
  const colors = useWatch({ control, name: 'colors' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const listError = errors.colors?.message ?? errors.colors?.root?.message;

  return (
    <FormSection id={id} title="Colors">
      <ul className="space-y-3">
        {fields.map((entry, index) => {
          const nameError = errors.colors?.[index]?.name?.message;
          const hexError = errors.colors?.[index]?.hex?.message;
          const hex = colors[index]?.hex ?? '';
          const validHex = /^#[0-9A-Fa-f]{6}$/.test(hex.trim());
          const nameId = `${id}-${String(index)}-name`;
          const hexId = `${id}-${String(index)}-hex`;
          return (
            <li key={entry.id} data-testid="color-row" className="rounded-xl border border-ink-200 bg-sand-50 p-3">
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_auto_9rem_auto]">
                <Field id={nameId} label={`Color ${String(index + 1)} name`} error={nameError}>
                  <input
                    id={nameId}
                    type="text"
                    className={inputClass}
                    {...invalidProps(nameId, nameError)}
                    {...register(`colors.${index}.name`)}
                  />
                </Field>
                <div>
                  <label htmlFor={`${id}-${String(index)}-picker`} className="block text-sm font-semibold text-ink-800">
                    Pick
                  </label>
                  <input
                    id={`${id}-${String(index)}-picker`}
                    type="color"
                    value={validHex ? hex.trim().toLowerCase() : '#000000'}
                    aria-label={`Color ${String(index + 1)} picker`}
                    onChange={(event) => {
                      setValue(`colors.${index}.hex`, event.target.value.toUpperCase(), { shouldValidate: isSubmitted });
                    }}
                    className="mt-1.5 block h-11 w-14 cursor-pointer rounded-lg border border-ink-300 bg-white p-1"
                  />
                </div>
                <Field id={hexId} label="Hex code" error={hexError} className="col-span-2 sm:col-span-1">
                  <input
                    id={hexId}
                    type="text"
                    spellCheck={false}
                    autoCapitalize="characters"
                    placeholder="#000000"
                    className={`${inputClass} font-mono`}
                    {...invalidProps(hexId, hexError)}
                    {...register(`colors.${index}.hex`)}
                  />
                </Field>
                <button
                  type="button"
                  onClick={() => {
                    if (getValues('colors').length <= 1) {
                      setRefusal(CLOTHING_MESSAGES.lastColor);
                      return;
                    }
                    setRefusal(null);
                    remove(index);
                  }}
                  aria-label={`Remove color ${String(index + 1)}${colors[index]?.name ? ` (${colors[index].name})` : ''}`}
                  className="col-span-2 inline-flex h-11 items-center justify-center self-end rounded-full px-4 text-sm font-semibold text-rose-700 hover:bg-rose-50 sm:col-span-1"
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {refusal !== null ? (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {refusal}
        </p>
      ) : null}
      {listError !== undefined && refusal === null ? (
        <p className="mt-2 text-sm font-medium text-rose-700">{listError}</p>
      ) : null}
      <button
        type="button"
        onClick={() => {
          setRefusal(null);
          append(newColor(orderedSizes(getValues('sizes'))), { shouldFocus: true });
        }}
        className={`${secondaryButtonClass} mt-3`}
      >
        Add Color
      </button>
    </FormSection>
  );
}

function StockGrid({ form, fields, id }: { form: Form; fields: ColorFields['fields']; id: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const colors = useWatch({ control, name: 'colors' });
  const sizes = orderedSizes(useWatch({ control, name: 'sizes' }));
  const total = colors.reduce(
    (sum, color) =>
      sum +
      sizes.reduce((colorSum, size) => {
        const count = Number((color.stock[size] ?? '').trim());
        return colorSum + (Number.isInteger(count) && count > 0 ? count : 0);
      }, 0),
    0,
  );
  const stockError = (index: number, size: string): string | undefined =>
    errors.colors?.[index]?.stock?.[size]?.message;
  const firstError = colors.flatMap((_color, index) => sizes.map((size) => stockError(index, size))).find(Boolean);

  return (
    <FormSection id={id} title="Stock">
      {sizes.length === 0 ? (
        <p className="text-sm text-ink-600">Choose sizes to enter how many of each color and size are in stock.</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-ink-200">
            <table className="w-full text-sm">
              <caption className="sr-only">Stock per color and size</caption>
              <thead className="bg-sand-50">
                <tr>
                  <th scope="col" className="sticky left-0 bg-sand-50 px-3 py-2 text-left font-semibold text-ink-800">
                    Color
                  </th>
                  {sizes.map((size) => (
                    <th key={size} scope="col" className="px-2 py-2 text-center font-semibold text-ink-800">
                      {size}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {colors.map((color, index) => {
                  const name = color.name.trim() === '' ? `Color ${String(index + 1)}` : color.name.trim();
                  return (
                    <tr key={fields[index]?.id ?? index} data-testid="stock-row" className="border-t border-ink-200">
                      <th
                        scope="row"
                        className="sticky left-0 bg-white px-3 py-2 text-left font-medium whitespace-nowrap text-ink-900"
                      >
                        <span className="inline-flex items-center gap-2">
                          <span
                            aria-hidden="true"
                            className="h-4 w-4 shrink-0 rounded-full border border-ink-300"
                            style={{ backgroundColor: /^#[0-9A-Fa-f]{6}$/.test(color.hex.trim()) ? color.hex.trim() : 'transparent' }}
                          />
                          {name}
                        </span>
                      </th>
                      {sizes.map((size) => {
                        const error = stockError(index, size);
                        return (
                          <td key={size} className="px-1.5 py-1.5 text-center">
                            <input
                              type="number"
                              inputMode="numeric"
                              min={0}
                              step={1}
                              aria-label={`${name} ${size} stock`}
                              aria-invalid={error !== undefined}
                              className="h-10 w-14 rounded-lg border border-ink-300 bg-white px-2 text-center text-base text-ink-900 focus:border-ocean-600 aria-invalid:border-rose-600 sm:text-sm"
                              {...register(`colors.${index}.stock.${size}`)}
                            />
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm text-ink-700" data-testid="stock-total">
            Total in stock: {total}
          </p>
          {firstError !== undefined ? <p className="mt-1 text-sm font-medium text-rose-700">{firstError}</p> : null}
        </>
      )}
    </FormSection>
  );
}
