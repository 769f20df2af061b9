// The product screens in Dhivehi: Thaana headings, columns, labels and
// messages, the price and SKU left to right, the Dhivehi title and
// description fields in both forms, and the server's refusal said in
// Dhivehi by its code.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { Category, Product } from '@/api/catalog';
import AppliancesSection from '@/features/admin/products/appliances-section';
import ProductsSection from '@/features/admin/products/products-section';
import { apiUrl, server } from '@/test/msw-server';
import { renderInDhivehi } from '@/test/render-dhivehi';

const CATEGORIES: Category[] = [
  { id: 'cat-clothing', name: 'Clothing', slug: 'clothing', image_url: null, parent_id: null, shop_type: 'clothing', position: 1 },
  { id: 'cat-abayas', name: 'Abayas', slug: 'abayas', image_url: null, parent_id: 'cat-clothing', shop_type: 'clothing', position: 2 },
  { id: 'acc-cat-accessories', name: 'Accessories', slug: 'accessories', image_url: null, parent_id: null, shop_type: 'accessories', position: 3 },
  { id: 'acc-cat-kitchen', name: 'Kitchen Appliances', slug: 'kitchen-appliances', image_url: null, parent_id: 'acc-cat-accessories', shop_type: 'accessories', position: 4 },
];

const abaya: Product = {
  id: 'prod-abaya',
  title: 'Classic Abaya',
  title_dv: 'ކްލެސިކް އަބާޔާ',
  slug: 'classic-abaya',
  sku: 'AB-001',
  description: 'A flowing abaya for every day.',
  price: 1250.5,
  images: [],
  category_id: 'cat-abayas',
  shop_type: 'clothing',
  tags: [],
  stock: { 'Black:M': 3, 'Black:L': 2 },
  colors: [{ name: 'Black', hex: '#1C1C1E' }],
  sizes: ['M', 'L'],
  is_featured: false,
  created_at: '2025-01-01T00:00:00Z',
  version: 1,
};

function serve(products: Product[], onSave?: () => Response) {
  server.use(
    http.get(apiUrl('/products'), () => HttpResponse.json(products, { headers: { 'X-Total-Count': String(products.length) } })),
    http.get(apiUrl('/products/:id'), ({ params }) => HttpResponse.json(products.find((product) => product.id === params.id))),
    http.get(apiUrl('/categories'), () => HttpResponse.json(CATEGORIES)),
    http.put(apiUrl('/products/:id'), () => (onSave === undefined ? HttpResponse.json(abaya) : onSave())),
  );
}


describe('the products in Dhivehi', () => {
  it('lists them in Thaana with the price and SKU left to right', async () => {
    serve([abaya]);
    await renderInDhivehi(<ProductsSection />);

    expect(await screen.findByText('ބާވަތް 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ބާވަތެއް އިތުރުކުރޭ' })).toBeInTheDocument();
    for (const column of ['ފޮޓޯ', 'ޓައިޓަލް', 'އަގު', 'ސްޓޮކް', 'SKU', 'ކުރެވޭނެ ކަންތައް']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const row = screen.getByTestId('product-row');
    expect(within(row).getByRole('button', { name: 'Classic Abaya ބަދަލުކުރޭ' })).toHaveTextContent('ބަދަލުކުރޭ');
    expect(within(row).getByRole('img', { name: 'ފޮޓޯއެއް ނެތް' })).toBeInTheDocument();
    const price = within(row).getByText('MVR 1,250.50');
    expect(price.tagName).toBe('BDI');
    expect(price).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByText('AB-001')).toHaveAttribute('dir', 'ltr');
  });

  it('says the server’s refusal of a save in Dhivehi, by its code', async () => {
    serve([abaya], () =>
      HttpResponse.json({ error: 'SKU is already used by another product', code: 'sku_taken' }, { status: 409 }),
    );
    const { user } = await renderInDhivehi(<ProductsSection />);
    await user.click(await screen.findByRole('button', { name: 'Classic Abaya ބަދަލުކުރޭ' }));

    const form = await screen.findByRole('form', { name: 'ބާވަތް ބަދަލުކުރުން' });
    await within(form).findByRole('option', { name: 'Abayas' });
    expect(within(form).getByLabelText('ދިވެހި ޓައިޓަލް (ބޭނުންފުޅުނަމަ)')).toHaveValue('ކްލެސިކް އަބާޔާ');
    expect(within(form).getByLabelText('ދިވެހި ޓައިޓަލް (ބޭނުންފުޅުނަމަ)')).toHaveAttribute('dir', 'rtl');
    expect(within(form).getByLabelText('ދިވެހި ތަފްސީލު (ބޭނުންފުޅުނަމަ)')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'ސައިޒުތައް' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'ބާވަތް އަޕްޑޭޓްކުރޭ' }));

    expect(await within(form).findByText('ބާވަތް ސޭވްކުރުމުގައި މައްސަލައެއް ދިމާވެއްޖެ: މި SKU އެހެން ބާވަތަކަށް ބޭނުންކުރެވިފައި')).toBeInTheDocument();
  });

  it('checks the appliance form in Dhivehi, its Dhivehi fields included', async () => {
    serve([]);
    const { user } = await renderInDhivehi(<AppliancesSection />);
    await user.click(await screen.findByRole('button', { name: 'ފުރަތަމަ އެޕްލަޔަންސް އިތުރުކުރޭ' }));

    const form = await screen.findByRole('form', { name: 'އައު އެޕްލަޔަންސް' });
    await within(form).findByRole('option', { name: 'Kitchen Appliances' });
    await user.type(within(form).getByLabelText('ދިވެހި ޓައިޓަލް (ބޭނުންފުޅުނަމަ)'), 'ފަ');
    await user.click(within(form).getByRole('button', { name: 'އެޕްލަޔަންސް އިތުރުކުރޭ' }));

    expect(await within(form).findAllByText('ޓައިޓަލް މަދުވެގެން 3 އަކުރު ވާންވާނެ')).toHaveLength(2);
    expect(within(form).getByText('ކަރުނާކޮށް ގިންތިއެއް ހޮވުއްވާ')).toBeInTheDocument();
    expect(within(form).getByText('SKU ލިޔުއްވާ')).toBeInTheDocument();
  });
});
