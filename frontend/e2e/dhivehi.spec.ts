// The shop in Dhivehi, at a phone and a desktop width: the /dv pages are
// right to left with the Thaana font, browsing stays in Dhivehi, the switch
// goes to the same page in the other language and back, and an English page
// never fetches the font. Screenshots land in the test's output folder, to be
// looked at for the mirrored layout and text that overflows.
//
// Buying in Dhivehi, once on a phone (cash on delivery) and once on a desktop
// (bank transfer): the owner gives a dress a Dhivehi title; the customer
// finds it from /dv by that title typed without its sukun, adds it to the
// cart, checks out, downloads the order slip as a PNG drawn in Dhivehi, tracks
// the order and sends a tailoring request. Every page is right to left in
// Thaana with the header mirrored, and axe finds nothing serious. The texts
// asserted are the cart's, checkout's, orders' and tailoring's catalogues; the
// product page is found by its structure. Those screenshots (and the slips)
// land under .reports/screenshots/<project>/dv-*. The cart, the checkout,
// the confirmation, the slip and tracking name the dress by its Dhivehi
// title, and the slip's tracking address is the Dhivehi page's.
//
// The admin at /dv/admin: the dashboard and the orders list in Thaana, their
// tabs titled in Dhivehi, axe finding nothing serious; /admin stays English.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { DESKTOP, PHONE, SLIP_PNG, expect, sameOriginHeaders, seriousAccessibilityProblems, signInAsAdmin, signOut, test } from './fixtures';

// Dates as a Dhivehi page writes them (decision 250): "28 ނޮވެމްބަރު 2026", "28 ނޮވެމްބަރު 2026، 2:05 މފ".
const DHIVEHI_DATE = new RegExp(`\\d{1,2} (${['ޖަނަވަރީ', 'ފެބްރުއަރީ', 'މާރިޗު', 'އޭޕްރީލް', 'މޭ', 'ޖޫން', 'ޖުލައި', 'އޯގަސްޓު', 'ސެޕްޓެމްބަރު', 'އޮކްޓޫބަރު', 'ނޮވެމްބަރު', 'ޑިސެމްބަރު'].join('|')}) \\d{4}`);
const DHIVEHI_DATE_TIME = new RegExp(`${DHIVEHI_DATE.source}، \\d{1,2}:\\d{2} (މކ|މފ)`);

/** The Thaana font files the page asks for. */
function watchThaanaFont(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-thaana|thaana-font/.test(request.url())) {
      fonts.push(request.url());
    }
  });
  return fonts;
}

async function expectDhivehi(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'dv');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [name, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a customer browses the shop in Dhivehi and switches to English and back (${name})`, async ({ page }, info) => {
    await page.setViewportSize(size);
    const fonts = watchThaanaFont(page);

    await page.goto('/dv');
    await expectDhivehi(page);
    const nav = size === PHONE ? page.getByTestId('mobile-bar') : page.getByTestId('desktop-nav');
    await expect(nav.getByRole('link', { name: 'ހެދުން', exact: true })).toBeVisible();
    expect(fonts.some((url) => url.endsWith('.woff2'))).toBe(true);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await expectNoOverflow(page);
    await page.screenshot({ path: info.outputPath(`dv-home-${name}.png`), fullPage: true });

    // Browse a category, then a product: every link stays in Dhivehi.
    await nav.getByRole('link', { name: 'ބާވަތްތައް', exact: true }).click();
    await expect(page).toHaveURL(/\/dv\/categories$/);
    await page.getByRole('main').locator('a[href^="/dv/categories/"]').first().click();
    await expect(page).toHaveURL(/\/dv\/categories\/[^/]+$/);
    await expectDhivehi(page);
    await page.screenshot({ path: info.outputPath(`dv-category-${name}.png`), fullPage: true });

    await page.getByRole('main').locator('a[href^="/dv/shop/"]').first().click();
    await expect(page).toHaveURL(/\/dv\/shop\/[^/]+$/);
    const product = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await expectNoOverflow(page);
    await page.screenshot({ path: info.outputPath(`dv-product-${name}.png`), fullPage: true });

    // The switch leads to the same product in English, and back.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${product.replace(/^\/dv/, '')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner').getByRole('link', { name: 'ދިވެހި' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'ދިވެހި' }).click();
    await expect(page).toHaveURL(new RegExp(`${product}$`));
    await expectDhivehi(page);
    expect(await page.evaluate(() => window.localStorage.getItem('dhoni_lang'))).toBe('dv');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'dhoni_lang')?.value).toBe('dv');
  });
}

test('an English page neither fetches nor names the Thaana font', async ({ page }) => {
  const fonts = watchThaanaFont(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(fonts).toEqual([]);
  expect(await page.content()).not.toContain('thaana');
});

test('a language the shop does not speak, in the address or the cookie, is English', async ({ page }) => {
  await page.context().addCookies([{ name: 'dhoni_lang', value: 'xx', url: test.info().project.use.baseURL ?? '' }]);
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const unknown = await page.goto('/fr/shop');
  expect(unknown?.status()).toBe(200);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

const outDir = fileURLToPath(new URL('../../.reports/screenshots/', import.meta.url));

/** The owner's Dhivehi title, and the same typed without the sukun (decision 228). */
const TITLE_DV = 'ކްލެސިކް ނޫ އަބާޔާ';
const TYPED = 'ކލެސިކ ނޫ';

const THAANA = /[\u0780-\u07bf]/;

type WireProduct = Record<string, unknown> & {
  id: string;
  slug: string;
  title: string;
  title_dv?: string;
  sizes: string[];
  stock: Record<string, number>;
};

type Dress = { product: WireProduct; size: string; color: string };

async function dressWithStock(request: APIRequestContext): Promise<Dress> {
  const products = (await (await request.get('/api/products?shop_type=clothing&limit=100')).json()) as WireProduct[];
  for (const product of products) {
    const variant = Object.entries(product.stock).find(([, left]) => left >= 3)?.[0];
    const [color, size] = variant?.split(':') ?? [];
    if (color !== undefined && size !== undefined && product.sizes.includes(size)) {
      return { product, size, color };
    }
  }
  throw new Error('the sample catalog has no clothing variant with stock');
}

/** Saves the product's Dhivehi title as the admin ('' takes it off). */
async function saveTitleDV(page: Page, id: string, title: string) {
  await signInAsAdmin(page);
  const current = (await (await page.request.get(`/api/products/${id}`)).json()) as WireProduct;
  const response = await page.request.put(`/api/products/${id}`, {
    data: { ...current, title_dv: title },
    headers: sameOriginHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
  await signOut(page);
}

/**
 * The page is Dhivehi, right to left, shows Thaana in its main part, and
 * its header starts on the right: the logo right of the header's buttons.
 */
async function expectDhivehiPage(page: Page) {
  await expectDhivehi(page);
  await expect(page.getByRole('main')).toContainText(THAANA);
  const banner = page.getByRole('banner');
  const logo = await banner.locator('a[href="/dv"]').first().boundingBox();
  const search = await banner.getByRole('button', { name: 'ހޯދާ' }).boundingBox();
  expect(logo?.x ?? 0).toBeGreaterThan(search?.x ?? Infinity);
  await expectNoOverflow(page);
}

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
}

/** A full-page picture from the top, nothing focused (a sticky header would be drawn mid-page). */
async function shoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  const focused = page.locator(':focus');
  if ((await focused.count()) > 0) {
    await focused.blur();
  }
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await page.screenshot({
    path: `${outDir}${testInfo.project.name}/dv-${name}-${String(width)}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** The size of a PNG, decoded by the page the way a person's browser would. */
async function pngSize(page: Page, png: Buffer) {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, png.toString('base64'));
}

for (const [viewport, payment] of [
  [PHONE, 'cash'],
  [DESKTOP, 'bank'],
] as const) {
  const width = viewport.width;

  test.describe(`buying in Dhivehi at ${String(width)} px`, () => {
    test.use({ viewport });

    test(`search by the Dhivehi title, ${payment === 'cash' ? 'cash on delivery' : 'bank transfer'}, the slip, tracking and tailoring (${String(width)} px)`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const dress = await dressWithStock(page.request);
      await saveTitleDV(page, dress.product.id, TITLE_DV);
      try {
        const main = page.getByRole('main');

        // Home, then the header's search, with the title typed without its sukun.
        await page.goto('/dv');
        await expectDhivehiPage(page);
        await expectAccessible(page);
        await shoot(page, testInfo, 'home', width);
        await page.waitForLoadState('networkidle');
        const box = page.getByRole('banner').getByRole('combobox');
        await expect(async () => {
          if (!(await box.isVisible())) {
            await page.getByRole('banner').getByRole('button', { name: 'ހޯދާ' }).click();
          }
          await expect(box).toBeVisible({ timeout: 1000 });
        }).toPass();
        await box.fill(TYPED);
        await box.press('Enter');
        await expect(page).toHaveURL(/\/dv\/search\?q=/);
        const found = page.getByTestId('search-results').getByRole('link', { name: TITLE_DV });
        await expect(found).toBeVisible();
        await expectDhivehiPage(page);
        await found.click();

        // The product page, in the owner's Dhivehi title.
        await expect(page).toHaveURL(new RegExp(`/dv/shop/${dress.product.slug}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE_DV);
        await expectDhivehiPage(page);
        await page.waitForFunction(() => (window as { dhoniEarlyInput?: unknown }).dhoniEarlyInput === undefined);
        await main.getByRole('button', { name: dress.size, exact: true }).click();
        await main.getByRole('button', { name: dress.color, exact: true }).click();
        await shoot(page, testInfo, 'product', width);
        await main.getByRole('button', { name: /Add to Cart|ކާޓަށް/ }).first().click();
        await expect(page.getByTestId('cart-badge').filter({ visible: true })).toHaveText('1');

        // The cart.
        await page.goto('/dv/cart');
        await expect(main.getByRole('heading', { level: 1, name: 'ކާޓް' })).toBeVisible();
        // The line is named by the dress's Dhivehi title; its texts are Dhivehi.
        await expect(main.getByTestId('cart-line')).toHaveCount(1);
        await expect(main.getByTestId('cart-line').getByRole('link', { name: TITLE_DV })).toBeVisible();
        await expect(main.getByTestId('cart-line')).not.toContainText(dress.product.title);
        await expect(main.getByTestId('cart-line')).toContainText('ސައިޒު');
        await expect(main.getByTestId('cart-line')).toContainText(dress.size);
        await expectDhivehiPage(page);
        await expectAccessible(page);
        await shoot(page, testInfo, 'cart', width);
        await main.getByRole('link', { name: 'ޗެކްއައުޓަށް' }).click();

        // Checkout.
        await expect(page).toHaveURL(/\/dv\/checkout$/);
        await expect(main.getByRole('heading', { level: 1, name: 'ޗެކްއައުޓް' })).toBeVisible();
        await expect(main.getByRole('heading', { name: 'ޑެލިވަރީގެ މަޢުލޫމާތު' })).toBeVisible();
        await expect(main.getByTestId('checkout-line')).toContainText(TITLE_DV);
        await main.getByLabel('ފުރިހަމަ ނަން').fill('އާމިނަތު ޝިފާ');
        await main.getByLabel('ފޯނު', { exact: true }).fill('7771234');
        await main.getByLabel('އަތޮޅު', { exact: true }).selectOption('Addu Atoll');
        await main.getByLabel('ރަށް', { exact: true }).selectOption({ index: 1 });
        await main.getByLabel('ގޭގެ ނަމާއި މަގު').fill('ބުލޫ ވިލާ، Magu 3');
        if (payment === 'bank') {
          await main.getByRole('radio', { name: /^ބޭންކް ޓްރާންސްފަރ/ }).check();
          await expect(main.getByTestId('bank-account-number')).not.toBeEmpty();
          await main.getByLabel('ޓްރާންސްފަރ ސްލިޕް', { exact: true }).setInputFiles({
            name: 'slip.png',
            mimeType: 'image/png',
            buffer: SLIP_PNG,
          });
          await expect(main.getByText('އަޕްލޯޑް ކުރެވިއްޖެ: slip.png')).toBeVisible();
        } else {
          await expect(main.getByRole('radio', { name: /^ޑެލިވަރީގައި ފައިސާ ދެއްކުން/ })).toBeChecked();
        }
        await expectDhivehiPage(page);
        await expectAccessible(page);
        await shoot(page, testInfo, `checkout-${payment}`, width);
        await main.getByRole('button', { name: 'އޯޑަރު ކުރައްވާ' }).click();

        // The confirmation and its slip, in Dhivehi.
        await expect(page).toHaveURL(/\/dv\/order-confirmation\/RB-[0-9A-Z]{6,12}-[0-9A-Z]{4}$/);
        const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
        await expect(main.getByRole('heading', { name: 'އޯޑަރު ކުރެއްވީތީ ޝުކުރިއްޔާ!' })).toBeVisible();
        await expect(main.getByTestId('confirmation-order-number')).toHaveText(orderNumber);
        const slip = main.getByTestId('order-slip');
        await expect(slip).toHaveAttribute('dir', 'rtl');
        await expect(slip).toContainText('ކަސްޓަމަރުގެ ކޮޕީ');
        await expect(slip).toContainText(orderNumber);
        await expect(slip).toContainText(TITLE_DV);
        await expect(slip).not.toContainText(dress.product.title);
        await expect(slip).toContainText(`${new URL(page.url()).origin}/dv/track-order`);
        await expect(slip).toContainText('ސައިޒު');
        await expect(slip).toContainText(dress.size);
        await expect(slip).toContainText(payment === 'bank' ? 'ބޭންކް ޓްރާންސްފަރ' : 'ޑެލިވަރީގައި ފައިސާ ދެއްކުން');
        await expect(slip).toContainText(DHIVEHI_DATE_TIME);
        await expectDhivehiPage(page);
        await expectAccessible(page);
        await shoot(page, testInfo, `confirmation-${payment}`, width);

        // The slip as a PNG: a real one, drawn at twice the receipt's width.
        const downloading = page.waitForEvent('download');
        await main.getByRole('button', { name: 'އޯޑަރު ސްލިޕް ޑައުންލޯޑް ކުރައްވާ' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(`order-${orderNumber}.png`);
        const png = await readFile(await download.path());
        await download.saveAs(`${outDir}${testInfo.project.name}/dv-order-slip-${payment}-${String(width)}.png`);
        expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
        expect(png.length).toBeGreaterThan(10_000);
        expect(png.length).toBeLessThan(5_000_000);
        const size = await pngSize(page, png);
        expect(size.width).toBe(2 * 640);
        expect(size.height).toBeGreaterThan(size.width / 2);

        // Tracking, from the confirmation's link.
        await main.getByRole('link', { name: 'އޯޑަރު ޓްރެކް ކުރައްވާ' }).click();
        await expect(page).toHaveURL(/\/dv\/track-order\?orderNumber=RB-.+&phone=%2B9607771234$/);
        await expect(main.getByRole('heading', { level: 1, name: 'އޯޑަރު ޓްރެކް ކުރައްވާ' })).toBeVisible();
        await expect(main.getByTestId('tracked-status')).toHaveText('އޯޑަރު ލިބިއްޖެ');
        await expect(main.getByTestId('tracked-item')).toContainText(dress.size);
        await expect(main.getByTestId('tracked-item')).toContainText(TITLE_DV);
        await expect(main).toContainText(DHIVEHI_DATE_TIME);
        if (payment === 'bank') {
          const image = main.getByTestId('transfer-slip-image');
          await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(16);
        }
        await expectDhivehiPage(page);
        await expectAccessible(page);
        await shoot(page, testInfo, `tracking-${payment}`, width);

        // A tailoring request.
        await page.goto('/dv/tailoring');
        const form = main.getByRole('form', { name: 'އަމިއްލަ ޑިޒައިނުގެ ރިކުއެސްޓް' });
        await form.getByLabel('ފޯނު', { exact: true }).fill('7771234');
        await form.getByLabel('ހައްދަން ބޭނުންފުޅީ ކޮންއެއްޗެއް؟').fill('ފުޅާ އަތާއި މުތީގެ ޒީނަތް ހުރި ދިގު އަބާޔާއެއް.');
        await form.getByLabel(/^ބަނޑުގެ މަތި/).fill('92');
        await form.getByRole('button', { name: 'ރިކުއެސްޓް ފޮނުއްވާ' }).click();
        await expect(main.getByText('ޝުކުރިއްޔާ! ތިޔަ ރިކުއެސްޓް ފޮނުވިއްޖެ.')).toBeVisible();
        await expect(main.getByTestId('request-number')).toHaveText(/^TR-[0-9A-Z]{6,12}-[0-9A-Z]{4}$/);
        await expectDhivehiPage(page);
        await expectAccessible(page);
        await shoot(page, testInfo, 'tailoring-sent', width);
      } finally {
        await saveTitleDV(page, dress.product.id, dress.product.title_dv ?? '');
      }
    });
  });
}

/** The admin's short order number: the part after the first hyphen. */
function shortNumber(orderNumber: string): string {
  return orderNumber.slice(orderNumber.indexOf('-') + 1);
}

test('the admin at /dv/admin: the dashboard and the orders list in Dhivehi, and /admin as it was in English', async ({ page }, testInfo) => {
  test.slow();
  await signInAsAdmin(page);
  const dress = await dressWithStock(page.request);
  const placed = await page.request.post('/api/orders', {
    headers: sameOriginHeaders(),
    data: {
      customer: { name: 'އާމިނަތު ޝިފާ', phone: '7771234', address: { atoll: 'Malé', island: 'Malé', street: 'Orchid Magu 5' } },
      items: [{ product_id: dress.product.id, size: dress.size, color: dress.color, quantity: 1 }],
      payment_method: 'COD',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order_number: orderNumber } = (await placed.json()) as { order_number: string };
  try {
    const main = page.getByRole('main');

    // The dashboard, its tab titled in Dhivehi.
    await page.goto('/dv/admin');
    await expectDhivehi(page);
    await expect(main.getByRole('heading', { level: 1, name: 'ޑޭޝްބޯޑު' })).toBeVisible();
    await expect(page.getByTestId('dashboard-today').getByRole('heading', { name: 'މިއަދު' })).toBeVisible();
    await expect(main.getByRole('heading', { name: /^ތިޔަބޭފުޅާއަށް މަޑުކުރަނީ \(\d+\)$/ })).toBeVisible();
    await expect(page).toHaveTitle('ޑޭޝްބޯޑު · އެޑްމިން · ދޯނި');
    await expectAccessible(page);
    await shoot(page, testInfo, 'admin-dashboard', DESKTOP.width);

    // Orders, from the sidebar: the address stays under /dv.
    await page.getByRole('navigation', { name: 'އެޑްމިން' }).getByRole('link', { name: 'އޯޑަރުތައް', exact: true }).click();
    await expect(page).toHaveURL(/\/dv\/admin\/orders$/);
    await expect(main.getByRole('heading', { level: 1, name: 'އޯޑަރުތައް' })).toBeVisible();
    await expect(main.getByRole('searchbox', { name: 'އޯޑަރު ހޯދާ' })).toBeVisible();
    const row = main.locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`);
    await expect(row).toContainText('އާމިނަތު ޝިފާ');
    await expect(row).toContainText(DHIVEHI_DATE);
    await expect(row.getByRole('combobox', { name: `އޯޑަރު ${shortNumber(orderNumber)} ގެ ހާލަތު` })).toHaveValue('pending');
    await expect(row.getByRole('button', { name: `ބައްލަވާ އޯޑަރު ${shortNumber(orderNumber)}` })).toBeVisible();
    await expect(page).toHaveTitle('އޯޑަރުތައް · އެޑްމިން · ދޯނި');
    await expectAccessible(page);
    await shoot(page, testInfo, 'admin-orders', DESKTOP.width);

    // Dispatch, its filters and islands in Thaana; then the dashboard on a phone.
    await page.getByRole('navigation', { name: 'އެޑްމިން' }).getByRole('link', { name: 'ފޮނުވުން', exact: true }).click();
    await expect(page).toHaveURL(/\/dv\/admin\/dispatch/);
    await expect(main.getByRole('heading', { level: 1, name: 'ފޮނުވުން' })).toBeVisible();
    await expect(main.getByText('ފޮނުވަން ތައްޔާރީ ހާލަތަކީ')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, testInfo, 'admin-dispatch', DESKTOP.width);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dv/admin');
    await expect(page.getByTestId('dashboard-today').getByRole('heading', { name: 'މިއަދު' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, testInfo, 'admin-dashboard', 375);
    await page.setViewportSize(DESKTOP);

    // The English admin is unchanged.
    await page.goto('/admin/orders');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const englishRow = main.locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`);
    await expect(englishRow.getByRole('button', { name: `View order ${shortNumber(orderNumber)}` })).toBeVisible();
    await expect(englishRow).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(englishRow.getByRole('combobox', { name: `Status of order ${shortNumber(orderNumber)}` })).toHaveValue('pending');
    await expect(page).toHaveTitle('Orders · Admin · Dhoni');
    expect(await page.content()).not.toContain('thaana');
  } finally {
    await page.request.delete(`/api/orders/${encodeURIComponent(orderNumber)}`, { headers: sameOriginHeaders() });
    await signOut(page);
  }
});
