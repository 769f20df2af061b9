// A sale on a phone (decision 211), against the real server: the owner puts a
// dress on sale at MVR 200 off; the customer finds it with the "Sale" filter,
// sees the sale price beside the original struck out on the card and the
// product page, adds it, sees both in the cart, orders it, and the order's
// slip keeps both. The product page at 375 px is saved under
// .reports/screenshots/<project>/sale-product-375.png. The sale is taken off
// at the end, so other journeys see the catalogue as it was.
import type { APIRequestContext } from '@playwright/test';
import { fileURLToPath } from 'node:url';

import { PHONE, expect, sameOriginHeaders, signInAsAdmin, signOut, test } from './fixtures';

const screenshots = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

type WireProduct = Record<string, unknown> & {
  id: string;
  title: string;
  slug: string;
  price: number;
  shop_type: string;
  stock: Record<string, number>;
};

/** A clothing product with a colour:size that has at least 2 in stock, and that variant. */
async function dressWithStock(request: APIRequestContext) {
  const all = (await (await request.get('/api/products?shop_type=clothing&sort=price-desc&limit=100')).json()) as WireProduct[];
  for (const product of all) {
    const entry = Object.entries(product.stock).find(([key, left]) => key.includes(':') && left >= 2);
    if (entry !== undefined) {
      const [color = '', size = ''] = entry[0].split(':');
      return { product, color, size };
    }
  }
  throw new Error('no clothing variant with 2 in stock');
}

/** Saves the product with sale (null takes it off), as the admin. */
async function saveSale(request: APIRequestContext, id: string, sale: Record<string, unknown> | null) {
  const current = (await (await request.get(`/api/products/${id}`)).json()) as WireProduct;
  const response = await request.put(`/api/products/${id}`, {
    data: { ...current, sale },
    headers: sameOriginHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

const money = (mvr: number) => `MVR ${mvr.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('a sale at 375 px', () => {
  test.use({ viewport: PHONE });

  test('a product on sale shows both prices on the listing, the product page, the cart and the slip', async ({ page }, testInfo) => {
    const { product, color, size } = await dressWithStock(page.request);
    const salePrice = product.price - 200;
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await signInAsAdmin(page);
    await saveSale(page.request, product.id, { price: salePrice, starts_at: hourAgo, ends_at: inTwoDays, variant: '' });
    await signOut(page);

    try {
      // The listing's Sale filter, with the badge, both prices and the saving.
      await page.goto('/shop?sale=1');
      const main = page.getByRole('main');
      const card = main.getByRole('article').filter({ hasText: product.title });
      await expect(card).toBeVisible();
      await expect(main.getByRole('article')).toHaveCount(1);
      await expect(card.getByText('Sale', { exact: true })).toBeVisible();
      await expect(card.getByTestId('price')).toContainText(money(salePrice));
      await expect(card.getByTestId('original-price')).toContainText(money(product.price));
      await expect(card.getByTestId('saving')).toHaveText('Save MVR 200.00');

      // The product page, as the server drew it and once the app took over.
      const drawn = await (await page.request.get(`/shop/${product.slug}`)).text();
      expect(drawn).toContain(`"price":"${salePrice.toFixed(2)}"`);
      expect(drawn).toContain('priceValidUntil');
      expect(drawn).toContain('product:original_price:amount');
      await card.getByRole('link', { name: product.title }).click();
      const price = main.getByTestId('product-price');
      await expect(price.getByTestId('original-price')).toContainText(money(product.price));
      await expect(price).toContainText(money(salePrice));
      await expect(price.getByTestId('saving')).toHaveText('Save MVR 200.00');
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await page.screenshot({ path: `${screenshots}${testInfo.project.name}/sale-product-375.png` });

      await main.getByRole('button', { name: size, exact: true }).click();
      await main.getByRole('button', { name: color, exact: true }).click();
      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(main.getByText('Added to cart!')).toBeVisible();

      // The cart: the line at the sale price with the original struck out.
      await page.goto('/cart');
      const line = main.getByTestId('cart-line');
      await expect(line.getByTestId('price')).toContainText(money(salePrice));
      await expect(line.getByTestId('original-price')).toContainText(money(product.price));
      await expect(main.getByTestId('price-change')).toHaveCount(0);

      // Checkout and the slip.
      await page.goto('/checkout');
      await expect(main.getByTestId('checkout-line').getByTestId('original-price')).toContainText(money(product.price));
      await main.getByLabel('Full name').fill('Mariyam Sale');
      await main.getByLabel('Phone').fill('7775511');
      await main.getByLabel('Atoll').selectOption('Addu Atoll');
      await main.getByLabel('Island').selectOption({ index: 1 });
      await main.getByLabel('Street address').fill('Sale Villa, Magu 9');
      await main.getByRole('button', { name: 'Place Order' }).click();
      await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
      const slip = main.getByTestId('order-slip');
      await expect(slip).toContainText(product.title);
      await expect(slip.getByTestId('price')).toContainText(money(salePrice));
      await expect(slip.getByTestId('original-price')).toContainText(money(product.price));
    } finally {
      await signInAsAdmin(page);
      await saveSale(page.request, product.id, null);
      await signOut(page);
    }
  });
});
