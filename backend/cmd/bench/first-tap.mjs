// The first tap on a drawn page on a cheap phone (issue 28, decision 190):
// Chromium at 375 px with 4x CPU slowdown, about 1.6 Mbps down and 150 ms of
// latency (through CDP), a customer who has seen the welcome. The moment the
// page reports its first contentful paint, a control only the app answers is
// tapped; the page notes, frame by frame, when the tap's effect shows
// (aria-expanded or aria-pressed turned true on it), and when the page shows
// it felt the tap (decision 190: data-early-tap on the html element, or the
// effect itself); a tap neither felt nor answered is made again every half
// second, as a customer would. It also notes when the app has taken the
// page over (the drawn page's keeper of early events handed over), and
// checks the tap's effect is still there then. Run by the bench with
// node from frontend/ (for Playwright), the pages in DHONI_TAP_PAGES (JSON:
// [{path, target}]), the shop at DHONI_TAP_BASE; prints JSON: per page, each
// run's milliseconds from the first paint to the first tap, to the tap felt
// and to its effect, and the taps it took.
import { chromium } from '@playwright/test';

const base = process.env.DHONI_TAP_BASE;
const pages = JSON.parse(process.env.DHONI_TAP_PAGES);
const runs = Number(process.env.DHONI_TAP_RUNS || '3');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

async function once(path, target) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  await context.addCookies([
    { name: 'dhoni_splash_seen', value: '1', url: base },
    { name: 'dhoni_first_visit_seen', value: '1', url: base },
  ]);
  const page = await context.newPage();
  await page.addInitScript((selector) => {
    sessionStorage.setItem('dhoni.splashSeen', 'true');
    localStorage.setItem('dhoni.firstVisit', 'true');
    const seen = {};
    window.dhoniTap = seen;
    // The app has the page once it has taken the drawn page's kept events
    // (it sets window.dhoniEarlyInput, the keeper's, to undefined): seen as
    // it happens, not at the next frame, which a busy page may not draw.
    let keeper;
    Object.defineProperty(window, 'dhoniEarlyInput', {
      configurable: true,
      get: () => keeper,
      set: (value) => {
        if (keeper !== undefined && value === undefined) seen.app ??= performance.now();
        keeper = value;
      },
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') seen.paint = entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
    addEventListener(
      'pointerdown',
      () => {
        if (seen.tap !== undefined) return;
        seen.tap = performance.now();
        const frame = (now) => {
          const element = document.querySelector(selector);
          if (seen.felt === undefined && document.documentElement.hasAttribute('data-early-tap')) seen.felt = now;
          if (element && (element.getAttribute('aria-expanded') === 'true' || element.getAttribute('aria-pressed') === 'true')) {
            seen.effect = now;
            seen.felt ??= now;
          } else {
            requestAnimationFrame(frame);
          }
        };
        requestAnimationFrame(frame);
      },
      true,
    );
  }, target);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 96_000,
  });
  await page.goto(base + path, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.dhoniTap.paint !== undefined, null, { polling: 'raf', timeout: 30_000 });
  // A tap that the page neither answers nor shows it felt within half a
  // second is made again, as a customer would, for at most 30 s.
  let taps = 0;
  for (let answered = false; !answered && taps < 60; ) {
    // Where the control is now, brought into sight as a customer would;
    // then a touch there, with none of Playwright's waiting for the element.
    const at = await page.evaluate((selector) => {
      const element = document.querySelector(selector);
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, target);
    await page.touchscreen.tap(at.x, at.y);
    taps += 1;
    answered = await page
      .waitForFunction(() => window.dhoniTap.felt !== undefined, null, { timeout: 500 })
      .then(() => true, () => false);
  }
  await page.waitForFunction(() => window.dhoniTap.effect !== undefined, null, { timeout: 30_000 });
  await page.waitForFunction(() => window.dhoniTap.app !== undefined, null, { timeout: 30_000 });
  // A frame later, the app's answer to the replayed tap is drawn.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  const kept = await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return element.getAttribute('aria-expanded') === 'true' || element.getAttribute('aria-pressed') === 'true';
  }, target);
  if (!kept) throw new Error(`${path}: the tap's effect was undone when the app took the page over`);
  const seen = await page.evaluate(() => window.dhoniTap);
  await context.close();
  return { tap: seen.tap - seen.paint, felt: seen.felt - seen.paint, effect: seen.effect - seen.paint, app: seen.app - seen.paint, taps };
}

const out = [];
for (const { path, target } of pages) {
  const result = { path, tap: [], felt: [], effect: [], app: [], taps: [] };
  for (let i = 0; i < runs; i += 1) {
    const { tap, felt, effect, app, taps } = await once(path, target);
    result.app.push(Math.round(app));
    result.tap.push(Math.round(tap));
    result.felt.push(Math.round(felt));
    result.effect.push(Math.round(effect));
    result.taps.push(taps);
  }
  out.push(result);
}
await browser.close();
console.log(JSON.stringify(out));
