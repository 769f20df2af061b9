import { describe, expect, it } from 'vitest';

import type { Product } from '@/api/catalog';
import { applianceInput, applianceSchema, applianceValuesFor } from '@/features/admin/products/appliance-form';
import { clothingInput, clothingSchema, clothingValuesFor } from '@/features/admin/products/clothing-form';

const fan: Product = {
  id: 'prod-fan',
  title: 'Stand Fan',
  title_dv: 'ސްޓޭންޑް ފަން',
  slug: 'stand-fan',
  sku: 'SF-1',
  description: 'A quiet fan for hot afternoons.',
  price: 650,
  images: [],
  category_id: 'acc-cat-cooling',
  shop_type: 'accessories',
  tags: [],
  stock: { default: 6 },
  colors: [],
  sizes: [],
  is_featured: false,
  created_at: '2025-03-01T10:00:00Z',
};

function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the Dhivehi fields of the product forms', () => {
  it('reads the Dhivehi title and sends it trimmed, and "" to clear a text the product had', () => {
    const values = applianceSchema.parse({ ...applianceValuesFor(fan), titleDv: ' ސްޓޭންޑް \u2066Fan\u2069 ', descriptionDv: '  ' });
    expect(applianceValuesFor(fan)).toMatchObject({ titleDv: 'ސްޓޭންޑް ފަން', descriptionDv: '' });
    const sent = applianceInput(values, [], fan);
    expect(sent).toMatchObject({ title_dv: 'ސްޓޭންޑް \u2066Fan\u2069' });
    expect(sent).not.toHaveProperty('description_dv');
    const cleared = applianceInput({ ...values, titleDv: ' ' }, [], fan);
    expect(cleared).toMatchObject({ title_dv: '' });
  });

  it('accepts blank Dhivehi texts, refuses short ones and a title with a control that reverses text', () => {
    expect(applianceSchema.safeParse({ ...applianceValuesFor(fan), titleDv: '', descriptionDv: '' }).success).toBe(true);
    expect(problems(applianceSchema.safeParse({ ...applianceValuesFor(fan), titleDv: 'ފަ', descriptionDv: 'ފަން' }))).toEqual([
      ['titleDv', 'Title must be at least 3 characters'],
      ['descriptionDv', 'Description must be at least 10 characters'],
    ]);
    const clothing = { ...clothingValuesFor(null), title: 'Classic Abaya', titleDv: '\u202eއަބާޔާ' };
    expect(problems(clothingSchema.safeParse(clothing))).toContainEqual(['titleDv', 'Must not contain characters that reverse the text']);
  });

  it('sends the clothing form’s Dhivehi texts', () => {
    const values = { ...clothingValuesFor(null), titleDv: 'އަބާޔާ', descriptionDv: 'ކޮންމެ ދުވަހަކު ލެވޭ އަބާޔާއެއް' };
    expect(clothingInput(values, [], null)).toMatchObject({ title_dv: 'އަބާޔާ', description_dv: 'ކޮންމެ ދުވަހަކު ލެވޭ އަބާޔާއެއް' });
  });
});
