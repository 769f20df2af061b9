// What the category screens say (spec sections 5 and 8, word for word where
// the spec has the words), and how a failed call is put to the owner.
import { z } from 'zod';

import { httpStatusOf, serverMessageOf } from '@/api/errors';

export const NAME_REQUIRED = 'Please enter a category name';
export const CATEGORY_ADDED = 'Category added successfully!';
export const CATEGORY_UPDATED = 'Category updated successfully!';
export const SAVE_FAILED = 'Failed to save category. Please try again.';
export const ORDER_FAILED = 'Failed to save category order. Please try again.';
export const DELETE_FAILED = 'Failed to delete category. Please try again.';
export const NO_ACCESSORIES_PARENT =
  'No parent "Accessories" category found. Please contact your administrator to set up the parent category first.';
export const APPLIANCES_EMPTY = 'No accessories categories yet. Add your first category above!';

/** Delete confirmations: "Are you sure?" for clothing, the longer one for appliances. */
export const CONFIRM_DELETE_CLOTHING = 'Are you sure?';
export const CONFIRM_DELETE_APPLIANCE = 'Are you sure you want to delete this category?';

// Our own words, where the spec has none.
export const PARENT_REQUIRED = 'Please choose a parent category';
export const IMAGE_URL_INVALID = 'The image must be an uploaded picture or an http(s) link';
export const IMAGE_TYPE_INVALID = 'Invalid file type. Please upload a JPEG, PNG or WebP image.';
export const UPLOAD_FAILED = 'Could not upload the image. Please try again.';
export const LOAD_FAILED = 'Could not load the categories. Please try again.';
export const CLOTHING_EMPTY = 'No parent categories yet. Add your first category above!';
export const SUBCATEGORIES_EMPTY = 'No subcategories yet.';

/** A message for the page: the spec's text, with the server's reason when it gave one. */
export type Message = { text: string; detail?: string | undefined };

/** A failed save: the spec's words, and why when the server said (a 422 lists the problems). */
export function saveFailure(error: unknown): Message {
  return { text: SAVE_FAILED, detail: serverMessageOf(error) };
}

/**
 * A failed delete. The server refuses (409) a category that still has
 * products or subcategories; trying again would not help, so its reason is
 * the message. Anything else gets the spec's words.
 */
export function deleteFailure(error: unknown): Message {
  const reason = serverMessageOf(error);
  if (httpStatusOf(error) === 409 && reason !== undefined) {
    return { text: reason };
  }
  return { text: DELETE_FAILED, detail: reason };
}

const fieldErrorSchema = z.object({ data: z.object({ fields: z.record(z.string(), z.string()) }) });

/** The server's message per field of a 422 ("image_url": "..."), when it sent them. */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  return fieldErrorSchema.safeParse(error).data?.data.fields ?? {};
}
