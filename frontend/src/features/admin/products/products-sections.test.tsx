// The admin's Products and Appliances sections against a fake server (MSW):
// what the owner sees in the table, the forms' rules and messages, and what
// a save sends.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Category, Product } from '@/api/catalog';
import AppliancesSection from '@/features/admin/products/appliances-section';
import ProductsSection from '@/features/admin/products/products-section';
import { apiUrl, server } from '@/test/msw-server';
import { renderWithProviders, retype } from '@/test/render';
import { textsOf } from '@/test/texts';

const CATEGORIES: Category[] = [
  { id: 'cat-clothing', name: 'Clothing', slug: 'clothing', image_url: null, parent_id: null, shop_type: 'clothing', position: 1 },
  { id: 'cat-abayas', name: 'Abayas', slug: 'abayas', image_url: null, parent_id: 'cat-clothing', shop_type: 'clothing', position: 2 },
  { id: 'cat-dresses', name: 'Dresses', slug: 'dresses', image_url: null, parent_id: 'cat-clothing', shop_type: 'clothing', position: 3 },
  { id: 'acc-cat-accessories', name: 'Accessories', slug: 'accessories', image_url: null, parent_id: null, shop_type: 'accessories', position: 4 },
  { id: 'acc-cat-kitchen', name: 'Kitchen Appliances', slug: 'kitchen-appliances', image_url: null, parent_id: 'acc-cat-accessories', shop_type: 'accessories', position: 5 },
];

let sequence = 0;

function clothing(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    id: `prod-test-${String(sequence)}`,
    title: `Abaya ${String(sequence)}`,
    slug: `abaya-${String(sequence)}`,
    sku: `AB-${String(sequence)}`,
    description: 'A flowing abaya for every day.',
    price: 950,
    images: [],
    category_id: 'cat-abayas',
    shop_type: 'clothing',
    tags: [],
    stock: { 'Black:M': 3, 'Black:L': 2 },
    colors: [{ name: 'Black', hex: '#1C1C1E' }],
    sizes: ['M', 'L'],
    is_featured: false,
    // Newer products have later times: the list is newest first.
    created_at: new Date(Date.UTC(2025, 0, 1, 0, sequence)).toISOString(),
    updated_at: new Date(Date.UTC(2025, 0, 1, 0, sequence)).toISOString(),
    version: 1,
    ...overrides,
  };
}

function appliance(overrides: Partial<Product> = {}): Product {
  return clothing({
    shop_type: 'accessories',
    category_id: 'acc-cat-kitchen',
    title: 'Rice Cooker',
    sku: 'AP-1',
    stock: { default: 7 },
    colors: [],
    sizes: [],
    brand: 'Kooli Home',
    ...overrides,
  });
}

type SaveAnswer = (body: unknown) => Response | Promise<Response>;

/** A fake of the product routes: lists, saves and deletes, and what was sent. */
function fakeServer({ products = [] as Product[], categories = CATEGORIES } = {}) {
  const state = {
    products: [...products],
    listRequests: [] as Record<string, string>[],
    posts: [] as unknown[],
    puts: [] as { id: string; body: unknown }[],
    deletes: [] as string[],
    answerSave: null as SaveAnswer | null,
  };
  const stored = (body: Record<string, unknown>, previous?: Product): Product => ({
    ...(previous ?? clothing()),
    ...(body as Partial<Product>),
    id: previous?.id ?? `prod-new-${String(state.posts.length)}`,
    slug: previous?.slug ?? String(body.slug),
    created_at: previous?.created_at ?? new Date(Date.UTC(2030, 0, 1)).toISOString(),
    version: (previous?.version ?? 0) + 1,
  });
  server.use(
    http.get(apiUrl('/products'), ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      state.listRequests.push(params);
      const page = Number(params.page ?? '1');
      const perPage = Number(params.per_page ?? '12');
      const matching = state.products
        .filter((product) => params.shop_type === undefined || product.shop_type === params.shop_type)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return HttpResponse.json(matching.slice((page - 1) * perPage, page * perPage), {
        headers: { 'X-Total-Count': String(matching.length) },
      });
    }),
    http.get(apiUrl('/products/:id'), ({ params }) => {
      const product = state.products.find((candidate) => candidate.id === params.id);
      return product === undefined
        ? HttpResponse.json({ error: 'Product not found' }, { status: 404 })
        : HttpResponse.json(product);
    }),
    http.get(apiUrl('/categories'), () => HttpResponse.json(categories)),
    http.post(apiUrl('/products'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.posts.push(body);
      if (state.answerSave !== null) {
        return state.answerSave(body);
      }
      const product = stored(body);
      state.products.push(product);
      return HttpResponse.json(product, { status: 201 });
    }),
    http.put(apiUrl('/products/:id'), async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const id = String(params.id);
      state.puts.push({ id, body });
      if (state.answerSave !== null) {
        return state.answerSave(body);
      }
      const index = state.products.findIndex((product) => product.id === id);
      const product = stored(body, state.products[index]);
      state.products[index] = product;
      return HttpResponse.json(product);
    }),
    http.delete(apiUrl('/products/:id'), ({ params }) => {
      const id = String(params.id);
      state.deletes.push(id);
      state.products = state.products.filter((product) => product.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

function renderClothing() {
  return renderWithProviders(<ProductsSection />);
}

function renderAppliances() {
  return renderWithProviders(<AppliancesSection />);
}

async function table() {
  return screen.findByRole('table');
}

function dialog(name: string) {
  return screen.getByRole('dialog', { name });
}

/** What each shop's "add" flow shows: its count, its button, its dialog and one of its categories. */
const ADDING = {
  clothing: { render: renderClothing, count: /^\d+ products?$/, button: 'Add Product', dialog: 'Add New Product', category: 'Abayas' },
  appliances: {
    render: renderAppliances,
    count: /^\d+ appliances?$/,
    button: 'Add Appliance',
    dialog: 'Add New Item',
    category: 'Kitchen Appliances',
  },
} as const;

/** Opens the shop's empty product form once its categories have arrived. */
async function openNewForm(shop: keyof typeof ADDING) {
  const adding = ADDING[shop];
  const rendered = adding.render();
  await screen.findByText(adding.count);
  await rendered.user.click(screen.getByRole('button', { name: adding.button }));
  const form = dialog(adding.dialog);
  await within(form).findByRole('option', { name: adding.category });
  return { ...rendered, form };
}

function cellsOf(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent.replace(/^(Price|Stock|SKU|Brand): /, '').trim());
}

beforeEach(() => {
  sequence = 0;
});

describe('the Products table', () => {
  it('shows each product with its picture, title, price, total stock and SKU, newest first', async () => {
    const older = clothing({ title: 'Classic Abaya', sku: 'AB-001', price: 1250.5, stock: { 'Black:M': 3, 'Navy:M': 4, 'Navy:L': 0 } });
    const newer = clothing({ title: 'Linen Dress', sku: 'DR-002', price: 650, images: ['/media/images/abc/1280.jpg'], stock: {} });
    const fake = fakeServer({ products: [older, newer, appliance()] });
    renderClothing();

    const rows = within(await table()).getAllByTestId('product-row');
    expect(rows).toHaveLength(2);
    expect(cellsOf(rows[0] as HTMLElement).slice(1, 5)).toEqual(['Linen Dress', 'MVR 650.00', '0', 'DR-002']);
    expect(cellsOf(rows[1] as HTMLElement).slice(1, 5)).toEqual(['Classic Abaya', 'MVR 1,250.50', '7', 'AB-001']);
    expect((rows[0] as HTMLElement).querySelector('img')).toHaveAttribute('src', '/media/images/abc/1280.jpg');
    expect(within(rows[1] as HTMLElement).getByTestId('image-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Brand' })).not.toBeInTheDocument();
    expect(fake.listRequests[0]).toEqual({ shop_type: 'clothing', sort: 'newest', page: '1', per_page: '20' });
  });

  it('shows the pager only when there is more than one page', async () => {
    fakeServer({ products: Array.from({ length: 20 }, () => clothing()) });
    const { unmount } = renderClothing();
    expect(within(await table()).getAllByTestId('product-row')).toHaveLength(20);
    expect(screen.queryByText(/Page \d+ of \d+/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    unmount();

    const fake = fakeServer({ products: Array.from({ length: 21 }, () => clothing()) });
    const { user } = renderClothing();
    expect(within(await table()).getAllByTestId('product-row')).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(screen.getByRole('table')).getAllByTestId('product-row')).toHaveLength(1);
    });
    expect(fake.listRequests.at(-1)).toMatchObject({ page: '2', per_page: '20' });
  });

  it('deletes a product after the spec\'s question, and not when the owner says no', async () => {
    const product = clothing({ title: 'Old Abaya' });
    const fake = fakeServer({ products: [product, clothing({ title: 'Kept Abaya' })] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderClothing();
    await table();

    await user.click(screen.getByRole('button', { name: 'Delete Old Abaya' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete this product?');
    expect(fake.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Old Abaya' }));
    await waitFor(() => {
      expect(screen.queryByText('Old Abaya')).not.toBeInTheDocument();
    });
    expect(fake.deletes).toEqual([product.id]);
    expect(screen.getByText('Kept Abaya')).toBeInTheDocument();
  });

  it('invites the owner to add the first product when there is none', async () => {
    fakeServer();
    const { user } = renderClothing();
    expect(await screen.findByText('No products found. Start by adding your first product!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add First Product' }));
    expect(dialog('Add New Product')).toBeInTheDocument();
  });
});

describe('the clothing form', () => {
  it('starts with one colour, Black #000000, and adds another the same', async () => {
    fakeServer();
    const { user, form } = await openNewForm('clothing');

    expect(within(form).getAllByTestId('color-row')).toHaveLength(1);
    expect(within(form).getByLabelText('Color 1 name')).toHaveValue('Black');
    expect(within(form).getAllByLabelText('Hex code')[0]).toHaveValue('#000000');

    await user.click(within(form).getByRole('button', { name: 'Add Color' }));
    expect(within(form).getByLabelText('Color 2 name')).toHaveValue('Black');
    expect(within(form).getAllByLabelText('Hex code')[1]).toHaveValue('#000000');
  });

  it('asks before closing a form with unsaved edits, and closes an untouched one at once', async () => {
    fakeServer();
    const confirm = vi.spyOn(window, 'confirm');
    const { user, form } = await openNewForm('clothing');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const again = dialog('Add New Product');
    await user.type(within(again).getByLabelText('Title'), 'Half-typed abaya');
    confirm.mockReturnValueOnce(false);
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving?');
    expect(within(again).getByLabelText('Title')).toHaveValue('Half-typed abaya');

    confirm.mockReturnValueOnce(true);
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses to remove the last colour', async () => {
    fakeServer();
    const { user, form } = await openNewForm('clothing');

    await user.click(within(form).getByRole('button', { name: /^Remove color 1/ }));

    expect(within(form).getByRole('alert')).toHaveTextContent('At least one color is required');
    expect(within(form).getAllByTestId('color-row')).toHaveLength(1);
  });

  it('lists every problem in a banner and says so when the form is sent incomplete', async () => {
    const fake = fakeServer();
    const { user, form } = await openNewForm('clothing');
    await user.clear(within(form).getByLabelText('Color 1 name'));
    await retype(user, within(form).getByLabelText('Hex code'), '#12345');

    await user.click(within(form).getByRole('button', { name: 'Add Product' }));

    const banner = await within(form).findByTestId('form-problems');
    expect(within(banner).getByText('Please fix the following errors:')).toBeInTheDocument();
    expect(textsOf(banner, 'listitem')).toEqual([
      'Title is required',
      'Description is required',
      'Price is required',
      'SKU is required',
      'Please select a category',
      'Please select at least one size',
      'Color name is required',
      'Invalid hex code',
    ]);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields. Check the form for error messages.',
    );
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(fake.posts).toEqual([]);
  });

  it('uses the spec\'s length and price rules', async () => {
    fakeServer();
    const { user, form } = await openNewForm('clothing');
    await user.type(within(form).getByLabelText('Title'), 'Ab');
    await user.type(within(form).getByLabelText('Description'), 'Too short');
    await user.type(within(form).getByLabelText('Price (MVR)'), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));

    const banner = await within(form).findByTestId('form-problems');
    expect(banner).toHaveTextContent('Title must be at least 3 characters');
    expect(banner).toHaveTextContent('Description must be at least 10 characters');
    expect(banner).toHaveTextContent('Price can have at most two decimals');
  });

  it('keeps the stock grid in step with the colours and sizes', async () => {
    fakeServer();
    const { user, form } = await openNewForm('clothing');
    expect(within(form).queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: 'S' }));
    await user.click(within(form).getByRole('checkbox', { name: 'M' }));
    const grid = within(form).getByRole('table', { name: 'Stock per color and size' });
    expect(textsOf(grid, 'columnheader')).toEqual(['Color', 'S', 'M']);
    expect(within(grid).getByLabelText('Black S stock')).toHaveValue(0);

    await user.type(within(grid).getByLabelText('Black M stock'), '5');
    await user.click(within(form).getByRole('button', { name: 'Add Color' }));
    const second = within(form).getByLabelText('Color 2 name');
    await retype(user, second, 'Navy');
    expect(within(grid).getAllByTestId('stock-row')).toHaveLength(2);
    expect(within(grid).getByLabelText('Navy M stock')).toHaveValue(0);
    await retype(user, within(grid).getByLabelText('Navy M stock'), '2');
    expect(within(form).getByTestId('stock-total')).toHaveTextContent('Total in stock: 7');

    // A size chosen later gets a 0 for every colour; one unchosen leaves the grid.
    await user.click(within(form).getByRole('checkbox', { name: 'XL' }));
    expect(within(grid).getByLabelText('Navy XL stock')).toHaveValue(0);
    await user.click(within(form).getByRole('checkbox', { name: 'S' }));
    expect(textsOf(grid, 'columnheader')).toEqual(['Color', 'M', 'XL']);

    // Removing a colour takes its row with it.
    await user.click(within(form).getByRole('button', { name: 'Remove color 1 (Black)' }));
    expect(within(grid).getAllByTestId('stock-row')).toHaveLength(1);
    expect(within(grid).getByLabelText('Navy M stock')).toHaveValue(2);
    expect(within(form).getByTestId('stock-total')).toHaveTextContent('Total in stock: 2');
  });

  it('refuses a blank or negative stock count', async () => {
    fakeServer();
    const { user, form } = await openNewForm('clothing');
    await user.click(within(form).getByRole('checkbox', { name: 'M' }));
    await user.click(within(form).getByRole('checkbox', { name: 'L' }));
    await user.clear(within(form).getByLabelText('Black M stock'));
    await retype(user, within(form).getByLabelText('Black L stock'), '-1');
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));

    const banner = await within(form).findByTestId('form-problems');
    expect(banner).toHaveTextContent('Stock is required for every color and size');
    expect(banner).toHaveTextContent('Stock must be a positive number');
    expect(within(form).getByLabelText('Black M stock')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a new product to POST /products in MVR with stock per colour and size, and shows it', async () => {
    const fake = fakeServer({ products: [clothing({ title: 'Older Abaya' })] });
    const { user, form } = await openNewForm('clothing');

    await user.type(within(form).getByLabelText('Title'), 'Pearl Trim Abaya');
    await user.type(within(form).getByLabelText('Description'), 'Hand-set pearls on soft nida.');
    await user.type(within(form).getByLabelText('Price (MVR)'), '1250.50');
    await user.type(within(form).getByLabelText('SKU'), 'DH-AB-900');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Dresses');
    await user.click(within(form).getByRole('checkbox', { name: 'M' }));
    await user.click(within(form).getByRole('checkbox', { name: 'L' }));
    await user.click(within(form).getByRole('button', { name: 'Add Color' }));
    await retype(user, within(form).getByLabelText('Color 2 name'), 'Navy');
    const navyHex = within(form).getAllByLabelText('Hex code')[1] as HTMLElement;
    await retype(user, navyHex, '#1F2A44');
    for (const [cell, count] of [['Black M', '3'], ['Black L', '1'], ['Navy M', '4'], ['Navy L', '0']] as const) {
      const input = within(form).getByLabelText(`${cell} stock`);
      await retype(user, input, count);
    }
    await user.type(within(form).getByLabelText(/^Tags/), 'eid, pearls, Eid ');
    await user.type(within(form).getByLabelText(/^Care instructions/), 'Dry clean only.');
    await user.type(within(form).getByLabelText(/^Delivery notes/), 'Ships in two days.');
    await user.click(within(form).getByRole('checkbox', { name: /Featured/ }));
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(fake.posts).toEqual([
      {
        title: 'Pearl Trim Abaya',
        slug: 'pearl-trim-abaya',
        sku: 'DH-AB-900',
        description: 'Hand-set pearls on soft nida.',
        price: 1250.5,
        images: [],
        category_id: 'cat-dresses',
        shop_type: 'clothing',
        tags: ['eid', 'pearls'],
        stock: { 'Black:M': 3, 'Black:L': 1, 'Navy:M': 4, 'Navy:L': 0 },
        colors: [
          { name: 'Black', hex: '#000000' },
          { name: 'Navy', hex: '#1F2A44' },
        ],
        sizes: ['M', 'L'],
        is_featured: true,
        care_instructions: 'Dry clean only.',
        delivery_notes: 'Ships in two days.',
        sale: null,
      },
    ]);
    const rows = within(await table()).getAllByTestId('product-row');
    expect(cellsOf(rows[0] as HTMLElement).slice(1, 5)).toEqual(['Pearl Trim Abaya', 'MVR 1,250.50', '8', 'DH-AB-900']);
    expect(screen.getByRole('status')).toHaveTextContent('Product "Pearl Trim Abaya" added.');
  });

  it('opens an existing product prefilled and saves it with PUT, keeping slug, creation time and version', async () => {
    const product = clothing({
      title: 'Classic Abaya',
      slug: 'classic-abaya',
      price: 950,
      sizes: ['M', 'L'],
      colors: [
        { name: 'Black', hex: '#1C1C1E' },
        { name: 'Navy', hex: '#1F2A44' },
      ],
      stock: { 'Black:M': 3, 'Black:L': 2, 'Navy:M': 1 },
      tags: ['everyday'],
      care_instructions: 'Hand wash.',
      version: 4,
    });
    const fake = fakeServer({ products: [product] });
    const { user } = renderClothing();
    await table();

    await user.click(screen.getByRole('button', { name: 'Edit Classic Abaya' }));
    const form = dialog('Edit Product');
    await within(form).findByRole('option', { name: 'Abayas' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Classic Abaya');
    expect(within(form).getByLabelText('Price (MVR)')).toHaveValue(950);
    expect(within(form).getByLabelText('Category')).toHaveValue('cat-abayas');
    expect(within(form).getByRole('checkbox', { name: 'M' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'XS' })).not.toBeChecked();
    expect(within(form).getByLabelText('Black L stock')).toHaveValue(2);
    // No count kept for Navy L: blank, for the owner to decide.
    expect(within(form).getByLabelText('Navy L stock')).toHaveValue(null);
    expect(within(form).getByLabelText(/^Tags/)).toHaveValue('everyday');

    await user.type(within(form).getByLabelText('Navy L stock'), '6');
    await retype(user, within(form).getByLabelText('Title'), 'Classic Abaya II');
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(fake.puts).toHaveLength(1);
    expect(fake.puts[0]?.id).toBe(product.id);
    expect(fake.puts[0]?.body).toMatchObject({
      title: 'Classic Abaya II',
      slug: 'classic-abaya',
      created_at: product.created_at,
      version: 4,
      stock: { 'Black:M': 3, 'Black:L': 2, 'Navy:M': 1, 'Navy:L': 6 },
      care_instructions: 'Hand wash.',
    });
    expect(await screen.findByText('Classic Abaya II')).toBeInTheDocument();
    expect(cellsOf(within(screen.getByRole('table')).getAllByTestId('product-row')[0] as HTMLElement)[3]).toBe('12');
  });

  it('opens the product as the server holds it now, not as the list showed it', async () => {
    const product = clothing({ title: 'Classic Abaya', stock: { 'Black:M': 3, 'Black:L': 2 }, version: 1 });
    const fake = fakeServer({ products: [product] });
    const { user } = renderClothing();
    await table();
    // An order takes two Black M after the list was loaded.
    fake.products[0] = { ...product, stock: { 'Black:M': 1, 'Black:L': 2 }, version: 2 };

    await user.click(screen.getByRole('button', { name: 'Edit Classic Abaya' }));
    const form = dialog('Edit Product');
    expect(await within(form).findByLabelText('Black M stock')).toHaveValue(1);
    await within(form).findByRole('option', { name: 'Abayas' });
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => {
      expect(fake.puts).toHaveLength(1);
    });
    expect(fake.puts[0]?.body).toMatchObject({ version: 2, stock: { 'Black:M': 1, 'Black:L': 2 } });
  });

  it("shows the server's reason when a save fails, and keeps what the owner typed", async () => {
    const product = clothing({ title: 'Classic Abaya', version: 2 });
    const fake = fakeServer({ products: [product] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderClothing();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit Classic Abaya' }));
    const form = dialog('Edit Product');
    await within(form).findByRole('option', { name: 'Abayas' });
    await retype(user, within(form).getByLabelText('Title'), 'Renamed Abaya');
    await retype(user, within(form).getByLabelText('Black M stock'), '9');

    const stale =
      'This product changed since you opened it (an order may have taken stock). Close the form and open it again to see the latest.';
    fake.answerSave = () => HttpResponse.json({ error: stale }, { status: 409 });
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(`Error saving product: ${stale}`);
    expect(dialog('Edit Product')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('Renamed Abaya');
    expect(within(form).getByLabelText('Black M stock')).toHaveValue(9);
    expect(fake.puts[0]?.body).toMatchObject({ version: 2 });
  });

  it('reads "Saving..." while the server works', async () => {
    const fake = fakeServer({ products: [clothing({ title: 'Classic Abaya' })] });
    const { user } = renderClothing();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit Classic Abaya' }));
    const form = dialog('Edit Product');
    await within(form).findByRole('option', { name: 'Abayas' });
    fake.answerSave = async () => {
      await delay('infinite');
      return HttpResponse.json({});
    };
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));
    expect(await within(form).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('says where to add categories when the shop has none', async () => {
    fakeServer({ categories: CATEGORIES.filter((category) => category.shop_type === 'accessories') });
    const { user } = renderClothing();
    await screen.findByText('No products found. Start by adding your first product!');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await within(dialog('Add New Product')).findByText(
        'No clothing categories found. Please add categories first in the "Categories" section.',
      ),
    ).toBeInTheDocument();
  });

  it('offers subcategories grouped under their parents', async () => {
    fakeServer();
    const { form } = await openNewForm('clothing');
    const select = within(form).getByLabelText('Category');
    const group = within(select).getByRole('group', { name: 'Clothing' });
    expect(textsOf(group, 'option')).toEqual(['Abayas', 'Dresses']);
    expect(within(select).queryByRole('option', { name: 'Kitchen Appliances' })).not.toBeInTheDocument();
  });
});

describe('product images', () => {
  /**
   * POST /uploads answering in turn: the second file is refused. (jsdom's XHR
   * loses a file's name and bytes on the way to MSW, so calls are told apart
   * by their order, which is the order the files were chosen in.)
   */
  function fakeUploads() {
    const received: (FormDataEntryValue | null)[] = [];
    server.use(
      http.post(apiUrl('/uploads'), async ({ request }) => {
        const body = await request.formData();
        received.push(body.get('purpose'));
        if (received.length === 2) {
          return HttpResponse.json(
            { error: 'Invalid file type. Please upload a JPEG, PNG or WebP image.' },
            { status: 415 },
          );
        }
        const id = String(received.length).repeat(24);
        return HttpResponse.json({ ref: `img_${id}`, url: `/media/images/${id}/1280.jpg` }, { status: 201 });
      }),
    );
    return received;
  }

  const png = (name: string) => new File([name], name, { type: 'image/png' });

  it('uploads several pictures, shows refusals per file, and saves them in the chosen order', async () => {
    const product = clothing({ title: 'Classic Abaya', images: ['/media/images/old/1280.jpg'] });
    const fake = fakeServer({ products: [product] });
    const received = fakeUploads();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderClothing();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit Classic Abaya' }));
    const form = dialog('Edit Product');
    await within(form).findByRole('option', { name: 'Abayas' });

    const picker = within(form).getByTestId('image-input');
    const chooser = userEvent.setup({ applyAccept: false });
    await chooser.upload(picker, [png('front.png'), png('broken.png'), png('back.png'), new File(['%PDF'], 'size-chart.pdf', { type: 'application/pdf' })]);

    await waitFor(() => {
      expect(within(form).getAllByTestId('product-image')).toHaveLength(3);
    });
    // Checked in the browser first: the PDF never went up.
    expect(received).toEqual(['image', 'image', 'image']);
    const uploads = within(form).getAllByTestId('image-upload');
    expect(uploads).toHaveLength(2);
    expect(uploads[0]).toHaveTextContent('broken.png');
    expect(uploads[0]).toHaveTextContent('Invalid file type. Please upload a JPEG, PNG or WebP image.');
    expect(uploads[1]).toHaveTextContent('size-chart.pdf');
    expect(uploads[1]).toHaveTextContent('Invalid file type. Please upload a JPEG, PNG or WebP image.');
    expect(logged).toHaveBeenCalledTimes(1);

    // The last picture becomes the main one; the old one is removed.
    await user.click(within(form).getByRole('button', { name: 'Move picture 3 earlier' }));
    await user.click(within(form).getByRole('button', { name: 'Move picture 2 earlier' }));
    await user.click(within(form).getByRole('button', { name: 'Remove picture 2' }));
    const pictures = within(form).getAllByTestId('product-image');
    expect(pictures.map((picture) => picture.querySelector('img')?.getAttribute('src'))).toEqual([
      `/media/images/${'3'.repeat(24)}/1280.jpg`,
      `/media/images/${'1'.repeat(24)}/1280.jpg`,
    ]);
    expect(pictures[0]).toHaveTextContent('Main');
    expect(pictures[1]).not.toHaveTextContent('Main');
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));

    await waitFor(() => {
      expect(fake.puts).toHaveLength(1);
    });
    expect(fake.puts[0]?.body).toMatchObject({
      images: [`/media/images/${'3'.repeat(24)}/1280.jpg`, `/media/images/${'1'.repeat(24)}/1280.jpg`],
    });
  });

  it('takes pictures dropped on the drop zone', async () => {
    fakeServer({ products: [clothing({ title: 'Classic Abaya' })] });
    const received = fakeUploads();
    const { user } = renderClothing();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit Classic Abaya' }));
    const form = dialog('Edit Product');
    await within(form).findByRole('option', { name: 'Abayas' });

    const files = [png('dropped.png'), new File(['GIF89a'], 'spin.gif', { type: 'image/gif' })];
    fireEvent.drop(within(form).getByTestId('image-drop-zone'), { dataTransfer: { files, types: ['Files'] } });

    await waitFor(() => {
      expect(within(form).getAllByTestId('product-image')).toHaveLength(1);
    });
    expect(received).toEqual(['image']);
    expect(within(form).getByTestId('image-upload')).toHaveTextContent(
      'spin.gifInvalid file type. Please upload a JPEG, PNG or WebP image.',
    );
  });

  it('waits for uploads before saving', async () => {
    const fake = fakeServer({ products: [clothing({ title: 'Classic Abaya' })] });
    server.use(
      http.post(apiUrl('/uploads'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderClothing();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit Classic Abaya' }));
    const form = dialog('Edit Product');
    await within(form).findByRole('option', { name: 'Abayas' });
    await user.upload(within(form).getByTestId('image-input'), png('slow.png'));
    expect(await within(form).findByLabelText('Uploading slow.png')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Update Product' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please wait until the images have finished uploading.',
    );
    expect(fake.puts).toEqual([]);
  });
});

describe('the Appliances table', () => {
  it('adds a Brand column with "-" when there is none', async () => {
    fakeServer({
      products: [appliance({ title: 'Stand Fan', brand: 'Breeze Line' }), appliance({ title: 'Kettle', brand: undefined }), clothing()],
    });
    renderAppliances();
    const rows = within(await table()).getAllByTestId('product-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Brand' })).toBeInTheDocument();
    expect(cellsOf(rows[0] as HTMLElement).slice(1, 6)).toEqual(['Kettle', 'MVR 950.00', '7', 'AP-1', '-']);
    expect(cellsOf(rows[1] as HTMLElement)[5]).toBe('Breeze Line');
  });

  it('shows the spec\'s empty state, whose button opens "Add New Item"', async () => {
    fakeServer({ products: [clothing()] });
    const { user } = renderAppliances();
    expect(await screen.findByText('No appliances found. Start by adding your first appliance!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add First Appliance' }));
    expect(dialog('Add New Item')).toBeInTheDocument();
  });

  it('asks before deleting with the spec\'s words', async () => {
    const fan = appliance({ title: 'Stand Fan' });
    const fake = fakeServer({ products: [fan] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAppliances();
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete Stand Fan' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this accessory?');
    await waitFor(() => {
      expect(fake.deletes).toEqual([fan.id]);
    });
  });
});

describe('the appliance form', () => {
  it("shows the spec's messages", async () => {
    const fake = fakeServer();
    const { user, form } = await openNewForm('appliances');
    await user.type(within(form).getByLabelText('Title'), 'Ke');
    await user.type(within(form).getByLabelText('Description'), 'Short');
    await user.type(within(form).getByLabelText('Price (MVR)'), '-5');
    await retype(user, within(form).getByLabelText('Stock'), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));

    expect(await within(form).findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(within(form).getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(within(form).getByText('Price must be positive')).toBeInTheDocument();
    expect(within(form).getByText('SKU is required')).toBeInTheDocument();
    expect(within(form).getByText('Stock must be a positive number')).toBeInTheDocument();
    expect(within(form).getByText('Please select a category')).toBeInTheDocument();
    expect(fake.posts).toEqual([]);
  });

  it('saves stock as {"default": n} with the appliance fields', async () => {
    const fake = fakeServer();
    const { user, form } = await openNewForm('appliances');
    await user.type(within(form).getByLabelText('Title'), 'Electric Kettle');
    await user.type(within(form).getByLabelText('Description'), 'Boils a litre in three minutes.');
    await user.type(within(form).getByLabelText('Price (MVR)'), '399.99');
    await retype(user, within(form).getByLabelText('Stock'), '12');
    await user.type(within(form).getByLabelText('SKU'), 'AP-KT-1');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Kitchen Appliances');
    await user.type(within(form).getByLabelText(/^Brand/), 'Kooli Home');
    await user.type(within(form).getByLabelText(/^Warranty/), '1 year');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(fake.posts).toEqual([
      {
        title: 'Electric Kettle',
        slug: 'electric-kettle',
        sku: 'AP-KT-1',
        description: 'Boils a litre in three minutes.',
        price: 399.99,
        images: [],
        category_id: 'acc-cat-kitchen',
        shop_type: 'accessories',
        tags: [],
        stock: { default: 12 },
        colors: [],
        sizes: [],
        is_featured: false,
        brand: 'Kooli Home',
        warranty: '1 year',
        sale: null,
      },
    ]);
    const row = within(await table()).getAllByTestId('product-row')[0] as HTMLElement;
    expect(cellsOf(row).slice(1, 6)).toEqual(['Electric Kettle', 'MVR 399.99', '12', 'AP-KT-1', 'Kooli Home']);
  });

  it("shows the spec's failure message, logs the error and keeps the input", async () => {
    const fan = appliance({ title: 'Stand Fan', version: 3 });
    const fake = fakeServer({ products: [fan] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAppliances();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit Stand Fan' }));
    const form = dialog('Edit Item');
    await within(form).findByRole('option', { name: 'Kitchen Appliances' });
    expect(within(form).getByLabelText('Stock')).toHaveValue(7);
    await retype(user, within(form).getByLabelText('Stock'), '3');
    fake.answerSave = () => HttpResponse.json({ error: 'SKU is already used by another product', fields: { sku: 'SKU is already used by another product' } }, { status: 422 });
    await user.click(within(form).getByRole('button', { name: 'Update Item' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save accessory. Please check the console for details.');
    expect(alert).toHaveTextContent('SKU is already used by another product');
    expect(logged).toHaveBeenCalled();
    expect(within(form).getByLabelText('Stock')).toHaveValue(3);
    expect(fake.puts[0]?.body).toMatchObject({ stock: { default: 3 }, version: 3, shop_type: 'accessories' });
  });

  it('says where to add categories when the shop has none', async () => {
    fakeServer({ categories: CATEGORIES.filter((category) => category.id !== 'acc-cat-kitchen') });
    const { user } = renderAppliances();
    await screen.findByText('No appliances found. Start by adding your first appliance!');
    await user.click(screen.getByRole('button', { name: 'Add Appliance' }));
    expect(
      await within(dialog('Add New Item')).findByText(
        'No appliances categories found. Please add categories first in the "Acc. Categories" section.',
      ),
    ).toBeInTheDocument();
  });
});
