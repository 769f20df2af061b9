// The cart journeys (spec sections 2 "Cart", 4 "Cart", 5 "Cart storage", 8) on a
// phone and a desktop: steppers, Remove, Clear Cart, totals with the flat
// delivery fee, the badge, reloads, another tab, corrupted storage, axe, and
// screenshots under .reports/screenshots/<project>/.
//
// The cart is filled on the product pages with the server's real sample
// products (ids and prices as GET /api/products gives them).
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';

import { DESKTOP, PHONE, expect, seriousAccessibilityProblems, test } from './fixtures';

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

type ApiProduct = {
  id: string;
  title: string;
  slug: string;
  sku: string;
  price: number;
  images: string[];
  shop_type: 'clothing' | 'accessories';
  colors: { name: string; hex: string }[];
  sizes: string[];
  stock: Record<string, number>;
};

type Sample = {
  /** A clothing product, with a size and colour of it that has stock. */
  dress: ApiProduct;
  size: string;
  color: string;
  appliance: ApiProduct;
  flatFee: number;
};

/** Real sample products from the server, and its flat delivery fee. */
async function sample(request: APIRequestContext): Promise<Sample> {
  const products = (await (await request.get('/api/products')).json()) as ApiProduct[];
  let choice: Omit<Sample, 'appliance' | 'flatFee'> | undefined;
  for (const product of products) {
    if (product.shop_type !== 'clothing' || choice !== undefined) {
      continue;
    }
    const variant = Object.entries(product.stock).find(([, quantity]) => quantity >= 3)?.[0];
    const [color, size] = variant?.split(':') ?? [];
    if (color !== undefined && size !== undefined && product.sizes.includes(size)) {
      choice = { dress: product, size, color };
    }
  }
  const appliance = products.find((p) => p.shop_type === 'accessories' && (p.stock.default ?? 0) >= 3);
  if (choice === undefined || appliance === undefined) {
    throw new Error('the sample catalog has no clothing variant or appliance with stock');
  }
  const settings = (await (await request.get('/api/settings')).json()) as { delivery: { flatFeeMvr: number | null } };
  return { ...choice, appliance, flatFee: settings.delivery.flatFeeMvr ?? 0 };
}

async function addFromProductPage(page: Page, path: string, choose: (main: Locator) => Promise<void>) {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await choose(main);
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(main.getByText('Added to cart!')).toBeVisible();
}

/**
 * Fills the cart the way a customer does, on the product pages: the dress
 * (a size and colour) once, the appliance twice, which makes one line of 2;
 * then opens it with the cart link of the header (desktop) or bottom bar (phone).
 */
async function fillCart(page: Page, s: Sample) {
  await addFromProductPage(page, `/shop/${s.dress.slug}`, async (main) => {
    await main.getByRole('button', { name: s.size, exact: true }).click();
    await main.getByRole('button', { name: s.color, exact: true }).click();
  });
  for (let i = 0; i < 2; i++) {
    await addFromProductPage(page, `/accessories/${s.appliance.slug}`, async () => {
      // Nothing to choose for an appliance.
    });
  }
  const width = page.viewportSize()?.width ?? DESKTOP.width;
  await visibleCartLink(page, width).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
}

/**
 * Puts a value under localStorage "cart" before the first page of this tab
 * loads, once, so reloads show what the app itself saved.
 */
async function seedCart(page: Page, value: string) {
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('e2e.cartSeeded') === null) {
      window.localStorage.setItem('cart', stored);
      window.sessionStorage.setItem('e2e.cartSeeded', 'true');
    }
  }, value);
}

function money(mvr: number): string {
  return `MVR ${mvr.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

async function openCart(page: Page) {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
}

function line(page: Page, title: string): Locator {
  return page.getByTestId('cart-line').filter({ hasText: title });
}

async function expectTotals(page: Page, subtotal: number, flatFee: number) {
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByTestId('summary-subtotal')).toHaveText(money(subtotal));
  await expect(summary.getByTestId('summary-delivery-fee')).toHaveText(money(flatFee));
  await expect(summary.getByTestId('summary-total')).toHaveText(money(subtotal + flatFee));
}

/** The cart link whose badge the visitor sees: the header's on a desktop, the bottom bar's on a phone. */
function visibleCartLink(page: Page, width: number): Locator {
  return width === PHONE.width
    ? page.getByTestId('mobile-bar').getByRole('link', { name: 'Cart' })
    : page.getByRole('banner').getByRole('link', { name: 'Cart' });
}

async function expectBadge(page: Page, width: number, count: number) {
  const link = visibleCartLink(page, width);
  if (count === 0) {
    await expect(link.getByTestId('cart-badge')).toHaveCount(0);
    return;
  }
  await expect(link.getByTestId('cart-badge')).toBeVisible();
  await expect(link.getByTestId('cart-badge')).toHaveText(String(count));
  await expect(link).toHaveAccessibleDescription(`${String(count)} items in your cart`);
}

async function shoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  await page.screenshot({
    path: `${outDir}${testInfo.project.name}/${name}-${String(width)}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  const width = viewport.width;

  test.describe(`the cart at ${String(width)}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('steppers change quantities, line totals and totals; Remove drops a line', async ({ page }) => {
      const s = await sample(page.request);
      await fillCart(page, s);

      const dress = line(page, s.dress.title);
      const appliance = line(page, s.appliance.title);
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await expect(dress.getByRole('link', { name: s.dress.title })).toHaveAttribute('href', `/shop/${s.dress.slug}`);
      await expect(dress).toContainText(`Size: ${s.size}`);
      await expect(dress).toContainText(`Colour: ${s.color}`);
      await expectTotals(page, s.dress.price + 2 * s.appliance.price, s.flatFee);
      await expectBadge(page, width, 3);

      await dress.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(dress.getByTestId('quantity')).toHaveText('2');
      await expect(dress.getByTestId('line-total')).toHaveText(money(2 * s.dress.price));
      await expectTotals(page, 2 * s.dress.price + 2 * s.appliance.price, s.flatFee);
      await expectBadge(page, width, 4);

      await appliance.getByRole('button', { name: 'Decrease quantity' }).click();
      await expect(appliance.getByTestId('quantity')).toHaveText('1');
      await expect(appliance.getByTestId('line-total')).toHaveText(money(s.appliance.price));
      await expectTotals(page, 2 * s.dress.price + s.appliance.price, s.flatFee);
      // At 1 the − button is unavailable (aria-disabled, still focusable) and
      // does nothing when pressed: Remove is the way out.
      const decrease = appliance.getByRole('button', { name: 'Decrease quantity' });
      await expect(decrease).toBeDisabled();
      await expect(decrease).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(appliance.getByTestId('quantity')).toHaveText('1');

      await appliance.getByRole('button', { name: /^Remove / }).click();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(appliance).toHaveCount(0);
      await expectTotals(page, 2 * s.dress.price, s.flatFee);
      await expectBadge(page, width, 2);
    });

    test('the cart survives a reload', async ({ page }) => {
      const s = await sample(page.request);
      await fillCart(page, s);
      await line(page, s.appliance.title).getByRole('button', { name: 'Increase quantity' }).click();
      await expect(line(page, s.appliance.title).getByTestId('quantity')).toHaveText('3');

      await page.reload();

      await expect(line(page, s.appliance.title).getByTestId('quantity')).toHaveText('3');
      await expectTotals(page, s.dress.price + 3 * s.appliance.price, s.flatFee);
      await expectBadge(page, width, 4);
    });

    test('Clear Cart empties it, and Continue Shopping goes to the shop', async ({ page }) => {
      const s = await sample(page.request);
      await fillCart(page, s);

      await page.getByRole('button', { name: 'Clear Cart' }).click();

      await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
      await expect(page.getByTestId('cart-line')).toHaveCount(0);
      await expectBadge(page, width, 0);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();

      await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click();
      await expect(page).toHaveURL(/\/shop$/);
    });

    test('a corrupted stored cart gives an empty cart, not a crash', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await seedCart(page, '[{"id": "prod-1", "quantity": -3}, {"broken": ');

      await openCart(page);

      await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
      await expectBadge(page, width, 0);
      expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
      expect(errors).toEqual([]);
    });

    test('the filled and the empty cart pass axe, with screenshots', async ({ page }, testInfo) => {
      const s = await sample(page.request);
      await fillCart(page, s);
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      // Pictures loaded, so the screenshot shows them.
      await expect
        .poll(() =>
          page
            .locator('[data-testid="cart-line"] img')
            .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
        )
        .toBe(true);

      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      await shoot(page, testInfo, 'cart-filled', width);

      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();

      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      await shoot(page, testInfo, 'cart-empty', width);
    });
  });
}

test('a change made in another tab shows at once', async ({ page, context }) => {
  const s = await sample(page.request);
  await fillCart(page, s);
  await expectBadge(page, DESKTOP.width, 3);

  const other = await context.newPage();
  await other.goto('/cart');
  await line(other, s.appliance.title).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line(other, s.appliance.title).getByTestId('quantity')).toHaveText('3');

  await expect(line(page, s.appliance.title).getByTestId('quantity')).toHaveText('3');
  await expectBadge(page, DESKTOP.width, 4);
  await expectTotals(page, s.dress.price + 3 * s.appliance.price, s.flatFee);
});

test('on a phone the steppers stop at the stock, and an old cart holding more than is left is told before checkout', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const products = (await (await page.request.get('/api/products?shop_type=clothing&per_page=100')).json()) as ApiProduct[];
  // A size and colour with a little stock: 2 to 5 left.
  const pick = products
    .flatMap((product) =>
      Object.entries(product.stock).map(([key, stock]) => {
        const [color = '', size = ''] = key.split(':');
        return { product, color, size, stock };
      }),
    )
    .find(
      ({ product, color, size, stock }) =>
        stock >= 2 && stock <= 5 && product.sizes.includes(size) && product.colors.some((c) => c.name === color),
    );
  if (pick === undefined) {
    throw new Error('no clothing variant with 2 to 5 left');
  }
  const left = String(pick.stock);

  await page.goto(`/shop/${pick.product.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await main.getByRole('button', { name: pick.size, exact: true }).click();
  await main.getByRole('button', { name: pick.color, exact: true }).click();
  const increase = main.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < pick.stock; i++) {
    await increase.click();
  }
  await expect(increase).toHaveAttribute('aria-disabled', 'true');
  // Pressed once more (it stays pressable, for a keyboard's focus): nothing.
  await increase.click({ force: true });
  await expect(main.getByRole('textbox', { name: 'Quantity' })).toHaveValue(left);
  await expect(main.getByText(`Only ${left} left`, { exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(main.getByText('Added to cart!')).toBeVisible();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(main.getByRole('alert')).toHaveText(`Only ${left} left, and all ${left} are already in your cart.`);
  await expectBadge(page, PHONE.width, pick.stock);

  await visibleCartLink(page, PHONE.width).click();
  const dress = line(page, pick.product.title);
  await expect(dress.getByTestId('quantity')).toHaveText(left);
  await expect(dress.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('cart-stock-alert')).toHaveCount(0);

  // The same line kept from an older visit with more than is left now.
  await page.evaluate((extra) => {
    const lines = JSON.parse(window.localStorage.getItem('cart') ?? '[]') as { quantity: number }[];
    window.localStorage.setItem('cart', JSON.stringify(lines.map((l) => ({ ...l, quantity: l.quantity + extra }))));
  }, 3);
  await openCart(page);
  await expect(dress.getByTestId('quantity')).toHaveText(String(pick.stock + 3));
  await expect(page.getByTestId('cart-stock-alert')).toContainText('Some stock has sold since you added it');
  await expect(dress.getByTestId('stock-drop')).toHaveText(
    new RegExp(`^Only ${left} left now\\. Please reduce the quantity to check out\\.`),
  );
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await dress.getByRole('button', { name: `Reduce to ${left}` }).click();
  await expect(dress.getByTestId('quantity')).toHaveText(left);
  await expect(page.getByTestId('cart-stock-alert')).toHaveCount(0);
  await expectBadge(page, PHONE.width, pick.stock);
});
