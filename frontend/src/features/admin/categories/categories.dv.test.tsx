// The category screens in Dhivehi: Thaana headings, labels and buttons, the
// Dhivehi name field, and the server's refusal said in Dhivehi by its code,
// beside the field it is about.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { Category } from '@/api/catalog';
import ApplianceCategoriesSection from '@/features/admin/categories/appliance-categories-section';
import CategoriesSection from '@/features/admin/categories/categories-section';
import { apiUrl, server } from '@/test/msw-server';
import { renderInDhivehi } from '@/test/render-dhivehi';

const CATEGORIES: Category[] = [
  { id: 'cat-clothing', name: 'Clothing', name_dv: 'ހެދުން', slug: 'clothing', image_url: null, parent_id: null, shop_type: 'clothing', position: 0 },
  { id: 'cat-abayas', name: 'Abayas', slug: 'abayas', image_url: null, parent_id: 'cat-clothing', shop_type: 'clothing', position: 0 },
  { id: 'acc-cat-accessories', name: 'Accessories', slug: 'accessories', image_url: null, parent_id: null, shop_type: 'accessories', position: 1 },
];

function serve(onCreate: () => Response) {
  const created: unknown[] = [];
  server.use(
    http.get(apiUrl('/categories'), () => HttpResponse.json(CATEGORIES)),
    http.post(apiUrl('/categories'), async ({ request }) => {
      created.push(await request.json());
      return onCreate();
    }),
  );
  return created;
}


describe('the categories in Dhivehi', () => {
  it('names the lists and the form in Thaana', async () => {
    serve(() => HttpResponse.json({}, { status: 500 }));
    await renderInDhivehi(<CategoriesSection />);

    const parents = await screen.findByRole('list', { name: 'މައި ގިންތިތައް' });
    expect(within(parents).getByRole('button', { name: 'Clothing ބަދަލުކުރޭ' })).toHaveTextContent('ބަދަލުކުރޭ');
    expect(screen.getByRole('heading', { name: 'މައި ގިންތިތައް (ތަރުތީބު ބަދަލުކުރުމަށް ދަމާލާ)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clothing - ކުދި ގިންތިތައް (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'އައު ގިންތިއެއް އިތުރުކުރޭ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ގިންތީގެ ބާވަތް' })).toHaveTextContent('ކުދި ގިންތި');
    expect(screen.getByLabelText('ގިންތީގެ ދިވެހި ނަން (ބޭނުންފުޅުނަމަ)')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'ގިންތި އިތުރުކުރޭ' })).toBeInTheDocument();
  });

  it('sends the Dhivehi name and says the server’s refusal in Dhivehi beside its field', async () => {
    const created = serve(() =>
      HttpResponse.json(
        {
          error: 'Please check the highlighted fields.',
          code: 'check_fields',
          fields: { name_dv: 'Must not contain characters that reverse the text' },
          field_codes: { name_dv: 'reversing_characters' },
        },
        { status: 422 },
      ),
    );
    const { user } = await renderInDhivehi(<ApplianceCategoriesSection />);
    await screen.findByText('އަދި އެޕްލަޔަންސްގެ ގިންތިއެއް ނެތް. މަތީގައި ފުރަތަމަ ގިންތި އިތުރުކުރައްވާ!');

    await user.type(screen.getByLabelText('ގިންތީގެ ނަން'), 'Rice Cookers');
    await user.type(screen.getByLabelText('ގިންތީގެ ދިވެހި ނަން (ބޭނުންފުޅުނަމަ)'), 'ބަތް ކައްކާ ތަކެތި');
    await user.click(screen.getByRole('button', { name: 'ގިންތި އިތުރުކުރޭ' }));

    expect(await screen.findByText('ގިންތި ސޭވެއް ނުކުރެވުނު. އަލުން މަސައްކަތް ކުރައްވާ.')).toBeInTheDocument();
    expect(screen.getByText('ކުލަ ޖަހާފައިވާ ބައިތައް ބައްލަވާލައްވާ.')).toBeInTheDocument();
    expect(screen.getByLabelText('ގިންތީގެ ދިވެހި ނަން (ބޭނުންފުޅުނަމަ)')).toHaveAccessibleDescription(
      'ލިޔުން ފުރަގަސްކޮށްލާ އަކުރު ނުލިޔުއްވާ',
    );
    expect(created).toEqual([expect.objectContaining({ name: 'Rice Cookers', name_dv: 'ބަތް ކައްކާ ތަކެތި' })]);
  });
});
