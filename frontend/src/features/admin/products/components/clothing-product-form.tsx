// The clothing product form (spec sections 2, 4 and 5): new opens empty, edit
// opens prefilled; problems are listed in a banner and an invalid submit
// says so; a failed save says why and keeps everything typed. Stock is
// entered per colour and size (DESIGN.md, "Where we differ").
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';

import type { Product } from '@/api/catalog';
import {
  CLOTHING_MESSAGES,
  SAVE_ERROR_PREFIX,
  bannerMessages,
  clothingInput,
  clothingSchema,
  clothingValuesFor,
  type ClothingValues,
} from '@/features/admin/products/clothing-form';
import { CategoryField } from '@/features/admin/products/components/category-field';
import { ClothingStockGrid } from '@/features/admin/products/components/clothing-stock-grid';
import { ColorsSection, SizesSection } from '@/features/admin/products/components/clothing-variants';
import { InputField } from '@/features/admin/ui/form-controls';
import { FeaturedCheckbox, FormFooter, FormSection } from '@/features/admin/products/components/form-controls';
import { ImageField } from '@/features/admin/products/components/image-field';
import { SaleSection } from '@/features/admin/products/components/sale-section';
import { saleInput, saleVariants } from '@/features/admin/products/sale-form';
import { useSale } from '@/features/admin/products/use-sale';
import { saveFailureMessage } from '@/features/admin/products/save-failure';
import { WAIT_FOR_UPLOADS } from '@/features/admin/products/use-product-images';
import { useProductSave } from '@/features/admin/products/use-product-save';
import { Notice } from '@/ui/notice';
import { TextList } from '@/ui/text-list';
import { DhivehiProductFields } from '@/features/admin/products/components/dhivehi-product-fields';

type ClothingProductFormProps = {
  product: Product | null;
  onSaved: (product: Product) => void;
  onCancel: () => void;
};

export function ClothingProductForm({ product, onSaved, onCancel }: ClothingProductFormProps) {
  const id = useId();
  const form = useForm<ClothingValues>({
    resolver: zodResolver(clothingSchema),
    defaultValues: clothingValuesFor(product),
  });
  const { errors, isSubmitting, isSubmitted, isDirty } = form.formState;
  const colorFields = useFieldArray({ control: form.control, name: 'colors' });
  const { images, imageUrls, save } = useProductSave(product, onSaved, isDirty);
  const [failure, setFailure] = useState<string | null>(null);
  const title = useWatch({ control: form.control, name: 'title' });
  const [price, sizes, colors] = useWatch({ control: form.control, name: ['price', 'sizes', 'colors'] });
  const sale = useSale(product, price);

  const submit = form.handleSubmit(
    async (values) => {
      if (images.busy) {
        setFailure(WAIT_FOR_UPLOADS);
        return;
      }
      if (!sale.ok) {
        setFailure(CLOTHING_MESSAGES.invalidSubmit);
        return;
      }
      setFailure(null);
      try {
        await save({ ...clothingInput(values, imageUrls(), product), sale: saleInput(sale.values) });
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
          <TextList lines={problems} className="mt-1.5 list-disc space-y-0.5 pl-5" />
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="title" id={field('title')} label="Title" className="sm:col-span-2" />
        <InputField form={form} name="description" id={field('description')} label="Description" rows={4} className="sm:col-span-2" />
        <DhivehiProductFields form={form} field={field} />
        <InputField form={form} name="price" id={field('price')} label="Price (MVR)" type="number" inputMode="decimal" min={0} step={0.01} />
        <InputField form={form} name="sku" id={field('sku')} label="SKU" autoCapitalize="characters" />
        <CategoryField
          id={field('category')}
          shop="clothing"
          currentId={product?.category_id}
          error={errors.categoryId?.message}
          registration={form.register('categoryId')}
          className="sm:col-span-2"
        />
      </div>

      <div className="mt-6 space-y-6">
        <SizesSection form={form} id={field('sizes')} />
        <ColorsSection form={form} colorFields={colorFields} id={field('colors')} />
        <ClothingStockGrid form={form} fields={colorFields.fields} id={field('stock')} />

        <SaleSection id={field('sale')} {...sale} variants={saleVariants(colors, sizes)} />

        <FormSection id={field('images')} title="Images">
          <ImageField images={images} label={title} />
        </FormSection>

        <FormSection id={field('more')} title="More details">
          <div className="grid gap-4">
            <InputField
              form={form}
              name="tags"
              id={field('tags')}
              label="Tags"
              optional
              hint="Separate tags with commas, for example: eid, chiffon, new arrival."
            />
            <InputField form={form} name="careInstructions" id={field('care')} label="Care instructions" optional rows={3} />
            <InputField form={form} name="deliveryNotes" id={field('delivery')} label="Delivery notes" optional rows={3} />
            <FeaturedCheckbox registration={form.register('featured')}>Featured product (shown on the home page)</FeaturedCheckbox>
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
