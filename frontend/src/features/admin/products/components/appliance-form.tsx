// The appliance form (spec section 5, "Appliance form"): the spec's fields and
// messages; a failed save shows the spec's message (and the server's reason
// under it) and keeps everything typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  useCreateAdminProductMutation,
  useGetProductFormCategoriesQuery,
  useUpdateAdminProductMutation,
} from '@/features/admin/products/api/products-api';
import type { Product } from '@/api/catalog';
import {
  APPLIANCE_MESSAGES,
  applianceInput,
  applianceSchema,
  applianceValuesFor,
  type ApplianceOutput,
  type ApplianceValues,
} from '@/features/admin/products/appliance-form';
import { categoryGroups } from '@/features/admin/products/clothing-form';
import { CategoryField } from '@/features/admin/products/components/category-field';
import { Field, inputClass, invalidProps, textareaClass } from '@/features/admin/ui/form-controls';
import { FormFooter, FormSection } from '@/features/admin/products/components/form-controls';
import { ImageField } from '@/features/admin/products/components/image-field';
import { saveFailureMessage } from '@/features/admin/products/save-failure';
import { WAIT_FOR_UPLOADS, useProductImages } from '@/features/admin/products/use-product-images';
import { useUnsavedChanges } from '@/features/admin/ui/unsaved-changes';
import { Notice } from '@/ui/notice';

type ApplianceFormProps = {
  product: Product | null;
  onSaved: (product: Product) => void;
  onCancel: () => void;
};

type Failure = { message: string; detail?: string };

export function ApplianceForm({ product, onSaved, onCancel }: ApplianceFormProps) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ApplianceValues, unknown, ApplianceOutput>({
    resolver: zodResolver(applianceSchema),
    defaultValues: applianceValuesFor(product),
  });
  const images = useProductImages(product?.images ?? []);
  useUnsavedChanges(isDirty || images.changed);
  const categories = useGetProductFormCategoriesQuery();
  const [createProduct] = useCreateAdminProductMutation();
  const [updateProduct] = useUpdateAdminProductMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const title = useWatch({ control, name: 'title' });

  const submit = handleSubmit(async (values) => {
    if (images.busy) {
      setFailure({ message: WAIT_FOR_UPLOADS });
      return;
    }
    setFailure(null);
    const input = applianceInput(
      values,
      images.images.map((image) => image.url),
      product,
    );
    try {
      const saved =
        product === null ? await createProduct(input).unwrap() : await updateProduct({ id: product.id, input }).unwrap();
      onSaved(saved);
    } catch (error) {
      console.error('Failed to save accessory', error);
      setFailure({ message: APPLIANCE_MESSAGES.saveFailed, detail: saveFailureMessage(error) });
    }
  });

  const field = (name: string) => `${id}-${name}`;
  const text = (name: 'title' | 'sku' | 'brand' | 'model' | 'warranty') => ({
    id: field(name),
    type: 'text',
    className: inputClass,
    ...invalidProps(field(name), errors[name]?.message),
    ...register(name),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={product === null ? 'New item' : 'Edit item'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={field('title')} label="Title" error={errors.title?.message} className="sm:col-span-2">
          <input {...text('title')} />
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
        <Field id={field('stock')} label="Stock" error={errors.stock?.message}>
          <input
            id={field('stock')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className={inputClass}
            {...invalidProps(field('stock'), errors.stock?.message)}
            {...register('stock')}
          />
        </Field>
        <Field id={field('sku')} label="SKU" error={errors.sku?.message}>
          <input {...text('sku')} autoCapitalize="characters" />
        </Field>
        <CategoryField
          id={field('category')}
          shop="appliances"
          query={categories}
          groups={categoryGroups(categories.data ?? [], 'accessories')}
          current={categories.data?.find((category) => category.id === product?.category_id)}
          error={errors.categoryId?.message}
          registration={register('categoryId')}
        />
        <Field id={field('brand')} label="Brand" optional error={errors.brand?.message}>
          <input {...text('brand')} />
        </Field>
        <Field id={field('model')} label="Model" optional error={errors.model?.message}>
          <input {...text('model')} />
        </Field>
        <Field id={field('specifications')} label="Specifications" optional className="sm:col-span-2">
          <textarea id={field('specifications')} rows={3} className={textareaClass} {...register('specifications')} />
        </Field>
        <Field id={field('warranty')} label="Warranty" optional hint="For example: 1 year" error={errors.warranty?.message}>
          <input {...text('warranty')} />
        </Field>
        <label className="flex items-center gap-3 self-end pb-2 text-sm font-semibold text-ink-800">
          <input type="checkbox" className="h-5 w-5 accent-ocean-700" {...register('featured')} />
          Featured (shown on the home page)
        </label>
      </div>

      <div className="mt-6">
        <FormSection id={field('images')} title="Images">
          <ImageField images={images} label={title} />
        </FormSection>
      </div>

      <FormFooter
        notice={
          failure === null ? null : (
            <Notice tone="error">
              <p>{failure.message}</p>
              {failure.detail === undefined ? null : <p className="mt-1 font-medium">{failure.detail}</p>}
            </Notice>
          )
        }
        submitting={isSubmitting}
        onCancel={onCancel}
        saveLabel={product === null ? 'Add Item' : 'Update Item'}
      />
    </form>
  );
}
