// The clothing product form (spec sections 2, 4 and 5): new opens empty, edit
// opens prefilled; problems are listed in a banner and an invalid submit
// says so; a failed save says why and keeps everything typed. Stock is
// entered per colour and size (DESIGN.md, "Where we differ").
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';

import type { Product } from '@/api/catalog';
import {
  CLOTHING_MESSAGE_IDS,
  bannerMessages,
  clothingInput,
  clothingSchemaIn,
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
import { useSaveFailure } from '@/features/admin/products/save-failure';
import { useProductSave } from '@/features/admin/products/use-product-save';
import { Notice } from '@/ui/notice';
import { TextList } from '@/ui/text-list';
import { DhivehiProductFields } from '@/features/admin/products/components/dhivehi-product-fields';
import { useT } from '@/i18n/use-t';

type ClothingProductFormProps = {
  product: Product | null;
  onSaved: (product: Product) => void;
  onCancel: () => void;
};

export function ClothingProductForm({ product, onSaved, onCancel }: ClothingProductFormProps) {
  const id = useId();
  const t = useT();
  const intl = useIntl();
  const schema = useMemo(() => clothingSchemaIn((message, values) => intl.formatMessage({ id: message }, values)), [intl]);
  const failureOf = useSaveFailure();
  const form = useForm<ClothingValues>({
    resolver: zodResolver(schema),
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
        setFailure(t('adminProducts.waitForUploads'));
        return;
      }
      if (!sale.ok) {
        setFailure(t(CLOTHING_MESSAGE_IDS.invalidSubmit));
        return;
      }
      setFailure(null);
      try {
        await save({ ...clothingInput(values, imageUrls(), product), sale: saleInput(sale.values) });
      } catch (error) {
        console.error('Saving the product failed', error);
        setFailure(t('adminProducts.errorSaving', { reason: failureOf(error) }));
      }
    },
    () => {
      setFailure(t(CLOTHING_MESSAGE_IDS.invalidSubmit));
    },
  );

  const problems = isSubmitted ? bannerMessages(errors) : [];
  const field = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t(product === null ? 'adminProducts.newProductForm' : 'adminProducts.editProductForm')}>
      {problems.length > 0 ? (
        <div data-testid="form-problems" className="mb-5 rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-sm text-rose-900">
          <p className="font-semibold">{t(CLOTHING_MESSAGE_IDS.banner)}</p>
          <TextList lines={problems} className="mt-1.5 list-disc space-y-0.5 ps-5" />
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="title" id={field('title')} label={t('adminProducts.title')} className="sm:col-span-2" />
        <InputField form={form} name="description" id={field('description')} label={t('adminProducts.description')} rows={4} className="sm:col-span-2" />
        <DhivehiProductFields form={form} field={field} />
        <InputField form={form} name="price" id={field('price')} label={t('adminProducts.priceMvr')} type="number" inputMode="decimal" min={0} step={0.01} />
        <InputField form={form} name="sku" id={field('sku')} label={t('adminProducts.sku')} autoCapitalize="characters" />
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

        <FormSection id={field('images')} title={t('adminProducts.images')}>
          <ImageField images={images} label={title} />
        </FormSection>

        <FormSection id={field('more')} title={t('adminProducts.moreDetails')}>
          <div className="grid gap-4">
            <InputField
              form={form}
              name="tags"
              id={field('tags')}
              label={t('adminProducts.tags')}
              optional
              hint={t('adminProducts.tagsHint')}
            />
            <InputField form={form} name="careInstructions" id={field('care')} label={t('adminProducts.careInstructions')} optional rows={3} />
            <InputField form={form} name="deliveryNotes" id={field('delivery')} label={t('adminProducts.deliveryNotes')} optional rows={3} />
            <FeaturedCheckbox registration={form.register('featured')}>{t('adminProducts.featuredProduct')}</FeaturedCheckbox>
          </div>
        </FormSection>
      </div>

      <FormFooter
        notice={failure === null ? null : <Notice tone="error">{failure}</Notice>}
        submitting={isSubmitting}
        onCancel={onCancel}
        saveLabel={t(product === null ? 'adminProducts.addProduct' : 'adminProducts.updateProduct')}
      />
    </form>
  );
}
