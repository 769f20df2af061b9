// The owner's optional Dhivehi title and description, alike in both product
// forms: blank means the English shows on Dhivehi pages; written, they follow
// the English ones' rules, and a title may not hold a control that reverses
// text (decision 229).
import { z } from 'zod';

import type { Product } from '@/api/catalog';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';

/** Left-to-right and right-to-left overrides (U+202D, U+202E). */
const REVERSING = /[\u202d\u202e]/u;

export const dhivehiShape = { titleDv: z.string(), descriptionDv: z.string() };

type DhivehiValues = { titleDv: string; descriptionDv: string };

/** Reports what is wrong with the Dhivehi texts through issue, in the language of `t`. */
export function checkDhivehi(values: DhivehiValues, issue: (path: string[], message: string) => void, t: Translate = englishT): void {
  const title = values.titleDv.trim();
  if (REVERSING.test(values.titleDv)) {
    issue(['titleDv'], t('adminProducts.errorReversing'));
  } else if (title !== '' && Array.from(title).length < 3) {
    issue(['titleDv'], t('adminProducts.errorTitle'));
  }
  const description = values.descriptionDv.trim();
  if (description !== '' && Array.from(description).length < 10) {
    issue(['descriptionDv'], t('adminProducts.errorDescription'));
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
