import { describe, expect, it } from 'vitest';

import { categoryFormSchema, formValuesFor, updateInput } from '@/features/admin/categories/category-form';

function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the category form’s Dhivehi name', () => {
  const category = { id: 'cat-abayas', name: 'Abayas', name_dv: 'އަބާޔާ', slug: 'abayas', image_url: null, parent_id: 'cat-clothing', shop_type: 'clothing', position: 1 } as const;

  it('reads it and sends it trimmed', () => {
    const values = categoryFormSchema({ choosesParent: false }).parse({ ...formValuesFor(category), nameDv: ' އަބާޔާ ' });
    expect(formValuesFor(category).nameDv).toBe('އަބާޔާ');
    expect(updateInput(values, category)).toMatchObject({ name: 'Abayas', name_dv: 'އަބާޔާ' });
  });

  it('refuses a name with a control that reverses text', () => {
    const result = categoryFormSchema({ choosesParent: false }).safeParse({ ...formValuesFor(category), nameDv: 'އަބާ\u202eޔާ' });
    expect(problems(result)).toEqual([['nameDv', 'Must not contain characters that reverse the text']]);
  });
});
