// The owner's optional Dhivehi title and description, alike in both product
// forms: blank means the English shows on Dhivehi pages; written, they follow
// the English ones' rules, and a title may not hold a control that reverses
// text (decision 229).
import { z } from 'zod';

import type { Product } from '@/api/catalog';

export const DHIVEHI_MESSAGES = {
  title: 'Title must be at least 3 characters',
  description: 'Description must be at least 10 characters',
  reversing: 'Must not contain characters that reverse the text',
} as const;

/** Left-to-right and right-to-left overrides (U+202D, U+202E). */
const REVERSING = /[\u202d\u202e]/u;

export const dhivehiShape = { titleDv: z.string(), descriptionDv: z.string() };

type DhivehiValues = { titleDv: string; descriptionDv: string };

/** Reports what is wrong with the Dhivehi texts through issue. */
export function checkDhivehi(values: DhivehiValues, issue: (path: string[], message: string) => void): void {
  const title = values.titleDv.trim();
  if (REVERSING.test(values.titleDv)) {
    issue(['titleDv'], DHIVEHI_MESSAGES.reversing);
  } else if (title !== '' && Array.from(title).length < 3) {
    issue(['titleDv'], DHIVEHI_MESSAGES.title);
  }
  const description = values.descriptionDv.trim();
  if (description !== '' && Array.from(description).length < 10) {
    issue(['descriptionDv'], DHIVEHI_MESSAGES.description);
  }
}

export function dhivehiValuesFor(product: Product | null): DhivehiValues {
  return { titleDv: product?.title_dv ?? '', descriptionDv: product?.description_dv ?? '' };
}

/**
 * The Dhivehi part of POST/PUT /products: a text written, or "" to clear one
 * the product had; nothing when there is neither.
 */
export function dhivehiInput(values: DhivehiValues, product: Product | null): { title_dv?: string; description_dv?: string } {
  const title = values.titleDv.trim();
  const description = values.descriptionDv.trim();
  return {
    ...(title !== '' || (product?.title_dv ?? '') !== '' ? { title_dv: title } : {}),
    ...(description !== '' || (product?.description_dv ?? '') !== '' ? { description_dv: description } : {}),
  };
}
