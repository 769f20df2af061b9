// What the category screens say (spec sections 5 and 8, word for word where
// the spec has the words), as ids of the adminCategories catalogue, and how a
// failed call is put to the owner: the server's reason in the page's
// language, by its code.
import { httpStatusOf, serverFieldMessagesOf, serverMessageOf, type SayServer } from '@/api/errors';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';

export const CATEGORY_MESSAGE_IDS = {
  nameRequired: 'adminCategories.nameRequired',
  added: 'adminCategories.added',
  updated: 'adminCategories.updated',
  saveFailed: 'adminCategories.saveFailed',
  orderFailed: 'adminCategories.orderFailed',
  deleteFailed: 'adminCategories.deleteFailed',
  noAccessoriesParent: 'adminCategories.noAccessoriesParent',
  appliancesEmpty: 'adminCategories.appliancesEmpty',
  /** Delete confirmations: "Are you sure?" for clothing, the longer one for appliances. */
  confirmDeleteClothing: 'adminCategories.confirmDeleteClothing',
  confirmDeleteAppliance: 'adminCategories.confirmDeleteAppliance',
  // Our own words, where the spec has none.
  parentRequired: 'adminCategories.parentRequired',
  imageUrlInvalid: 'adminCategories.imageUrlInvalid',
  imageTypeInvalid: 'adminCategories.imageTypeInvalid',
  fileTooLarge: 'adminCategories.fileTooLarge',
  uploadFailed: 'adminCategories.uploadFailed',
  loadFailed: 'adminCategories.loadFailed',
  clothingEmpty: 'adminCategories.clothingEmpty',
  subcategoriesEmpty: 'adminCategories.subcategoriesEmpty',
  reversing: 'adminCategories.reversing',
} as const;

/** A message for the page: the spec's text, with the server's reason when it gave one. */
export type Message = { text: string; detail?: string | undefined };

/** A failed save: the spec's words, and why when the server said (a 422 lists the problems). */
export function saveFailure(error: unknown, t: Translate = englishT, say?: SayServer): Message {
  return { text: t(CATEGORY_MESSAGE_IDS.saveFailed), detail: serverMessageOf(error, say) };
}

/**
 * A failed delete. The server refuses (409) a category that still has
 * products or subcategories; trying again would not help, so its reason is
 * the message. Anything else gets the spec's words.
 */
export function deleteFailure(error: unknown, t: Translate = englishT, say?: SayServer): Message {
  const reason = serverMessageOf(error, say);
  if (httpStatusOf(error) === 409 && reason !== undefined) {
    return { text: reason };
  }
  return { text: t(CATEGORY_MESSAGE_IDS.deleteFailed), detail: reason };
}

/** The server's message per field of a 422 ("image_url": "..."), when it sent them, said as `say` says it. */
export function fieldMessagesOf(error: unknown, say?: SayServer): Record<string, string> {
  return serverFieldMessagesOf(error, say);
}
