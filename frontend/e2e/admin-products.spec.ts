// The admin's Products and Appliances sections against the real server: a
// clothing product made with two colours, three sizes, stock per variant and
// two uploaded pictures; seen in the shop; one variant bought through the
// checkout, and its stock going down in the admin; a save from a form opened
// before an order took stock refused with the server's message; an appliance
// made and seen in /accessories; everything deleted again; axe and
// screenshots at 375 and 1280 px (under .reports/screenshots/<project>/).
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';

import {
  DESKTOP,
  PHONE,
  expect,
  openAdminSection,
  sameOriginHeaders,
  seriousAccessibilityProblems,
  signInAsAdmin,
  test,
} from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

const STALE_VERSION =
  'This product changed since you opened it (an order may have taken stock). Close the form and open it again to see the latest.';

type ApiProduct = { id: string; slug: string; title: string; stock: Record<string, number>; version?: number };

function suffix(): string {
  return Math.random().toString(36).slice(2, 8).toUpperCase();
}

/**
 * A picture of the page; with a form open, of the whole form: the window is
 * made tall enough for the dialog to show everything, then put back.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const viewport = page.viewportSize() ?? DESKTOP;
  const path = `${outDir}${testInfo.project.name}/admin-${name}-${String(viewport.width)}.png`;
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) === 0) {
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    return;
  }
  const scroller = dialog.locator('div.overflow-y-auto');
  const height = await scroller.evaluate((element) => element.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(height + 200, 6000) });
  await page.screenshot({ path, animations: 'disabled' });
  await page.setViewportSize(viewport);
}

async function expectNoSeriousProblems(page: Page) {
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
}

/** A small real picture drawn by the browser, as PNG or JPEG bytes. */
async function drawPicture(page: Page, type: 'image/png' | 'image/jpeg', label: string, color: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ type, label, color }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 600;
      const context = canvas.getContext('2d');
      if (context === null) {
        throw new Error('no 2d context');
      }
      context.fillStyle = color;
      context.fillRect(0, 0, 480, 600);
      context.fillStyle = '#fdfaf5';
      context.font = 'bold 56px sans-serif';
      context.fillText(label, 40, 300);
      return canvas.toDataURL(type, 0.9).split(',')[1] ?? '';
    },
    { type, label, color },
  );
  return Buffer.from(base64, 'base64');
}

async function productBySku(request: APIRequestContext, shopType: string, sku: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products?shop_type=${shopType}&q=${encodeURIComponent(sku)}&per_page=5`);
  expect(response.status()).toBe(200);
  const products = (await response.json()) as ApiProduct[];
  expect(products).toHaveLength(1);
  return products[0] as ApiProduct;
}

/** Removes a product left by a failed run, with the page's admin session. */
async function deleteProductQuietly(page: Page, id: string | undefined) {
  if (id !== undefined) {
    await page.request.delete(`/api/products/${encodeURIComponent(id)}`, { headers: sameOriginHeaders() });
  }
}

/** An order for one variant, placed straight through the API (another customer). */
async function placeOrder(request: APIRequestContext, productId: string, color: string, size: string): Promise<string> {
  const response = await request.post('/api/orders', {
    headers: sameOriginHeaders(),
    data: {
      customer: {
        name: 'Mariyam Test',
        phone: '7771234',
        address: { atoll: 'Malé', island: 'Malé', street: 'Orchid Magu 5' },
      },
      items: [{ product_id: productId, size, color, quantity: 1 }],
      payment_method: 'COD',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order_number: string }).order_number;
}

function row(page: Page, title: string): Locator {
  return page.getByTestId('product-row').filter({ hasText: title });
}

async function stockCell(page: Page, title: string): Promise<Locator> {
  const found = row(page, title);
  await expect(found).toHaveCount(1);
  return found.getByTestId('product-stock');
}

test.describe('admin products', () => {
  test.use({ viewport: DESKTOP });

  test('a clothing product: made with stock per variant and pictures, sold in the shop, stock goes down, a stale save refused', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const id = suffix();
    const title = `Journey Abaya ${id}`;
    const sku = `E2E-AB-${id}`;
    const orders: string[] = [];
    let productId: string | undefined;
    await signInAsAdmin(page);

    try {
      await openAdminSection(page, 'Products');
      await expect(page.getByTestId('product-row').first()).toBeVisible();
      await page.getByRole('button', { name: 'Add Product' }).click();
      const form = page.getByRole('dialog', { name: 'Add New Product' });
      await expect(form).toBeVisible();
      await expect(form.getByLabel('Color 1 name')).toHaveValue('Black');

      await form.getByLabel('Title', { exact: true }).fill(title);
      await form.getByLabel('Description', { exact: true }).fill('A journey abaya in soft nida with a tie belt.');
      await form.getByLabel('Price (MVR)').fill('1234.50');
      await form.getByLabel('SKU').fill(sku);
      await form.getByLabel('Category').selectOption({ label: 'Abayas' });
      for (const size of ['S', 'M', 'L']) {
        await form.getByRole('checkbox', { name: size, exact: true }).check();
      }
      await form.getByRole('button', { name: 'Add Color' }).click();
      await form.getByLabel('Color 2 name').fill('Navy');
      await form.getByLabel('Hex code').nth(1).fill('#1F2A44');
      const counts: [string, string][] = [
        ['Black S', '2'],
        ['Black M', '3'],
        ['Black L', '1'],
        ['Navy S', '4'],
        ['Navy M', '5'],
        ['Navy L', '0'],
      ];
      for (const [cell, count] of counts) {
        await form.getByLabel(`${cell} stock`).fill(count);
      }
      await expect(form.getByTestId('stock-total')).toHaveText('Total in stock: 15');

      // Two real pictures, chosen at once; then the second is made the main one.
      const png = await drawPicture(page, 'image/png', 'FRONT', '#0f5e6b');
      const jpeg = await drawPicture(page, 'image/jpeg', 'BACK', '#a63457');
      await form.getByTestId('image-input').setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: png },
        { name: 'back.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      ]);
      const pictures = form.getByTestId('product-image');
      await expect(pictures).toHaveCount(2, { timeout: 30_000 });
      await expect(form.getByTestId('image-upload')).toHaveCount(0);
      const uploaded = await pictures.locator('img').evaluateAll((images) =>
        images.map((image) => image.getAttribute('src') ?? ''),
      );
      for (const url of uploaded) {
        expect(url).toMatch(/^\/media\/images\/[0-9a-f]{24}\/(320|640|1280)\.(jpg|png)$/);
      }
      await form.getByRole('button', { name: 'Move picture 2 earlier' }).click();
      await expect(pictures.first().locator('img')).toHaveAttribute('src', uploaded[1] ?? '');
      await expect(pictures.first()).toContainText('Main');
      await expectNoSeriousProblems(page);
      await shoot(page, testInfo, 'product-form');

      await form.getByRole('button', { name: 'Add Product' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: `Product "${title}" added.` })).toBeVisible();
      await expect(await stockCell(page, title)).toHaveText(/15$/);
      await expect(row(page, title)).toContainText('MVR 1,234.50');
      await expect(row(page, title)).toContainText(sku);
      await expectNoSeriousProblems(page);
      await shoot(page, testInfo, 'products');

      const created = await productBySku(request, 'clothing', sku);
      productId = created.id;
      expect(created.stock).toEqual({ 'Black:S': 2, 'Black:M': 3, 'Black:L': 1, 'Navy:S': 4, 'Navy:M': 5, 'Navy:L': 0 });

      // The shop shows it, pictures in the chosen order.
      await page.goto(`/shop/${created.slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main.getByRole('img', { name: `${title}, picture 1 of 2` })).toHaveAttribute('src', uploaded[1] ?? '');
      await expect(main.getByRole('button', { name: /^Show picture \d of 2$/ })).toHaveCount(2);
      const loaded = await main
        .getByRole('img', { name: `${title}, picture 1 of 2` })
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
      expect(loaded).toBe(true);

      // A customer buys one Navy M through the checkout.
      await main.getByRole('button', { name: 'M', exact: true }).click();
      await main.getByRole('button', { name: 'Navy', exact: true }).click();
      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(main.getByText('Added to cart!')).toBeVisible();
      await page.goto('/checkout');
      await main.getByLabel('Full name').fill('Aishath Journey');
      await main.getByLabel('Phone').fill('7771234');
      await main.getByLabel('Atoll').selectOption('Malé');
      await main.getByLabel('Island').selectOption({ index: 1 });
      await main.getByLabel('Street address').fill('Blue Villa, Magu 3');
      await main.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-confirmation\/RB-/);
      orders.push(decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? ''));

      // The admin sees one fewer: in the table's sum and in the form's grid.
      await openAdminSection(page, 'Products');
      await expect(await stockCell(page, title)).toHaveText(/14$/);
      await row(page, title).getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Product' });
      await expect(edit.getByLabel('Navy M stock')).toHaveValue('4');
      await expect(edit.getByLabel('Black S stock')).toHaveValue('2');
      await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);

      // Another order takes a Black S while the form is open: saving it now is refused.
      orders.push(await placeOrder(request, created.id, 'Black', 'S'));
      await edit.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
      await edit.getByLabel('Navy L stock').fill('3');
      await edit.getByRole('button', { name: 'Update Product' }).click();
      await expect(edit.getByRole('alert')).toHaveText(`Error saving product: ${STALE_VERSION}`);
      await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(`${title} (edited)`);
      await expect(edit.getByLabel('Navy L stock')).toHaveValue('3');
      await shoot(page, testInfo, 'product-stale');
      const unchanged = await productBySku(request, 'clothing', sku);
      expect(unchanged.title).toBe(title);
      expect(unchanged.stock['Black:S']).toBe(1);

      // Opened again, the form shows the latest and saves. Closing the form
      // with the refused edits asks first.
      let question = '';
      page.once('dialog', (dialog) => {
        question = dialog.message();
        void dialog.accept();
      });
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toBeHidden();
      // The question may come a moment after the click (the router asks it).
      await expect.poll(() => question).toBe('You have unsaved changes. Leave without saving?');
      await row(page, title).getByRole('button', { name: `Edit ${title}` }).click();
      const again = page.getByRole('dialog', { name: 'Edit Product' });
      await expect(again.getByLabel('Black S stock')).toHaveValue('1');
      await again.getByLabel('Navy L stock').fill('3');
      await again.getByRole('button', { name: 'Update Product' }).click();
      await expect(again).toBeHidden();
      await expect(await stockCell(page, title)).toHaveText(/16$/);

      // Deleted through the table, after the spec's question.
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe('Are you sure you want to delete this product?');
        void dialog.accept();
      });
      await row(page, title).getByRole('button', { name: `Delete ${title}` }).click();
      await expect(row(page, title)).toHaveCount(0);
      const gone = await request.get(`/api/products/${encodeURIComponent(created.id)}`);
      expect(gone.status()).toBe(404);
      productId = undefined;
    } finally {
      for (const orderNumber of orders) {
        const deleted = await page.request.delete(`/api/orders/${encodeURIComponent(orderNumber)}`, {
          headers: sameOriginHeaders(),
        });
        expect.soft(deleted.status()).toBe(204);
      }
      await deleteProductQuietly(page, productId);
    }
  });

  test('the clothing form lists what is missing and refuses to drop the last colour', async ({ page }, testInfo) => {
    await openAdminSection(page, 'Products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Product' });
    await form.getByRole('button', { name: /^Remove color 1/ }).click();
    await expect(form.getByRole('alert')).toHaveText('At least one color is required');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form.getByText('Please fix the following errors:')).toBeVisible();
    await expect(form.getByTestId('form-problems').getByRole('listitem')).toHaveText([
      'Title is required',
      'Description is required',
      'Price is required',
      'SKU is required',
      'Please select a category',
      'Please select at least one size',
    ]);
    await expect(form.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' })).toHaveText(
      'Please fill in all required fields. Check the form for error messages.',
    );
    await expectNoSeriousProblems(page);
    await shoot(page, testInfo, 'product-form-errors');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`admin appliances at ${String(viewport.width)} px`, () => {
    test.use({ viewport });

    test('an appliance is made, shown in /accessories and deleted', async ({ page, request }, testInfo) => {
      test.setTimeout(60_000);
      const id = suffix();
      const title = `Journey Kettle ${id}`;
      const sku = `E2E-AP-${id}`;
      let productId: string | undefined;
      await signInAsAdmin(page);

      try {
        await openAdminSection(page, 'Appliances');
        await expect(page.getByTestId('product-row').first()).toBeVisible();
        await expectNoSeriousProblems(page);
        await shoot(page, testInfo, 'appliances');

        await page.getByRole('button', { name: 'Add Appliance' }).click();
        const form = page.getByRole('dialog', { name: 'Add New Item' });
        await form.getByRole('button', { name: 'Add Item' }).click();
        await expect(form.getByText('Title must be at least 3 characters')).toBeVisible();
        await expect(form.getByText('Please select a category')).toBeVisible();
        await expectNoSeriousProblems(page);
        await shoot(page, testInfo, 'appliance-form');

        await form.getByLabel('Title', { exact: true }).fill(title);
        await form.getByLabel('Description', { exact: true }).fill('Boils a litre of water in three minutes.');
        await form.getByLabel('Price (MVR)').fill('399.99');
        await form.getByLabel('Stock').fill('12');
        await form.getByLabel('SKU').fill(sku);
        await form.getByLabel('Category').selectOption({ label: 'Kitchen Appliances' });
        await form.getByLabel(/^Brand/).fill('Kooli Home');
        await form.getByLabel(/^Warranty/).fill('1 year');
        await form.getByRole('button', { name: 'Add Item' }).click();
        await expect(form).toBeHidden();
        const created = row(page, title);
        await expect(created).toContainText('Kooli Home');
        await expect(created.getByTestId('product-stock')).toHaveText(/12$/);
        await expect(created).toContainText('MVR 399.99');
        const stored = await productBySku(request, 'accessories', sku);
        productId = stored.id;
        expect(stored.stock).toEqual({ default: 12 });

        await page.goto('/accessories');
        await expect(page.getByRole('main').getByText(title)).toBeVisible();

        await openAdminSection(page, 'Appliances');
        page.once('dialog', (dialog) => {
          expect(dialog.message()).toBe('Are you sure you want to delete this accessory?');
          void dialog.accept();
        });
        await row(page, title).getByRole('button', { name: `Delete ${title}` }).click();
        await expect(row(page, title)).toHaveCount(0);
        productId = undefined;
      } finally {
        await deleteProductQuietly(page, productId);
      }
    });

    test('the Products table and its open form pass axe', async ({ page }, testInfo) => {
      await openAdminSection(page, 'Products');
      await expect(page.getByTestId('product-row').first()).toBeVisible();
      await expectNoSeriousProblems(page);
      if (viewport.width === PHONE.width) {
        await shoot(page, testInfo, 'products');
      }
      await page.getByTestId('product-row').first().getByRole('button', { name: /^Edit / }).click();
      const form = page.getByRole('dialog', { name: 'Edit Product' });
      await expect(form.getByLabel('Title', { exact: true })).not.toHaveValue('');
      await expect(form.getByRole('table', { name: 'Stock per color and size' })).toBeVisible();
      await expectNoSeriousProblems(page);
      await shoot(page, testInfo, 'product-edit');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form).toBeHidden();
    });
  });
}
