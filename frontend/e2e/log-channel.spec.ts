// The browser log channel against the real server (decision 181): the page
// opens one WebSocket to /socket.io/ at start-up, with no long-polling
// requests before it, and its console lines go out as Socket.IO 'log' events.
import { expect, test } from './fixtures';

test('the page sends its console lines over a WebSocket to /socket.io/, never by polling', async ({ page }) => {
  const polling: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/socket.io/') && url.searchParams.get('transport') === 'polling') {
      polling.push(url.pathname + url.search);
    }
  });
  const opened: string[] = [];
  const received: string[] = [];
  const sent: string[] = [];
  page.on('websocket', (socket) => {
    opened.push(socket.url());
    socket.on('framereceived', ({ payload }) => received.push(payload.toString()));
    socket.on('framesent', ({ payload }) => sent.push(payload.toString()));
  });

  await page.goto('/');
  // The channel connects after the app has taken the page over: the server
  // opens Engine.IO, the page asks for the main namespace, the server agrees.
  await expect.poll(() => received.some((frame) => frame.startsWith('40{')), { timeout: 15_000 }).toBe(true);
  const { origin } = new URL(page.url());
  expect(opened).toEqual([`${origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`]);
  // Engine.IO's OPEN, which the page answers with Socket.IO's CONNECT.
  expect(received[0]?.[0]).toBe('0');
  expect(JSON.parse(received[0]?.slice(1) ?? '{}')).toMatchObject({ sid: expect.any(String), pingInterval: 25_000, pingTimeout: 20_000 });
  expect(sent[0]).toBe('40');

  await page.evaluate(() => {
    console.log('hello from the page');
  });
  await expect.poll(() => sent).toContain('42["log",["LOG:","hello from the page"]]');

  await page.waitForLoadState('networkidle');
  expect(polling, 'long-polling requests').toEqual([]);
  expect(opened, 'one connection').toHaveLength(1);
});
