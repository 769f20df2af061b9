// Works without its backend, loses nothing (DESIGN.md "The browser app's
// modes"; decisions 080, 081 and 083). The first journey has a server of its own that
// it stops and starts again, with a stand-in for Telegram; the second cuts the
// browser's network.
import type { APIRequestContext, Page } from '@playwright/test';

import { DESKTOP, expect, PHONE, seriousAccessibilityProblems, test } from './fixtures';
import {
  binaryBuilt,
  type FakeTelegram,
  logEntries,
  OWN_ADMIN_PASSWORD,
  type OwnServer,
  ownServer,
  startFakeTelegram,
} from './own-server';

type ApiProduct = { title: string; slug: string; shop_type: string; sizes: string[]; stock: Record<string, number> };
type Dress = { product: ApiProduct; size: string; color: string };

const CHAT_IDS = ['111', '-100222'];

async function sampleDress(request: APIRequestContext, base: string): Promise<Dress> {
  const products = (await (await request.get(`${base}/api/products?shop_type=clothing&limit=100`)).json()) as ApiProduct[];
  for (const product of products) {
    const variant = Object.entries(product.stock).find(([, quantity]) => quantity >= 3)?.[0];
    const [color, size] = variant?.split(':') ?? [];
    if (color !== undefined && size !== undefined && product.sizes.includes(size)) {
      return { product, size, color };
    }
  }
  throw new Error('the sample catalog has no clothing variant with stock');
}

async function signIn(request: APIRequestContext, base: string): Promise<void> {
  const response = await request.post(`${base}/api/auth/login`, {
    data: { password: OWN_ADMIN_PASSWORD },
    headers: { Origin: base },
  });
  expect(response.status(), await response.text()).toBe(204);
}

async function turnTelegramOn(request: APIRequestContext, base: string, telegram: FakeTelegram): Promise<void> {
  await signIn(request, base);
  const settings = (await (await request.get(`${base}/api/settings`)).json()) as Record<string, unknown>;
  const response = await request.put(`${base}/api/settings`, {
    data: { ...settings, telegram: { enabled: true, botToken: '123456:own-server-token', chatIds: CHAT_IDS.join(', ') } },
    headers: { Origin: base },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(telegram.messages).toEqual([]);
}

/** Waits until the service worker controls the page (the shell is then cached). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Fills the checkout form and places a cash-on-delivery order. */
async function placeCashOrder(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Aishath Offline');
  await main.getByLabel('Phone').fill('7771234');
  await main.getByLabel('Atoll').selectOption('Addu Atoll');
  await main.getByLabel('Island').selectOption({ index: 1 });
  await main.getByLabel('Street address').fill('Blue Villa, Magu 3');
  await main.getByRole('button', { name: 'Place Order' }).click();
}

test.describe('without its backend', () => {
  test.use({ viewport: DESKTOP });

  test('an order placed while the server is down is sent once when it is back, and announced once per chat', async ({
    page,
    request,
  }, testInfo) => {
    // In CI a missing binary fails the journey instead.
    test.skip(!binaryBuilt() && !process.env.CI, 'backend/bin/dhoni is not built');
    test.setTimeout(150_000);

    const telegram = await startFakeTelegram();
    let server: OwnServer | null = null;
    try {
      server = await ownServer({ DHONI_TELEGRAM_API_URL: telegram.url });
      const base = server.url;
      await turnTelegramOn(request, base, telegram);
      const dress = await sampleDress(request, base);

      // Browse while the server answers: the service worker keeps the shell.
      await page.goto(`${base}/`);
      await waitForServiceWorker(page);
      await page.goto(`${base}/shop`);
      await expect(page.getByRole('main').getByRole('link', { name: dress.product.title }).first()).toBeVisible();
      await page.goto(`${base}/shop/${dress.product.slug}`);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: dress.size, exact: true }).click();
      await main.getByRole('button', { name: dress.color, exact: true }).click();
      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(main.getByText('Added to cart!')).toBeVisible();

      // The server goes away; browsing goes on from what the browser kept.
      await server.stop();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clothing' }).click();
      await expect(main.getByRole('link', { name: dress.product.title }).first()).toBeVisible();
      await main.getByRole('link', { name: dress.product.title }).first().click();
      await expect(main.getByRole('heading', { level: 1, name: dress.product.title })).toBeVisible();
      await page.getByRole('link', { name: 'Cart' }).first().click();
      await expect(main.getByText(dress.product.title).first()).toBeVisible();
      await main.getByRole('link', { name: 'Proceed to Checkout' }).click();

      await placeCashOrder(page);

      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your order is saved on this device');
      await expect(main.getByTestId('queued-order-notice')).toContainText('will be sent automatically when the connection returns');
      const orderNumber = (await main.getByTestId('confirmation-order-number').textContent()) ?? '';
      expect(orderNumber).toMatch(/^RB-[0-9A-Z]+-[0-9A-Z]{4}$/);
      await expect(main.getByTestId('slip-not-sent')).toHaveText('NOT YET SENT');
      const download = page.waitForEvent('download');
      await main.getByRole('button', { name: 'Download Order Slip' }).click();
      expect((await download).suggestedFilename()).toBe(`order-${orderNumber}.png`);
      await testInfo.attach('saved-on-device', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

      // Back: within 30 seconds the page that stayed open sends it.
      await server.start();
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!', { timeout: 40_000 });
      await expect(main.getByTestId('confirmation-order-number')).toHaveText(orderNumber);

      // In the admin exactly once, and one Telegram message per chat.
      await signIn(request, base);
      const list = (await (await request.get(`${base}/api/orders?q=${encodeURIComponent(orderNumber)}`)).json()) as {
        order_number: string;
        customer: { name: string };
      }[];
      expect(list.map((order) => order.order_number)).toEqual([orderNumber]);
      await expect
        .poll(() => telegram.messages.filter((message) => message.text.includes(orderNumber)).length, { timeout: 15_000 })
        .toBe(CHAT_IDS.length);
      // A reload (another replay at page load) changes nothing.
      await page.reload();
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
      await page.goto(`${base}/my-orders`);
      await expect(main.getByTestId('my-order')).toHaveCount(1);
      await expect(main.getByTestId('my-order')).toContainText('Order Placed');
      await page.waitForTimeout(1000);
      const mine = telegram.messages.filter((message) => message.text.includes(orderNumber));
      expect(mine.map((message) => message.chat_id).sort()).toEqual([...CHAT_IDS].sort());
    } finally {
      await server?.dispose();
      await telegram.close();
    }
  });

  test('a console.error of the page reaches the server log; a flood is cut off', async ({ page }) => {
    // In CI a missing binary fails the journey instead.
    test.skip(!binaryBuilt() && !process.env.CI, 'backend/bin/dhoni is not built');
    const server = await ownServer({ DHONI_TELEGRAM_API_URL: 'http://127.0.0.1:1' });
    try {
      const marker = `boom-${String(Date.now())}`;
      await page.goto(`${server.url}/`);
      await page.waitForFunction(() => document.readyState === 'complete');
      // The page connects at start-up; its first lines wait for the connection.
      await page.evaluate((text) => {
        console.error(`${text}\n{"level":"info","msg":"forged"}`);
      }, marker);
      await expect
        .poll(() =>
          logEntries(server.lines).find(
            (entry) => entry.msg === 'browser error' && String(entry.text).startsWith(marker),
          ),
        { timeout: 15_000 })
        .toMatchObject({ client: '127.0.0.1', text: `${marker}\\n{"level":"info","msg":"forged"}` });
      expect(server.lines.some((line) => line.startsWith('{"level":"info","msg":"forged"'))).toBe(false);

      await page.evaluate(() => {
        for (let i = 0; i < 500; i++) {
          console.log(`flood ${String(i)}`);
        }
      });
      await expect
        .poll(() => logEntries(server.lines).some((entry) => String(entry.msg).startsWith('client log connection cut')), {
          timeout: 15_000,
        })
        .toBe(true);
      const logged = logEntries(server.lines).filter((entry) => String(entry.text).startsWith('flood ')).length;
      expect(logged).toBeLessThanOrEqual(120);
      // The page goes on working.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clothing' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    } finally {
      await server.dispose();
    }
  });

  test('installable; with the network cut, the home page and a product page seen before still open', async ({ page, context }) => {
    const products = (await (await page.request.get('/api/products?shop_type=clothing&limit=1')).json()) as ApiProduct[];
    const product = products[0];
    if (product === undefined) {
      throw new Error('no product');
    }
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto(`/shop/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

    // Chromium's own installability check (what Lighthouse's "installable
    // manifest" audit asked before Lighthouse 12 dropped it): no errors.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito ones, where Chromium never installs.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Dhoni', theme_color: '#0f5e6b', display: 'standalone' });

    await context.setOffline(true);
    try {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible();
      await page.goto(`/shop/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      // A page never opened before still gets the app (the shell), not the browser's error.
      await page.goto('/my-orders');
      await expect(page.getByRole('heading', { level: 1, name: 'My orders on this device' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test.describe('on a phone', () => {
    // The queue, not the service worker, is under test here: a worker that
    // took control of the page mid-journey would send POST /orders itself,
    // past the page's routes.
    test.use({ viewport: PHONE, serviceWorkers: 'block' });

    test('a kept order the shop then refuses is shown on every page with what to do next', async ({ page, request }) => {
      const products = (await (await request.get('/api/products?shop_type=accessories&limit=5')).json()) as ApiProduct[];
      const fan = products[0];
      if (fan === undefined) {
        throw new Error('no appliance');
      }
      await page.goto(`/accessories/${fan.slug}`);
      await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
      // No answer from POST /orders: as if the connection dropped right then.
      // One handler throughout, so no send (a page load's, or a retry) can
      // slip through to the real server while the answer changes.
      let shopAnswers = false;
      await page.route('**/api/orders', (route) =>
        shopAnswers
          ? route.fulfill({ status: 422, json: { error: 'Prices have changed. Please review your order.' } })
          : route.abort('internetdisconnected'),
      );
      await page.goto('/checkout');
      const main = page.getByRole('main');
      await placeCashOrder(page);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your order is saved on this device');
      await expect(main.getByTestId('order-slip')).toContainText('+9607771234');
      expect(await seriousAccessibilityProblems(page)).toEqual([]);

      await page.goto('/my-orders');
      await expect(main.getByTestId('my-order')).toHaveCount(1);
      await expect(main.getByTestId('my-order')).toContainText('Waiting to be sent');

      // The shop answers again, and refuses (the price moved meanwhile).
      shopAnswers = true;
      await page.reload();
      const notice = page.getByTestId('order-queue-notice');
      await expect(notice).toContainText('An order saved on this device was not placed: Prices have changed. Please review your order.');
      await expect(main.getByTestId('my-order')).toContainText('Not placed');
      await expect(main.getByRole('link', { name: fan.title })).toHaveAttribute('href', `/accessories/${fan.slug}`);
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      await page.goto('/');
      await expect(notice).toBeVisible();
      await notice.getByRole('link', { name: 'See what to do' }).click();
      await main.getByRole('button', { name: 'Remove this order' }).click();
      await expect(main.getByText('No orders yet.')).toBeVisible();
      await expect(notice).toBeHidden();
    });
  });
});
