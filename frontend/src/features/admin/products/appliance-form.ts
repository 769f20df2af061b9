// The appliance form (spec section 5, "Appliance form"): its values, its rules
// with the spec's messages word for word, and how the values become the body
// of POST/PUT /products. Stock is one count, saved as {"default": n}. The
// rules speak the page's language: the schema is built with a `t`.
import { z } from 'zod';

import type { ProductInput } from '@/features/admin/products/api/products-api';
import type { Product } from '@/api/catalog';
import { commonValuesFor, priceOf, priceProblem, stockProblem } from '@/features/admin/products/clothing-form';
import { slugify } from '@/lib/slug';
import { checkDhivehi, dhivehiInput, dhivehiShape } from '@/features/admin/products/dhivehi-fields';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';

/** The spec's messages, as ids of the adminProducts catalogue. */
export const APPLIANCE_MESSAGE_IDS = {
  title: 'adminProducts.errorTitle',
  description: 'adminProducts.errorDescription',
  price: 'adminProducts.errorPrice',
  sku: 'adminProducts.errorSku',
  stock: 'adminProducts.errorStock',
  category: 'adminProducts.errorCategory',
  saveFailed: 'adminProducts.applianceSaveFailed',
} as const;

/** The appliance form's rules, their messages in the language of `t`. */
export function applianceSchemaIn(t: Translate) {
  const messages = Object.fromEntries(Object.entries(APPLIANCE_MESSAGE_IDS).map(([key, id]) => [key, t(id)])) as Record<
    keyof typeof APPLIANCE_MESSAGE_IDS,
    string
  >;
  return z
    .object({
      title: z.string().trim().min(3, messages.title),
      description: z.string().trim().min(10, messages.description),
      ...dhivehiShape,
      price: z.string(),
      sku: z.string().trim().min(1, messages.sku),
      stock: z.string(),
      categoryId: z.string().min(1, messages.category),
      brand: z.string(),
      model: z.string(),
      specifications: z.string(),
      warranty: z.string(),
      featured: z.boolean(),
    })
    .superRefine((values, context) => {
      checkDhivehi(
        values,
        (path, message) => {
          context.addIssue({ code: 'custom', path, message });
        },
        t,
      );
      const price = priceProblem(values.price, { required: messages.price, invalid: messages.price }, t);
      if (price !== null) {
        context.addIssue({ code: 'custom', path: ['price'], message: price });
      }
      const stock = stockProblem(values.stock, messages.stock, messages.stock);
      if (stock !== null) {
        context.addIssue({ code: 'custom', path: ['stock'], message: stock });
      }
    });
}

/** The rules with English messages. */
export const applianceSchema = applianceSchemaIn(englishT);

export type ApplianceValues = z.input<typeof applianceSchema>;
export type ApplianceOutput = z.output<typeof applianceSchema>;

export function applianceValuesFor(product: Product | null): ApplianceValues {
  if (product === null) {
    return { ...commonValuesFor(null), stock: '0', brand: '', model: '', specifications: '', warranty: '' };
  }
  const count = product.stock.default;
  return {
    ...commonValuesFor(product),
    // No count kept (not tracked): the owner sets one.
    stock: count === undefined ? '' : String(count),
    brand: product.brand ?? '',
    model: product.model ?? '',
    specifications: product.specifications ?? '',
    warranty: product.warranty ?? '',
  };
}

/**
 * The body of POST/PUT /products for valid values. What this form does not
 * show (tags, care instructions, delivery notes) is sent back as it was, so
 * an edit never wipes it; optional text is left out when empty.
 */
export function applianceInput(values: ApplianceOutput, images: readonly string[], product: Product | null): ProductInput {
  const optional = (name: 'brand' | 'model' | 'specifications' | 'warranty') => {
    const text = values[name].trim();
    return text === '' ? {} : { [name]: text };
  };
  return {
    title: values.title,
    slug: product?.slug ?? slugify(values.title),
    sku: values.sku,
    description: values.description,
    ...dhivehiInput(values, product),
    price: priceOf(values.price),
    images: [...images],
    category_id: values.categoryId,
    shop_type: 'accessories',
    tags: product?.tags ?? [],
    stock: { default: Number(values.stock.trim()) },
    colors: [],
    sizes: [],
    is_featured: values.featured,
    ...optional('brand'),
    ...optional('model'),
    ...optional('specifications'),
    ...optional('warranty'),
    ...(product?.care_instructions === undefined ? {} : { care_instructions: product.care_instructions }),
    ...(product?.delivery_notes === undefined ? {} : { delivery_notes: product.delivery_notes }),
    ...(product === null ? {} : { created_at: product.created_at }),
    ...(product?.version === undefined ? {} : { version: product.version }),
  };
}
