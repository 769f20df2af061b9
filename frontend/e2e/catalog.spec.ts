// The catalogue in a real browser, at a phone and a desktop width: home to a
// category to a filtered, sorted and paged listing; the appliances listing's
// state in the address (reload, Back); the product page's checks, the cart
// badge and the sticky Add to Cart bar; "Product not found"; and axe on every
// screen. Search has its own journeys (search.spec.ts).
// Expectations come from the server's own answers where the data could vary.
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { DESKTOP, PHONE, expect, seriousAccessibilityProblems, test } from './fixtures';

type ApiProduct = {
  title: string;
  slug: string;
  price: number;
  shop_type: 'clothing' | 'accessories';
  sizes: string[];
  colors: { name: string }[];
  stock: Record<string, number>;
};

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** The MVR amounts shown in a product grid, in order. */
async function shownPrices(grid: Locator): Promise<number[]> {
  const texts = await grid.getByText(/^MVR [\d,]+\.\d\d$/).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

function isAscending(values: number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] ?? 0) <= value);
}

/** How many products GET /products finds for a query (X-Total-Count). */
async function totalFor(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/products?${query}`);
  expect(response.ok()).toBe(true);
  return Number(response.headers()['x-total-count']);
}

/** The filter panel: the side column on a desktop, the drawer (opened) on a phone. */
async function openFilters(page: Page, phone: boolean): Promise<Locator> {
  if (phone) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  return page.getByRole('complementary', { name: 'Filters' });
}

async function closeFilters(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: /^Show / }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

for (const [label, viewport] of VIEWPORTS) {
  const phone = viewport === PHONE;

  test(`home, a category, then a filtered, sorted and paged listing on a ${label}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();

    await page.getByRole('region', { name: 'Shop by Category' }).getByRole('link', { name: 'Abayas' }).click();
    await expect(page).toHaveURL(/\/categories\/abayas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Abayas' })).toBeVisible();

    const filters = await openFilters(page, phone);
    await expect(filters.getByRole('checkbox', { name: 'Abayas' })).toBeChecked();
    await filters.getByRole('button', { name: 'M', exact: true }).click();
    await expect(filters.getByRole('button', { name: 'M', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('button', { name: 'Black', exact: true }).click();
    await expect(filters.getByRole('button', { name: 'Black', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await filters.getByLabel('Min price').fill('500');
    await filters.getByLabel('Max price').fill('2500');
    await filters.getByLabel('Max price').press('Enter');
    await expect(page).toHaveURL(/\/categories\/abayas\?sizes=M&colors=Black&min=500&max=2500$/);
    await closeFilters(page, phone);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\/categories\/abayas\?sizes=M&colors=Black&min=500&max=2500&sort=price-asc$/);

    const expected = await totalFor(
      request,
      'shop_type=clothing&category=abayas&sizes=M&colors=Black&min_price=500&max_price=2500',
    );
    expect(expected).toBeGreaterThan(1);
    const grid = page.getByRole('list', { name: 'Abayas' });
    await expect(grid.getByRole('listitem')).toHaveCount(Math.min(expected, 9));
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    const filtered = await shownPrices(grid);
    expect(filtered.every((price) => price >= 500 && price <= 2500)).toBe(true);
    expect(isAscending(filtered)).toBe(true);

    // Clear All drops the filters and the category; the sort stays.
    const again = await openFilters(page, phone);
    await again.getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
    await closeFilters(page, phone);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

    const all = page.getByRole('list', { name: 'All Products' });
    await expect(all.getByRole('listitem')).toHaveCount(9);
    await expect(all).toHaveAttribute('aria-busy', 'false');
    const firstPage = await shownPrices(all);
    expect(isAscending(firstPage)).toBe(true);

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/shop\?sort=price-asc&page=2$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const clothing = await totalFor(request, 'shop_type=clothing');
    await expect(all.getByRole('listitem')).toHaveCount(Math.min(clothing - 9, 9));
    await expect(all).toHaveAttribute('aria-busy', 'false');
    const secondPage = await shownPrices(all);
    expect(isAscending([...firstPage, ...secondPage])).toBe(true);

    // A category ticked on /shop filters /shop: still Clothing, page 1.
    const onShop = await openFilters(page, phone);
    // A click, not check(): the box shows its new state once the listing's
    // navigation commits, a moment after the click returns.
    await onShop.getByRole('checkbox', { name: 'Abayas' }).click();
    await expect(page).toHaveURL(/\/shop\?category=abayas&sort=price-asc$/);
    await expect(onShop.getByRole('checkbox', { name: 'Abayas' })).toBeChecked();
    await closeFilters(page, phone);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: phone ? 'Mobile' : 'Main' });
    await expect(tabs.getByRole('link', { name: 'Clothing' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Categories' })).not.toHaveAttribute('aria-current', 'page');
    const abayas = await totalFor(request, 'shop_type=clothing&category=abayas');
    await expect(all.getByRole('listitem')).toHaveCount(Math.min(abayas, 9));
  });

  test(`the appliances listing keeps its category and sort in the address on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/accessories');
    await expect(page.getByRole('heading', { level: 1, name: 'Appliances' })).toBeVisible();
    const side = page.getByRole('navigation', { name: 'Appliance categories' });
    await expect(side.getByRole('link', { name: 'All Items' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^\d+ items?$/)).toBeVisible();

    await side.getByRole('link', { name: 'Kitchen Appliances' }).click();
    await expect(page).toHaveURL(/\/accessories\?category=kitchen-appliances$/);
    await expect(side.getByRole('link', { name: 'Kitchen Appliances' })).toHaveAttribute('aria-current', 'page');
    const grid = page.getByRole('list', { name: 'Appliances' });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(['Power Blender 600 W', 'Electric Rice Cooker 1.8 L']);
    await expect(page.getByText('2 items')).toBeVisible();

    await page.getByLabel('Sort by').selectOption({ label: 'Name' });
    await expect(page).toHaveURL(/\/accessories\?category=kitchen-appliances&sort=name$/);
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(['Electric Rice Cooker 1.8 L', 'Power Blender 600 W']);

    await page.reload();
    await expect(page).toHaveURL(/\/accessories\?category=kitchen-appliances&sort=name$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expect(side.getByRole('link', { name: 'Kitchen Appliances' })).toHaveAttribute('aria-current', 'page');
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(['Electric Rice Cooker 1.8 L', 'Power Blender 600 W']);

    await page.goBack();
    await expect(page).toHaveURL(/\/accessories\?category=kitchen-appliances$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(['Power Blender 600 W', 'Electric Rice Cooker 1.8 L']);

    await page.goBack();
    await expect(page).toHaveURL(/\/accessories$/);
    await expect(side.getByRole('link', { name: 'All Items' })).toHaveAttribute('aria-current', 'page');
  });

  test(`a product page asks for a size and a colour, then fills the cart, on a ${label}`, async ({ page, request }, testInfo) => {
    await page.setViewportSize(viewport);
    const products = (await (await request.get('/api/products?shop_type=clothing&per_page=100')).json()) as ApiProduct[];
    // A size and colour with stock to spare (other journeys may have ordered some).
    const pick = products
      .flatMap((product) =>
        Object.entries(product.stock)
          .filter(([key, quantity]) => quantity >= 3 && key.includes(':'))
          .map(([key]) => {
            const [color = '', size = ''] = key.split(':');
            return { product, color, size };
          }),
      )
      .find(({ product, color, size }) => product.sizes.includes(size) && product.colors.some((c) => c.name === color));
    if (pick === undefined) {
      throw new Error('no clothing variant with stock');
    }

    await page.goto(`/shop/${pick.product.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: pick.product.title })).toBeVisible();
    const add = main.getByRole('button', { name: 'Add to Cart' });

    await add.click();
    await expect(main.getByRole('alert')).toHaveText('Please select a size.');

    await main.getByRole('button', { name: pick.size, exact: true }).click();
    await add.click();
    await expect(main.getByRole('alert')).toHaveText('Please select a color.');

    await main.getByRole('button', { name: pick.color, exact: true }).click();
    await main.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(main.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await add.click();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(main.getByText('Added to cart!')).toBeVisible();

    // The cart engineer's provider drives both badges; the header's is shown
    // from md up, the bottom bar's below.
    const cartLink = phone
      ? page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Cart' })
      : page.getByRole('banner').getByRole('link', { name: 'Cart' });
    await expect(cartLink.getByTestId('cart-badge')).toHaveText('2');

    // The message goes after 2 seconds.
    await expect(main.getByText('Added to cart!')).toHaveCount(0, { timeout: 4_000 });

    // The sticky bar: none while the main button is in view; once it has
    // scrolled away, a bar with the price and Add to Cart, above the phone's
    // tab bar, that adds the same choice.
    const bar = page.getByRole('region', { name: 'Quick add to cart' });
    await add.scrollIntoViewIfNeeded();
    await expect(add).toBeInViewport();
    await expect(bar).toHaveCount(0);
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect(add).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(`MVR ${pick.product.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    if (phone) {
      const barBox = await bar.boundingBox();
      const tabsBox = await page.getByTestId('mobile-bar').boundingBox();
      expect(barBox !== null && tabsBox !== null && barBox.y + barBox.height <= tabsBox.y + 0.5).toBe(true);
    }
    await page.screenshot({
      path: `${outDir}${testInfo.project.name}/product-sticky-bar-${String(viewport.width)}.png`,
      animations: 'disabled',
    });
    await bar.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink.getByTestId('cart-badge')).toHaveText('3');
  });
}

test('an unknown product says "Product not found", with a way back', async ({ page }) => {
  await page.goto('/shop/no-such-product');

  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Clothing' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});

test('an appliance page shows its specifications and adds without choices', async ({ page }) => {
  await page.goto('/accessories/rechargeable-stand-fan-16');
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1, name: 'Rechargeable Stand Fan 16"' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expect(main.getByText('Breeze Line').first()).toBeVisible();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(main.getByText('Added to cart!')).toBeVisible();
});

const AXE_PAGES = [
  { path: '/', ready: (page: Page) => page.getByRole('list', { name: 'Featured Products' }) },
  { path: '/shop', ready: (page: Page) => page.getByRole('list', { name: 'All Products' }) },
  { path: '/accessories', ready: (page: Page) => page.getByRole('list', { name: 'Appliances' }) },
  { path: '/categories', ready: (page: Page) => page.getByRole('region', { name: 'Accessories Categories' }) },
  {
    path: '/shop/pearl-trim-occasion-abaya',
    ready: (page: Page) => page.getByRole('button', { name: 'Add to Cart' }),
  },
] as const;

for (const [label, viewport] of VIEWPORTS) {
  for (const { path, ready } of AXE_PAGES) {
    test(`${path} has no serious accessibility problems on a ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();

      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    });
  }
}

test('the catalogue screens run without script errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });

  for (const { path, ready } of AXE_PAGES) {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
  }

  expect(errors).toEqual([]);
});

test('the open filter drawer has no serious accessibility problems on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/shop');
  await expect(page.getByRole('list', { name: 'All Products' })).toBeVisible();
  await openFilters(page, true);

  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});
