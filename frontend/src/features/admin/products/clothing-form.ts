// The clothing product form (spec section 5, "Admin product form" and
// "Clothing product form"): its values, its rules with the spec's messages,
// and how the values become the body of POST/PUT /products. Stock is kept per
// "Colour:Size" (the server's key, catalog/product.go), one cell per colour
// and chosen size; each colour holds its own cells so renaming it keeps them.
// The rules speak the page's language: the schema is built with a `t`.
import { z } from 'zod';

import type { ProductInput } from '@/features/admin/products/api/products-api';
import type { Category, Product } from '@/api/catalog';
import { slugify } from '@/lib/slug';
import { checkDhivehi, dhivehiInput, dhivehiShape, dhivehiValuesFor } from '@/features/admin/products/dhivehi-fields';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';

/** The spec's size options, in display order (section 3). */
export const SIZE_OPTIONS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** The spec's default new colour (section 9). */
export const DEFAULT_COLOR = { name: 'Black', hex: '#000000' } as const;

/** The largest price the server takes: 10 million MVR. */
export const MAX_PRICE_MVR = 10_000_000;

/** The spec's messages, as ids of the adminProducts catalogue. */
export const CLOTHING_MESSAGE_IDS = {
  banner: 'adminProducts.errorBanner',
  invalidSubmit: 'adminProducts.errorInvalidSubmit',
  lastColor: 'adminProducts.errorLastColor',
  titleRequired: 'adminProducts.errorTitleRequired',
  title: 'adminProducts.errorTitle',
  descriptionRequired: 'adminProducts.errorDescriptionRequired',
  description: 'adminProducts.errorDescription',
  priceRequired: 'adminProducts.errorPriceRequired',
  price: 'adminProducts.errorPrice',
  priceDecimals: 'adminProducts.errorPriceDecimals',
  priceLarge: 'adminProducts.errorPriceLarge',
  sku: 'adminProducts.errorSku',
  stockRequired: 'adminProducts.errorStockRequired',
  stock: 'adminProducts.errorStock',
  category: 'adminProducts.errorCategory',
  sizes: 'adminProducts.errorSizes',
  colors: 'adminProducts.errorColors',
  colorName: 'adminProducts.errorColorName',
  colorTwice: 'adminProducts.errorColorTwice',
  colorColon: 'adminProducts.errorColorColon',
  hex: 'adminProducts.errorHex',
} as const;

type ClothingMessages = Record<keyof typeof CLOTHING_MESSAGE_IDS, string>;

/** The clothing form's messages in the language of `t`. */
export function clothingMessagesIn(t: Translate): ClothingMessages {
  return Object.fromEntries(Object.entries(CLOTHING_MESSAGE_IDS).map(([key, id]) => [key, t(id)])) as ClothingMessages;
}

/** The messages in English. */
export const CLOTHING_MESSAGES = clothingMessagesIn(englishT);

const HEX = /^#[0-9A-Fa-f]{6}$/;
const PRICE = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** A price as typed: the message for what is wrong with it (in the language of `t`), or null. */
export function priceProblem(typed: string, messages: { required: string; invalid: string }, t: Translate = englishT): string | null {
  const text = typed.trim();
  if (text === '') {
    return messages.required;
  }
  if (!PRICE.test(text)) {
    return messages.invalid;
  }
  if ((text.split('.')[1] ?? '').length > 2) {
    return t(CLOTHING_MESSAGE_IDS.priceDecimals);
  }
  return Number(text) > MAX_PRICE_MVR ? t(CLOTHING_MESSAGE_IDS.priceLarge) : null;
}

/** A stock count as typed: the message for what is wrong with it, or null. */
export function stockProblem(typed: string | undefined, required: string, invalid: string): string | null {
  const text = (typed ?? '').trim();
  if (text === '') {
    return required;
  }
  return WHOLE.test(text) && Number.isSafeInteger(Number(text)) ? null : invalid;
}

const colorSchema = z.object({
  name: z.string(),
  hex: z.string(),
  /** Stock per size, as typed. Sizes no longer chosen keep their count until saved. */
  stock: z.record(z.string(), z.string()),
});

/** The clothing form's rules, their messages in the language of `t`. */
export function clothingSchemaIn(t: Translate) {
  const messages = clothingMessagesIn(t);
  return z
    .object({
      title: z.string(),
      description: z.string(),
      ...dhivehiShape,
      price: z.string(),
      sku: z.string(),
      categoryId: z.string(),
      sizes: z.array(z.string()),
      colors: z.array(colorSchema),
      featured: z.boolean(),
      /** Comma separated. */
      tags: z.string(),
      careInstructions: z.string(),
      deliveryNotes: z.string(),
    })
    .superRefine((values, context) => {
      const issue = (path: (string | number)[], message: string) => {
        context.addIssue({ code: 'custom', path, message });
      };
      const title = values.title.trim();
      if (title === '') {
        issue(['title'], messages.titleRequired);
      } else if (Array.from(title).length < 3) {
        issue(['title'], messages.title);
      }
      const description = values.description.trim();
      if (description === '') {
        issue(['description'], messages.descriptionRequired);
      } else if (Array.from(description).length < 10) {
        issue(['description'], messages.description);
      }
      checkDhivehi(values, issue, t);
      const price = priceProblem(values.price, { required: messages.priceRequired, invalid: messages.price }, t);
      if (price !== null) {
        issue(['price'], price);
      }
      if (values.sku.trim() === '') {
        issue(['sku'], messages.sku);
      }
      if (values.categoryId === '') {
        issue(['categoryId'], messages.category);
      }
      if (values.sizes.length === 0) {
        issue(['sizes'], messages.sizes);
      }
      if (values.colors.length === 0) {
        issue(['colors'], messages.colors);
      }
      const seen = new Set<string>();
      values.colors.forEach((color, index) => {
        const name = color.name.trim();
        if (name === '') {
          issue(['colors', index, 'name'], messages.colorName);
        } else if (name.includes(':')) {
          issue(['colors', index, 'name'], messages.colorColon);
        } else if (seen.has(name.toLowerCase())) {
          issue(['colors', index, 'name'], messages.colorTwice);
        }
        seen.add(name.toLowerCase());
        if (!HEX.test(color.hex.trim())) {
          issue(['colors', index, 'hex'], messages.hex);
        }
        for (const size of values.sizes) {
          const problem = stockProblem(color.stock[size], messages.stockRequired, messages.stock);
          if (problem !== null) {
            issue(['colors', index, 'stock', size], problem);
          }
        }
      });
    });
}

/** The rules with English messages. */
export const clothingSchema = clothingSchemaIn(englishT);

export type ClothingValues = z.infer<typeof clothingSchema>;
export type ColorValues = ClothingValues['colors'][number];

/** Chosen sizes in the spec's option order. */
export function orderedSizes(sizes: readonly string[]): string[] {
  return SIZE_OPTIONS.filter((size) => sizes.includes(size));
}

/** A stock count a product holds for a colour and size ("Black:M"), matching the colour's name in any case. */
function storedCount(stock: Product['stock'], color: string, size: string): number | undefined {
  const wanted = `${color}:${size}`.toLowerCase();
  const key = Object.keys(stock).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : stock[key];
}

/** What both product forms hold alike: the words, price, SKU, category and "featured", blank for a new product. */
export function commonValuesFor(product: Product | null) {
  if (product === null) {
    return { title: '', description: '', ...dhivehiValuesFor(null), price: '', sku: '', categoryId: '', featured: false };
  }
  return {
    title: product.title,
    description: product.description,
    ...dhivehiValuesFor(product),
    price: typedPrice(product.price),
    sku: product.sku,
    categoryId: product.category_id,
    featured: product.is_featured,
  };
}

/**
 * The form's values for a product, or for a new one. A cell the product
 * keeps no count for starts blank: the owner decides, rather than the form
 * turning an untracked variant into a sold-out one.
 */
export function clothingValuesFor(product: Product | null): ClothingValues {
  if (product === null) {
    return {
      ...commonValuesFor(null),
      sizes: [],
      colors: [{ ...DEFAULT_COLOR, stock: {} }],
      tags: '',
      careInstructions: '',
      deliveryNotes: '',
    };
  }
  const sizes = orderedSizes(product.sizes);
  return {
    ...commonValuesFor(product),
    sizes,
    colors: product.colors.map((color) => ({
      name: color.name,
      hex: color.hex,
      stock: Object.fromEntries(
        sizes.map((size) => {
          const count = storedCount(product.stock, color.name, size);
          return [size, count === undefined ? '' : String(count)];
        }),
      ),
    })),
    tags: product.tags.join(', '),
    careInstructions: product.care_instructions ?? '',
    deliveryNotes: product.delivery_notes ?? '',
  };
}

/** A colour as the "Add Color" button makes it: Black, with 0 of every chosen size. */
export function newColor(sizes: readonly string[]): ColorValues {
  return { ...DEFAULT_COLOR, stock: Object.fromEntries(sizes.map((size) => [size, '0'])) };
}

/** The stock cells after a size is chosen: 0 for every colour that has no count for it yet. */
export function withSizeCells(colors: readonly ColorValues[], size: string): ColorValues[] {
  return colors.map((color) =>
    color.stock[size] === undefined ? { ...color, stock: { ...color.stock, [size]: '0' } } : color,
  );
}

/** Comma-separated tags as a list: trimmed, blanks and repeats left out. */
export function parseTags(typed: string): string[] {
  const tags: string[] = [];
  for (const part of typed.split(',')) {
    const tag = part.trim();
    if (tag !== '' && !tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) {
      tags.push(tag);
    }
  }
  return tags;
}

/** A price as the form shows it: whole MVR as they are, otherwise with two decimals (950, 1234.50). */
export function typedPrice(mvr: number): string {
  return Number.isInteger(mvr) ? String(mvr) : mvr.toFixed(2);
}

/** MVR as typed, as the number the API takes (at most two decimals). */
export function priceOf(typed: string): number {
  return Math.round(Number(typed.trim()) * 100) / 100;
}

/** The sum of a product's stock values: the tables' "Stock". */
export function totalStock(stock: Product['stock']): number {
  return Object.values(stock).reduce((sum, count) => sum + count, 0);
}

/**
 * The body of POST/PUT /products for valid values. A new product's slug is
 * made from its title; an edited one keeps its slug, creation time and the
 * version it was loaded at.
 */
export function clothingInput(values: ClothingValues, images: readonly string[], product: Product | null): ProductInput {
  const sizes = orderedSizes(values.sizes);
  const colors = values.colors.map((color) => ({ name: color.name.trim(), hex: color.hex.trim() }));
  const stock: Record<string, number> = {};
  values.colors.forEach((color, index) => {
    for (const size of sizes) {
      stock[`${colors[index]?.name ?? ''}:${size}`] = Number((color.stock[size] ?? '').trim());
    }
  });
  const title = values.title.trim();
  return {
    title,
    slug: product?.slug ?? slugify(title),
    sku: values.sku.trim(),
    description: values.description.trim(),
    ...dhivehiInput(values, product),
    price: priceOf(values.price),
    images: [...images],
    category_id: values.categoryId,
    shop_type: 'clothing',
    tags: parseTags(values.tags),
    stock,
    colors,
    sizes,
    is_featured: values.featured,
    care_instructions: values.careInstructions.trim(),
    delivery_notes: values.deliveryNotes.trim(),
    ...(product === null ? {} : { created_at: product.created_at }),
    ...(product?.version === undefined ? {} : { version: product.version }),
  };
}

/** The problems the banner lists: each message once, in the spec's order. */
export function bannerMessages(errors: unknown): string[] {
  const messages: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node !== 'object' || node === null) {
      return;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message !== '' && !messages.includes(record.message)) {
      messages.push(record.message);
    }
    for (const [key, child] of Object.entries(record)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') {
        collect(child);
      }
    }
  };
  const record = (typeof errors === 'object' && errors !== null ? errors : {}) as Record<string, unknown>;
  const colors = (typeof record.colors === 'object' && record.colors !== null ? record.colors : {}) as Record<
    string,
    unknown
  >;
  // A field array's errors are an array, or an object with index keys and a root.
  const perColor = Object.entries(colors)
    .filter(([key]) => /^\d+$/.test(key))
    .map(([, value]) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}));

  collect(record.title);
  collect(record.description);
  collect(record.titleDv);
  collect(record.descriptionDv);
  collect(record.price);
  collect(record.sku);
  perColor.forEach((color) => {
    collect(color.stock);
  });
  collect(record.categoryId);
  collect(record.sizes);
  if (typeof colors.message === 'string') {
    collect({ message: colors.message });
  }
  collect(colors.root);
  perColor.forEach((color) => {
    collect(color.name);
    collect(color.hex);
  });
  return messages;
}

/** Categories a product of a shop can be put in: the subcategories, under their parents. */
export type CategoryGroup = { parent: Category; children: Category[] };

export function categoryGroups(categories: readonly Category[], shopType: Category['shop_type']): CategoryGroup[] {
  const byPosition = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name);
  const ofShop = categories.filter((category) => category.shop_type === shopType);
  return ofShop
    .filter((category) => category.parent_id === null)
    .sort(byPosition)
    .map((parent) => ({
      parent,
      children: ofShop.filter((category) => category.parent_id === parent.id).sort(byPosition),
    }))
    .filter((group) => group.children.length > 0);
}
