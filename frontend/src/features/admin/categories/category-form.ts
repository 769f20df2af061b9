// The add/edit category form (spec section 5, "Clothing category form" and
// "Appliance category form"): its values, its rules (their messages in the
// page's language: the schema is built with a `t`), and the body it sends.
import { z } from 'zod';

import type { CategoryInput } from '@/features/admin/categories/api/categories-api';
import type { Category, ShopType } from '@/api/catalog';
import { CATEGORY_MESSAGE_IDS } from '@/features/admin/categories/category-messages';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';
import { slugify } from '@/lib/slug';

export const CATEGORY_KINDS = ['parent', 'sub'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/**
 * What the server keeps as an image (catalog.ValidImageURL): its own media
 * (/media/...), the app's bundled images (/images/...) or an http(s) link.
 * Empty means no image.
 */
export function validImageUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') {
    return true;
  }
  if (/[\s\\<>"'`]/.test(url) || url.length > 2048) {
    return false;
  }
  if (url.startsWith('/media/') || url.startsWith('/images/')) {
    return !url.includes('..') && !url.includes('//');
  }
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host !== '' && parsed.username === '';
  } catch {
    return false;
  }
}

function valuesSchemaIn(t: Translate) {
  return z.object({
    name: z.string().trim().min(1, t(CATEGORY_MESSAGE_IDS.nameRequired)),
    /** Optional; no control that reverses text (U+202D, U+202E). */
    nameDv: z
      .string()
      .refine((name) => !/[\u202d\u202e]/u.test(name), t(CATEGORY_MESSAGE_IDS.reversing))
      .transform((name) => name.trim()),
    /** Clothing, when adding: a top-level category or one under parentId. */
    kind: z.enum(CATEGORY_KINDS),
    parentId: z.string(),
    imageUrl: z.string().trim().refine(validImageUrl, t(CATEGORY_MESSAGE_IDS.imageUrlInvalid)),
  });
}
export type CategoryFormValues = z.infer<ReturnType<typeof valuesSchemaIn>>;

/** The rules, in the language of `t`; the parent is asked for only where the form offers the choice. */
export function categoryFormSchema({ choosesParent }: { choosesParent: boolean }, t: Translate = englishT) {
  return valuesSchemaIn(t).superRefine((values, context) => {
    if (choosesParent && values.kind === 'sub' && values.parentId === '') {
      context.addIssue({ code: 'custom', path: ['parentId'], message: t(CATEGORY_MESSAGE_IDS.parentRequired) });
    }
  });
}

/** The form's values for adding (null) or for editing a category. */
export function formValuesFor(category: Category | null): CategoryFormValues {
  return {
    name: category?.name ?? '',
    nameDv: category?.name_dv ?? '',
    kind: category !== null && category.parent_id !== null ? 'sub' : 'parent',
    parentId: category?.parent_id ?? '',
    imageUrl: category?.image_url ?? '',
  };
}

export type NewCategory = {
  shopType: ShopType;
  /** null for a top-level category. */
  parentId: string | null;
  /** spec section 9: the count of the shop's categories + 1. */
  position: number;
};

/** POST /categories for a new category (the spec's payload, section 7). */
export function createInput(values: CategoryFormValues, target: NewCategory): CategoryInput {
  const name = values.name.trim();
  return {
    name,
    ...(values.nameDv.trim() === '' ? {} : { name_dv: values.nameDv.trim() }),
    slug: slugify(name),
    image_url: imageOrNull(values.imageUrl),
    parent_id: target.parentId,
    shop_type: target.shopType,
    position: target.position,
  };
}

/**
 * PUT /categories/{id} for an edit. The shop and slug stay; a subcategory may
 * move to another parent (a top-level category stays one); the position is
 * left out so that an edit never undoes a reorder saved meanwhile.
 */
export function updateInput(values: CategoryFormValues, category: Category): CategoryInput {
  const parentId = category.parent_id !== null && values.parentId !== '' ? values.parentId : category.parent_id;
  return {
    name: values.name.trim(),
    ...(values.nameDv.trim() === '' && (category.name_dv ?? '') === '' ? {} : { name_dv: values.nameDv.trim() }),
    slug: category.slug,
    image_url: imageOrNull(values.imageUrl),
    parent_id: parentId,
    shop_type: category.shop_type,
  };
}

function imageOrNull(url: string): string | null {
  const trimmed = url.trim();
  return trimmed === '' ? null : trimmed;
}
