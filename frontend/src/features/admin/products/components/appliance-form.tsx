// The appliance form (spec section 5, "Appliance form"): the spec's fields and
// messages; a failed save shows the spec's message (and the server's reason
// under it) and keeps everything typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';

import type { Product } from '@/api/catalog';
import {
  APPLIANCE_MESSAGE_IDS,
  applianceInput,
  applianceSchemaIn,
  applianceValuesFor,
  type ApplianceOutput,
  type ApplianceValues,
} from '@/features/admin/products/appliance-form';
import { CategoryField } from '@/features/admin/products/components/category-field';
import { InputField } from '@/features/admin/ui/form-controls';
import { FeaturedCheckbox, FormFooter, FormSection } from '@/features/admin/products/components/form-controls';
import { ImageField } from '@/features/admin/products/components/image-field';
import { SaleSection } from '@/features/admin/products/components/sale-section';
import { saleInput } from '@/features/admin/products/sale-form';
import { useSale } from '@/features/admin/products/use-sale';
import { useSaveFailure } from '@/features/admin/products/save-failure';
import { useProductSave } from '@/features/admin/products/use-product-save';
import { Notice } from '@/ui/notice';
import { DhivehiProductFields } from '@/features/admin/products/components/dhivehi-product-fields';
import { useT } from '@/i18n/use-t';

type ApplianceFormProps = {
  product: Product | null;
  onSaved: (product: Product) => void;
  onCancel: () => void;
};

type Failure = { message: string; detail?: string };

export function ApplianceForm({ product, onSaved, onCancel }: ApplianceFormProps) {
  const id = useId();
  const t = useT();
  const intl = useIntl();
  const schema = useMemo(() => applianceSchemaIn((message, values) => intl.formatMessage({ id: message }, values)), [intl]);
  const failureOf = useSaveFailure();
  const form = useForm<ApplianceValues, unknown, ApplianceOutput>({
    resolver: zodResolver(schema),
    defaultValues: applianceValuesFor(product),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { images, imageUrls, save } = useProductSave(product, onSaved, isDirty);
  const [failure, setFailure] = useState<Failure | null>(null);
  const title = useWatch({ control: form.control, name: 'title' });
  const sale = useSale(product, useWatch({ control: form.control, name: 'price' }));

  const submit = form.handleSubmit(async (values) => {
    if (images.busy) {
      setFailure({ message: t('adminProducts.waitForUploads') });
      return;
    }
    if (!sale.ok) {
      setFailure({ message: t(APPLIANCE_MESSAGE_IDS.saveFailed), detail: Object.values(sale.problems).join(' ') });
      return;
    }
    setFailure(null);
    try {
      await save({ ...applianceInput(values, imageUrls(), product), sale: saleInput(sale.values) });
    } catch (error) {
      console.error('Failed to save accessory', error);
      setFailure({ message: t(APPLIANCE_MESSAGE_IDS.saveFailed), detail: failureOf(error) });
    }
  });

  const field = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t(product === null ? 'adminProducts.newItemForm' : 'adminProducts.editItemForm')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="title" id={field('title')} label={t('adminProducts.title')} className="sm:col-span-2" />
        <InputField form={form} name="description" id={field('description')} label={t('adminProducts.description')} rows={4} className="sm:col-span-2" />
        <DhivehiProductFields form={form} field={field} />
        <InputField form={form} name="price" id={field('price')} label={t('adminProducts.priceMvr')} type="number" inputMode="decimal" min={0} step={0.01} />
        <InputField form={form} name="stock" id={field('stock')} label={t('adminProducts.stock')} type="number" inputMode="numeric" min={0} step={1} />
        <InputField form={form} name="sku" id={field('sku')} label={t('adminProducts.sku')} autoCapitalize="characters" />
        <CategoryField
          id={field('category')}
          shop="appliances"
          currentId={product?.category_id}
          error={errors.categoryId?.message}
          registration={form.register('categoryId')}
        />
        <InputField form={form} name="brand" id={field('brand')} label={t('adminProducts.brand')} optional />
        <InputField form={form} name="model" id={field('model')} label={t('adminProducts.model')} optional />
        <InputField form={form} name="specifications" id={field('specifications')} label={t('adminProducts.specifications')} optional rows={3} className="sm:col-span-2" />
        <InputField form={form} name="warranty" id={field('warranty')} label={t('adminProducts.warranty')} optional hint={t('adminProducts.warrantyHint')} />
        <FeaturedCheckbox registration={form.register('featured')} className="self-end pb-2">
          {t('adminProducts.featured')}
        </FeaturedCheckbox>
      </div>

      <div className="mt-6">
        <SaleSection id={field('sale')} {...sale} variants={[]} />

        <FormSection id={field('images')} title={t('adminProducts.images')}>
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
        saveLabel={t(product === null ? 'adminProducts.addItem' : 'adminProducts.updateItem')}
      />
    </form>
  );
}
