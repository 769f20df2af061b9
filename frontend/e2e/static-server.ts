// A plain static file server for a built web app (no API behind it): files as
// they are, index.html for every other path. index.html and sw.js are never
// cached by the browser, like the Go server serves them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export const WEB_BUILD = resolve(import.meta.dirname, '../../backend/internal/storefront/spa/dist');

export type StaticServer = { url: string; close: () => Promise<void> };

/**
 * plain: as a common static host serves a site (GitHub Pages, Netlify): the
 * file, or 404.html with status 404 for any other path, /api/ included.
 */
export type StaticServerOptions = { plain?: boolean };

export async function serveStatic(root: string, { plain = false }: StaticServerOptions = {}): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = join(root, normalize(path));
    if (plain) {
      const found = file.startsWith(root) && existsSync(file) && !statSync(file).isDirectory();
      const index = join(file, 'index.html');
      const served = found ? file : path.endsWith('/') && existsSync(index) ? index : join(root, '404.html');
      response.writeHead(served === join(root, '404.html') ? 404 : 200, {
        'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
      });
      response.end(readFileSync(served));
      return;
    }
    if (path.startsWith('/api/') || path.startsWith('/socket.io/')) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end('{"error":"Not found"}');
      return;
    }
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(root, 'index.html');
    }
    const name = file.slice(root.length);
    const noStore = name === '/index.html' || name === '/sw.js';
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': noStore ? 'no-store' : 'public, max-age=3600',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => { done(); });
      }),
  };
}
