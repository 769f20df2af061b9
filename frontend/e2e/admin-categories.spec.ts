// The admin's Categories and App. Categories against the real server: a
// subcategory added, dragged to the top of its card with the mouse and moved
// again from the keyboard, each order saved and shown by the shop; an
// appliance category added, renamed and deleted, and shown by the shop
// meanwhile. Every journey puts the categories back as it found them.
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import {
  DESKTOP,
  PHONE,
  expect,
  openAdminSection,
  sameOriginHeaders,
  seriousAccessibilityProblems,
  signOut,
  test,
} from './fixtures';

type Category = {
  id: string;
  name: string;
  slug: string;
  image_url: string | null;
  parent_id: string | null;
  shop_type: 'clothing' | 'accessories';
  position: number;
};

/** A small PNG (8x8, one colour) for the upload. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQyavGihiGlgQAnXA/QScv+uQAAAAASUVORK5CYII=',
  'base64',
);

function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function allCategories(request: APIRequestContext): Promise<Category[]> {
  const response = await request.get('/api/categories');
  expect(response.status()).toBe(200);
  return (await response.json()) as Category[];
}

/** Deletes what the journey made and gives every other category its old position back. */
async function restore(request: APIRequestContext, before: readonly Category[], made: readonly string[]) {
  for (const id of made) {
    const response = await request.delete(`/api/categories/${encodeURIComponent(id)}`, {
      headers: sameOriginHeaders(),
    });
    expect([204, 404]).toContain(response.status());
  }
  const now = await allCategories(request);
  const placements = before
    .filter((category) => now.some((current) => current.id === category.id && current.position !== category.position))
    .map(({ id, position }) => ({ id, position }));
  if (placements.length > 0) {
    const response = await request.put('/api/categories/order', { data: placements, headers: sameOriginHeaders() });
    expect(response.status(), await response.text()).toBe(204);
  }
}

/** The names of a list's rows, from their Edit buttons ("Edit Abayas"). */
async function rowNames(list: Locator): Promise<string[]> {
  const labels = await list.getByRole('button', { name: /^Edit / }).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.replace(/^Edit /, ''));
}

function savedOrder(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/categories/order') && response.request().method() === 'PUT',
  );
}

/** The names of the shop's clothing category tiles on /categories, in order. */
async function shopClothingNames(page: Page): Promise<string[]> {
  await page.goto('/categories');
  const tiles = page.getByRole('region', { name: 'Clothing Categories' }).getByRole('link');
  await expect(tiles.first()).toBeVisible();
  // A tile without a picture shows the name on its panel too: the last line is its caption.
  return (await tiles.allInnerTexts()).map((text) => text.trim().split('\n').at(-1)?.trim() ?? '');
}

/** What the running journey must undo: the categories as it found them, and what it made. */
let undo: { before: Category[]; made: string[] } | null = null;

test.afterEach(async ({ page }) => {
  // Here rather than in a finally: hooks still run when a journey times out.
  if (undo !== null) {
    await restore(page.request, undo.before, undo.made);
    undo = null;
  }
  await signOut(page);
});

test('a subcategory is added, dragged to the top of its card, moved by keyboard, and the shop follows', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const before = await allCategories(page.request);
  const parent = before.find(
    (category) =>
      category.shop_type === 'clothing' &&
      category.parent_id === null &&
      before.some((child) => child.parent_id === category.id),
  );
  expect(parent, 'a clothing parent with subcategories').toBeDefined();
  if (parent === undefined) {
    return;
  }
  test.setTimeout(60_000);
  const name = uniqueName('Jilbabs');
  const made: string[] = [];
  undo = { before, made };

  await openAdminSection(page, 'Categories');
  await page.getByLabel('Category Name', { exact: true }).fill(name);
  await page.getByRole('radio', { name: 'Subcategory' }).check();
  await page.getByLabel('Subcategory of').selectOption({ label: parent.name });
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category added successfully!')).toBeVisible();

  const created = (await allCategories(page.request)).find((category) => category.name === name);
  expect(created?.parent_id).toBe(parent.id);
  made.push(created?.id ?? '');

  const list = page.getByRole('list', { name: `${parent.name} subcategories` });
  await expect(list.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  const siblings = await rowNames(list);
  expect(siblings.at(-1)).toBe(name);

  // Drag the new row by its handle to the top of the card, with the mouse.
  const handle = list.getByRole('button', { name: `Reorder ${name}` });
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const firstRow = await list.getByRole('listitem').first().boundingBox();
  if (from === null || firstRow === null) {
    throw new Error('the list is not laid out');
  }
  const saved = savedOrder(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, firstRow.y + 4, { steps: 20 });
  await page.mouse.up();
  expect((await saved).status()).toBe(204);

  const dragged = [name, ...siblings.slice(0, -1)];
  await expect.poll(() => rowNames(list)).toEqual(dragged);

  // Saved: a reload shows it, and so does the server's answer (from 0).
  await openAdminSection(page, 'Categories');
  await expect.poll(() => rowNames(list)).toEqual(dragged);
  const afterDrag = await allCategories(page.request);
  expect(dragged.map((entry) => afterDrag.find((category) => category.name === entry)?.position)).toEqual(
    dragged.map((_, index) => index),
  );

  // The shop's categories page lists them in that order.
  expect((await shopClothingNames(page)).filter((entry) => dragged.includes(entry))).toEqual(dragged);

  // From the keyboard: focus the handle, Space, ArrowDown, Space.
  await openAdminSection(page, 'Categories');
  const keyboardSaved = savedOrder(page);
  // Each step waits for what a screen reader says, as its user would.
  const card = page.getByRole('region', { name: `${parent.name} - Subcategories (${String(dragged.length)})` });
  const said = card.getByRole('status');
  const count = dragged.length;
  await list.getByRole('button', { name: `Reorder ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(said).toHaveText(`Picked up ${name}. It is in position 1 of ${String(count)}.`);
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText(`${name} was moved into position 2 of ${String(count)}.`);
  await page.keyboard.press('Space');
  await expect(said).toHaveText(`${name} was dropped at position 2 of ${String(count)}.`);
  expect((await keyboardSaved).status()).toBe(204);

  const moved = [dragged[1] ?? '', name, ...dragged.slice(2)];
  await expect.poll(() => rowNames(list)).toEqual(moved);
  await expect(list.getByRole('button', { name: `Reorder ${name}` })).toBeFocused();
  await openAdminSection(page, 'Categories');
  await expect.poll(() => rowNames(list)).toEqual(moved);
  expect((await shopClothingNames(page)).filter((entry) => moved.includes(entry))).toEqual(moved);
});

test('an appliance category is added, shown by the shop, renamed and deleted', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const before = await allCategories(page.request);
  const name = uniqueName('Water Heaters');
  const renamed = `${name} & Geysers`;
  const made: string[] = [];
  undo = { before, made };

  await openAdminSection(page, 'App. Categories');
  const list = page.getByRole('list', { name: 'Appliances categories' });
  await expect(list).toBeVisible();
  await page.getByLabel('Category Name', { exact: true }).fill(name);
  // A picture goes up first (POST /uploads); the category keeps the link it is given.
  await page.getByLabel('Upload image').setInputFiles({ name: 'heater.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByLabel('Image URL')).toHaveValue(/^\/media\/images\/[0-9a-f]{24}\/320\.(jpg|png)$/);
  await page.getByLabel('Category Name', { exact: true }).press('Enter');
  await expect(page.getByText('Category added successfully!')).toBeVisible();
  await expect.poll(async () => (await rowNames(list)).at(-1)).toBe(name);

  const created = (await allCategories(page.request)).find((category) => category.name === name);
  expect(created?.shop_type).toBe('accessories');
  expect(created?.parent_id).not.toBeNull();
  expect(created?.image_url).toMatch(/^\/media\/images\//);
  made.push(created?.id ?? '');
  const thumbnail = list.getByRole('listitem').filter({ hasText: name }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', created?.image_url ?? '');
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The shop: the categories page and the appliances listing's side panel.
  await page.goto('/categories');
  const tile = page.getByRole('region', { name: 'Accessories Categories' }).getByRole('link', { name });
  await expect(tile).toBeVisible();
  await expect(tile.locator('img')).toHaveAttribute('src', created?.image_url ?? '');
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/accessories\\?category=${created?.slug ?? ''}$`));
  await expect(page.getByRole('navigation', { name: 'Appliance categories' }).getByText(name)).toBeVisible();

  await openAdminSection(page, 'App. Categories');
  await list.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Category' })).toBeVisible();
  await page.getByLabel('Category Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Category updated successfully!')).toBeVisible();
  await expect(list.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this category?');
    void dialog.accept();
  });
  await list.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(list.getByRole('button', { name: `Delete ${renamed}` })).toHaveCount(0);
  expect((await allCategories(page.request)).some((category) => category.id === created?.id)).toBe(false);
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const section of ['Categories', 'App. Categories'] as const) {
    test(`${section} has no serious accessibility problems on a ${label}`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await openAdminSection(page, section);
      const list = page.getByRole('list', {
        name: section === 'Categories' ? 'Parent categories' : 'Appliances categories',
      });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      // The form with its messages showing, too.
      await page.getByRole('button', { name: 'Add Category' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a category name');

      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      const file = `admin-${section === 'Categories' ? 'categories' : 'appliance-categories'}-${String(viewport.width)}.png`;
      await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
    });
  }
}
