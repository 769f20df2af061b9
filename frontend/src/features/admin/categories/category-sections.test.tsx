import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Category } from '@/api/catalog';
import { SAMPLE_CATEGORIES } from '@/api/sample-catalog';
import ApplianceCategoriesSection from '@/features/admin/categories/appliance-categories-section';
import CategoriesSection from '@/features/admin/categories/categories-section';
import { apiUrl, server } from '@/test/msw-server';
import { renderWithProviders, retype } from '@/test/render';
import { CLOTHING_CATEGORIES_IN_ORDER } from '@/test/sample-categories';

type Failure = { status: number; body?: unknown };

/** The category endpoints of a server, over a copy of `initial`, recording what it is sent. */
function fakeCategoryServer(initial: readonly Category[] = SAMPLE_CATEGORIES) {
  const state = {
    categories: structuredClone([...initial]),
    created: [] as unknown[],
    updated: [] as { id: string; body: unknown }[],
    orders: [] as unknown[],
    deleted: [] as string[],
    uploads: [] as { purpose: unknown; fileType: string; fieldOrder: string[] }[],
    failNext: {} as Partial<Record<'create' | 'update' | 'order' | 'delete', Failure>>,
  };
  const fail = (what: keyof typeof state.failNext) => {
    const failure = state.failNext[what];
    if (failure === undefined) {
      return null;
    }
    state.failNext = { ...state.failNext, [what]: undefined };
    return failure.body === undefined
      ? new HttpResponse(null, { status: failure.status })
      : HttpResponse.json(failure.body, { status: failure.status });
  };
  let serial = 0;
  server.use(
    http.get(apiUrl('/categories'), () => HttpResponse.json(state.categories)),
    http.post(apiUrl('/categories'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.created.push(body);
      const refused = fail('create');
      if (refused !== null) {
        return refused;
      }
      serial += 1;
      const shop = body.shop_type === 'accessories' ? 'accessories' : 'clothing';
      const created: Category = {
        id: `${shop === 'accessories' ? 'acc-cat' : 'cat'}-new-${String(serial)}`,
        name: String(body.name),
        slug: String(body.slug),
        image_url: (body.image_url as string | null) ?? null,
        parent_id: (body.parent_id as string | null) ?? null,
        shop_type: shop,
        // As the server does: last among its shop's categories.
        position: Math.max(
          state.categories.filter((category) => category.shop_type === shop).length + 1,
          ...state.categories.filter((category) => category.shop_type === shop).map((category) => category.position + 1),
        ),
      };
      state.categories.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(apiUrl('/categories/order'), async ({ request }) => {
      const body = (await request.json()) as { id: string; position: number }[];
      state.orders.push(body);
      const refused = fail('order');
      if (refused !== null) {
        return refused;
      }
      for (const { id, position } of body) {
        const category = state.categories.find((candidate) => candidate.id === id);
        if (category !== undefined) {
          category.position = position;
        }
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(apiUrl('/categories/:id'), async ({ request, params }) => {
      const id = String(params.id);
      const body = (await request.json()) as Record<string, unknown>;
      state.updated.push({ id, body });
      const refused = fail('update');
      if (refused !== null) {
        return refused;
      }
      const category = state.categories.find((candidate) => candidate.id === id);
      if (category === undefined) {
        return HttpResponse.json({ error: 'Category not found' }, { status: 404 });
      }
      category.name = String(body.name);
      category.image_url = (body.image_url as string | null) ?? null;
      category.parent_id = (body.parent_id as string | null) ?? null;
      return HttpResponse.json(category);
    }),
    http.delete(apiUrl('/categories/:id'), ({ params }) => {
      const id = String(params.id);
      state.deleted.push(id);
      const refused = fail('delete');
      if (refused !== null) {
        return refused;
      }
      state.categories = state.categories.filter((category) => category.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/uploads'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      state.uploads.push({
        purpose: form.get('purpose'),
        // (jsdom's File loses its name on the way through fetch: only its kind is checked.)
        fileType: typeof file === 'object' && file !== null ? file.type : '',
        fieldOrder: [...form.keys()],
      });
      const id = 'a1b2c3d4e5f60718293a4b5c';
      return HttpResponse.json(
        {
          ref: `img_${id}`,
          url: `/media/images/${id}/640.jpg`,
          srcset: `/media/images/${id}/320.jpg 320w, /media/images/${id}/640.jpg 640w`,
        },
        { status: 201 },
      );
    }),
  );
  return state;
}

/**
 * jsdom lays nothing out, so every rectangle is empty and a keyboard drag has
 * nowhere to go. Give each list row a place: rows 50px apart in list order.
 */
function layOutRows() {
  const measure = (element: HTMLElement) => Element.prototype.getBoundingClientRect.call(element);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    // The list: as tall as its rows (drags stay inside it).
    if (this.querySelector(':scope > li[data-category-id]') !== null) {
      return DOMRect.fromRect({ x: 0, y: 100, width: 600, height: this.children.length * 50 });
    }
    const row = this.closest('li[data-category-id]');
    if (row === null || row.parentElement === null) {
      return measure(this);
    }
    const index = [...row.parentElement.children].indexOf(row);
    return DOMRect.fromRect({ x: 0, y: 100 + index * 50, width: 600, height: 48 });
  });
}

/** Lets dnd-kit's keyboard sensor (which listens from the next task on) take the next key. */
async function nextTask() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Presses each key in turn, giving the keyboard sensor a task between them. */
async function pressKeys(user: UserEvent, keys: readonly string[]) {
  for (const [index, key] of keys.entries()) {
    if (index > 0) {
      await nextTask();
    }
    await user.keyboard(key);
  }
}

function rowNames(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('button', { name: /^Edit / }).getAttribute('aria-label')?.slice(5));
}

/** A second clothing parent category, "Girls", at this position. */
function girlsCategory(position: number): Category {
  return {
    id: 'cat-girls',
    name: 'Girls',
    slug: 'girls',
    image_url: null,
    parent_id: null,
    shop_type: 'clothing',
    position,
  };
}

/** Serves the categories (the sample ones unless given) and opens the clothing section on them. */
async function openCategories(initial?: readonly Category[]) {
  const api = fakeCategoryServer(initial);
  const { user } = renderWithProviders(<CategoriesSection />);
  await clothingList();
  return { api, user };
}

async function clothingList() {
  return screen.findByRole('list', { name: 'Clothing subcategories' });
}

beforeEach(() => {
  // jsdom has no scrolling; dnd-kit scrolls the picked-up row into view.
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Categories (clothing)', () => {
  it('lists the parent categories and one card per parent with its subcategories in order', async () => {
    fakeCategoryServer();
    renderWithProviders(<CategoriesSection />);

    const parents = await screen.findByRole('list', { name: 'Parent categories' });
    expect(rowNames(parents)).toEqual(['Clothing']);
    expect(screen.getByRole('heading', { level: 2, name: 'Clothing - Subcategories (8)' })).toBeInTheDocument();
    expect(rowNames(await clothingList())).toEqual(CLOTHING_CATEGORIES_IN_ORDER);
    // Appliance categories are not here.
    expect(screen.queryByText('Kitchen Appliances')).not.toBeInTheDocument();
    // A category without an image shows the placeholder; one with an image shows it.
    const clothingRow = within(parents).getByRole('listitem');
    expect(within(clothingRow).getByTestId('category-placeholder')).toBeInTheDocument();
    const abayas = within(await clothingList()).getAllByRole('listitem')[0];
    expect(abayas?.querySelector('img')).toHaveAttribute('src', '/media/samples/classic-open-front-abaya.svg');
    expect(screen.getByRole('button', { name: 'Reorder Abayas' })).toBeInTheDocument();
  });

  it('adds a parent category at the end of the clothing categories', async () => {
    const { api, user } = await openCategories();

    await user.type(screen.getByLabelText('Category Name'), '  Girls Wear ');
    expect(screen.getByRole('radio', { name: 'Parent Category' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText('Category added successfully!')).toBeInTheDocument();
    expect(api.created).toEqual([
      {
        name: 'Girls Wear',
        slug: 'girls-wear',
        image_url: null,
        parent_id: null,
        shop_type: 'clothing',
        position: 10,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Girls Wear - Subcategories (0)' })).toBeInTheDocument();
    expect(rowNames(screen.getByRole('list', { name: 'Parent categories' }))).toEqual(['Clothing', 'Girls Wear']);
    expect(screen.getByLabelText('Category Name')).toHaveValue('');
  });

  it('adds a subcategory under the only parent when Enter is pressed in the name', async () => {
    const { api, user } = await openCategories();

    await user.click(screen.getByRole('radio', { name: 'Subcategory' }));
    expect(screen.getByLabelText('Subcategory of')).toHaveValue('cat-clothing');
    await user.type(screen.getByLabelText('Category Name'), 'Jilbabs{Enter}');

    expect(await screen.findByText('Category added successfully!')).toBeInTheDocument();
    expect(api.created).toEqual([
      expect.objectContaining({ name: 'Jilbabs', slug: 'jilbabs', parent_id: 'cat-clothing', shop_type: 'clothing' }),
    ]);
    await waitFor(async () => {
      expect(rowNames(await clothingList()).at(-1)).toBe('Jilbabs');
    });
    expect(screen.getByRole('heading', { name: 'Clothing - Subcategories (9)' })).toBeInTheDocument();
    // Ready for the next subcategory under the same parent.
    expect(screen.getByRole('radio', { name: 'Subcategory' })).toBeChecked();
    expect(screen.getByLabelText('Subcategory of')).toHaveValue('cat-clothing');
  });

  it('refuses an empty name with "Please enter a category name" and sends nothing', async () => {
    const { api, user } = await openCategories();

    await user.type(screen.getByLabelText('Category Name'), '   {Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a category name');
    expect(screen.getByLabelText('Category Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Category Name')).toHaveAccessibleDescription('Please enter a category name');
    expect(api.created).toEqual([]);
  });

  it('asks which parent a subcategory goes under when there are several', async () => {
    const { api, user } = await openCategories([...SAMPLE_CATEGORIES, girlsCategory(0)]);

    await user.click(screen.getByRole('radio', { name: 'Subcategory' }));
    await user.type(screen.getByLabelText('Category Name'), 'Jilbabs{Enter}');

    expect(await screen.findByText('Please choose a parent category')).toBeInTheDocument();
    expect(screen.getByLabelText('Subcategory of')).toHaveAttribute('aria-invalid', 'true');
    expect(api.created).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Subcategory of'), 'Girls');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText('Category added successfully!')).toBeInTheDocument();
    expect(api.created).toEqual([expect.objectContaining({ name: 'Jilbabs', parent_id: 'cat-girls' })]);
    expect(await screen.findByRole('heading', { name: 'Girls - Subcategories (1)' })).toBeInTheDocument();
  });

  it('edits with Update and Cancel, without the type choice, and keeps the parent', async () => {
    const { api, user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Edit Abayas' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Edit Category' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const name = screen.getByLabelText('Category Name');
    expect(name).toHaveValue('Abayas');
    expect(name).toHaveFocus();

    await retype(user, name, 'Abayas & Jilbabs');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    expect(api.updated).toEqual([
      {
        id: 'cat-abayas',
        body: {
          name: 'Abayas & Jilbabs',
          slug: 'abayas',
          image_url: '/media/samples/classic-open-front-abaya.svg',
          parent_id: 'cat-clothing',
          shop_type: 'clothing',
        },
      },
    ]);
    // Back in add mode (and at the section's address), with the owner back on the row.
    expect(await screen.findByRole('heading', { level: 2, name: 'Add New Category' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Abayas & Jilbabs' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Parent Category' })).toBeInTheDocument();
  });

  it('moves a subcategory to another parent when it is edited', async () => {
    const { api, user } = await openCategories([...SAMPLE_CATEGORIES, girlsCategory(1)]);

    await user.click(screen.getByRole('button', { name: 'Edit Abayas' }));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const parent = screen.getByLabelText('Subcategory of');
    expect(parent).toHaveValue('cat-clothing');
    await user.selectOptions(parent, 'Girls');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    expect(api.updated).toEqual([{ id: 'cat-abayas', body: expect.objectContaining({ parent_id: 'cat-girls' }) as unknown }]);
    expect(await screen.findByRole('heading', { name: 'Girls - Subcategories (1)' })).toBeInTheDocument();
  });

  it('offers no parent choice when a top-level category is edited', async () => {
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Edit Clothing' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Edit Category' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Subcategory of')).not.toBeInTheDocument();
  });

  it('leaves edit mode on Cancel without saving', async () => {
    const { api, user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Edit Dresses' }));
    await user.type(screen.getByLabelText('Category Name'), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Add New Category' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Edit Dresses' })).toHaveFocus();
    expect(api.updated).toEqual([]);
  });

  it('says "Failed to save category. Please try again." and keeps what was typed', async () => {
    const api = fakeCategoryServer();
    api.failNext.create = { status: 500, body: { error: 'Internal Server Error' } };
    const { user } = renderWithProviders(<CategoriesSection />);
    await clothingList();

    await user.type(screen.getByLabelText('Category Name'), 'Evening Wear{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save category. Please try again.');
    expect(screen.getByLabelText('Category Name')).toHaveValue('Evening Wear');
    expect(rowNames(screen.getByRole('list', { name: 'Parent categories' }))).toEqual(['Clothing']);
  });

  it("shows the server's reason for a refused save next to the field", async () => {
    const api = fakeCategoryServer();
    api.failNext.create = {
      status: 422,
      body: {
        error: 'The image must be an uploaded picture or an http(s) link',
        fields: { image_url: 'The image must be an uploaded picture or an http(s) link' },
      },
    };
    const { user } = renderWithProviders(<CategoriesSection />);
    await clothingList();

    await user.type(screen.getByLabelText('Category Name'), 'Evening Wear');
    await user.type(screen.getByLabelText('Image URL'), 'https://example.com/evening.jpg');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save category. Please try again.');
    expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription(
      /The image must be an uploaded picture or an http\(s\) link/,
    );
    expect(screen.getByLabelText('Image URL')).toHaveValue('https://example.com/evening.jpg');
  });

  it('refuses an image link the server would not keep before sending', async () => {
    const { api, user } = await openCategories();

    await user.type(screen.getByLabelText('Category Name'), 'Evening Wear');
    await user.type(screen.getByLabelText('Image URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText('The image must be an uploaded picture or an http(s) link')).toBeInTheDocument();
    expect(api.created).toEqual([]);
  });

  it('uploads a chosen picture and saves the link the server gives', async () => {
    const { api, user } = await openCategories();

    await user.type(screen.getByLabelText('Category Name'), 'Evening Wear');
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'evening.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Upload image'), picture);

    await waitFor(() => {
      expect(screen.getByLabelText('Image URL')).toHaveValue('/media/images/a1b2c3d4e5f60718293a4b5c/640.jpg');
    });
    expect(api.uploads).toEqual([{ purpose: 'image', fileType: 'image/jpeg', fieldOrder: ['purpose', 'file'] }]);
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    await screen.findByText('Category added successfully!');
    expect(api.created).toEqual([
      expect.objectContaining({ image_url: '/media/images/a1b2c3d4e5f60718293a4b5c/640.jpg' }),
    ]);
  });

  it('refuses a file that is not a JPEG, PNG or WebP picture without sending it', async () => {
    const api = fakeCategoryServer();
    renderWithProviders(<CategoriesSection />);
    await clothingList();

    // As a file picker set to "All files" would give it.
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload image'), pdf);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Please upload a JPEG, PNG or WebP image.',
    );
    expect(api.uploads).toEqual([]);
  });

  it('deletes after "Are you sure?", and not without', async () => {
    const api = fakeCategoryServer();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderWithProviders(<CategoriesSection />);
    await clothingList();

    await user.click(screen.getByRole('button', { name: 'Delete Kaftans' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure?');
    expect(api.deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Kaftans' }));
    expect(api.deleted).toEqual(['cat-kaftans']);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Delete Kaftans' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { name: 'Clothing - Subcategories (7)' })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses to delete a category in use", async () => {
    const api = fakeCategoryServer();
    const inUse = 'This category still has products or subcategories. Move or delete them first.';
    api.failNext.delete = { status: 409, body: { error: inUse } };
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderWithProviders(<CategoriesSection />);
    await clothingList();

    await user.click(screen.getByRole('button', { name: 'Delete Clothing' }));

    const card = screen.getByRole('region', { name: 'Parent Categories (Drag to reorder)' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(inUse);
    expect(screen.getByRole('button', { name: 'Delete Clothing' })).toBeInTheDocument();
  });

  it('reorders subcategories from the keyboard and saves every position, from 0, in one request', async () => {
    layOutRows();
    const { api, user } = await openCategories();

    const handle = screen.getByRole('button', { name: 'Reorder Kaftans' });
    expect(handle).toHaveAccessibleDescription(/To pick up a category, press space or enter/);
    handle.focus();
    await user.keyboard(' ');
    await nextTask();
    // Screen readers hear names and places, not ids.
    expect(screen.getByText('Picked up Kaftans. It is in position 4 of 8.')).toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    await nextTask();
    expect(screen.getByText('Kaftans was moved into position 3 of 8.')).toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    await nextTask();
    await user.keyboard(' ');

    await waitFor(() => {
      expect(api.orders).toHaveLength(1);
    });
    expect(api.orders[0]).toEqual([
      { id: 'cat-abayas', position: 0 },
      { id: 'cat-kaftans', position: 1 },
      { id: 'cat-dresses', position: 2 },
      { id: 'cat-hijabs-shawls', position: 3 },
      { id: 'cat-modest-sets', position: 4 },
      { id: 'cat-tunics-tops', position: 5 },
      { id: 'cat-skirts-pants', position: 6 },
      { id: 'cat-prayer-wear', position: 7 },
    ]);
    expect(rowNames(await clothingList()).slice(0, 3)).toEqual(['Abayas', 'Kaftans', 'Dresses']);
    expect(screen.getByText('Kaftans was dropped at position 2 of 8.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder Kaftans' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the list back and says so when the new order cannot be saved', async () => {
    layOutRows();
    const api = fakeCategoryServer();
    api.failNext.order = { status: 500 };
    const { user } = renderWithProviders(<CategoriesSection />);
    await clothingList();

    screen.getByRole('button', { name: 'Reorder Dresses' }).focus();
    await pressKeys(user, [' ', '{ArrowDown}', ' ']);

    const card = screen.getByRole('region', { name: 'Clothing - Subcategories (8)' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Failed to save category order. Please try again.',
    );
    expect(api.orders).toHaveLength(1);
    expect(rowNames(await clothingList()).slice(0, 3)).toEqual(['Abayas', 'Dresses', 'Hijabs & Shawls']);
  });
});

describe('App. Categories (appliances)', () => {
  async function applianceList() {
    return screen.findByRole('list', { name: 'Appliances categories' });
  }

  it('lists the appliance categories in one flat list, in order', async () => {
    fakeCategoryServer();
    renderWithProviders(<ApplianceCategoriesSection />);

    const list = await applianceList();
    expect(screen.getByRole('heading', { level: 2, name: 'Appliances Categories (Drag to reorder)' })).toBeVisible();
    expect(rowNames(list)).toEqual(['Kitchen Appliances', 'Cooling & Fans', 'Laundry & Ironing', 'Personal Care']);
    expect(screen.queryByText('Abayas')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('adds a category under "Accessories", after the others', async () => {
    const api = fakeCategoryServer();
    const { user } = renderWithProviders(<ApplianceCategoriesSection />);
    await applianceList();

    await user.type(screen.getByLabelText('Category Name'), 'Air Conditioners{Enter}');

    expect(await screen.findByText('Category added successfully!')).toBeInTheDocument();
    expect(api.created).toEqual([
      {
        name: 'Air Conditioners',
        slug: 'air-conditioners',
        image_url: null,
        parent_id: 'acc-cat-accessories',
        shop_type: 'accessories',
        position: 5,
      },
    ]);
    await waitFor(async () => {
      expect(rowNames(await applianceList()).at(-1)).toBe('Air Conditioners');
    });
  });

  it('refuses to add a category while there is no "Accessories" parent', async () => {
    const api = fakeCategoryServer(SAMPLE_CATEGORIES.filter((category) => category.shop_type === 'clothing'));
    const { user } = renderWithProviders(<ApplianceCategoriesSection />);

    expect(
      await screen.findByText('No accessories categories yet. Add your first category above!'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Category Name'), 'Air Conditioners{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No parent "Accessories" category found. Please contact your administrator to set up the parent category first.',
    );
    expect(api.created).toEqual([]);
    expect(screen.getByLabelText('Category Name')).toHaveValue('Air Conditioners');
  });

  it('shows the empty state when "Accessories" has no categories yet', async () => {
    fakeCategoryServer(
      SAMPLE_CATEGORIES.filter((category) => category.shop_type === 'clothing' || category.parent_id === null),
    );
    renderWithProviders(<ApplianceCategoriesSection />);

    expect(
      await screen.findByText('No accessories categories yet. Add your first category above!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Appliances categories' })).not.toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete this category?" and reports a failed delete', async () => {
    const api = fakeCategoryServer();
    api.failNext.delete = { status: 500 };
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderWithProviders(<ApplianceCategoriesSection />);
    await applianceList();

    await user.click(screen.getByRole('button', { name: 'Delete Personal Care' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this category?');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete category. Please try again.');
    expect(api.deleted).toEqual(['acc-cat-personal-care']);
    expect(screen.getByRole('button', { name: 'Delete Personal Care' })).toBeInTheDocument();
  });

  it('reorders from the keyboard and saves positions from 1', async () => {
    layOutRows();
    const api = fakeCategoryServer();
    const { user } = renderWithProviders(<ApplianceCategoriesSection />);
    await applianceList();

    screen.getByRole('button', { name: 'Reorder Kitchen Appliances' }).focus();
    await pressKeys(user, ['{Enter}', '{ArrowDown}', '{Enter}']);

    await waitFor(() => {
      expect(api.orders).toEqual([
        [
          { id: 'acc-cat-cooling-fans', position: 1 },
          { id: 'acc-cat-kitchen-appliances', position: 2 },
          { id: 'acc-cat-laundry-ironing', position: 3 },
          { id: 'acc-cat-personal-care', position: 4 },
        ],
      ]);
    });
    expect(rowNames(await applianceList())).toEqual([
      'Cooling & Fans',
      'Kitchen Appliances',
      'Laundry & Ironing',
      'Personal Care',
    ]);
  });
});
