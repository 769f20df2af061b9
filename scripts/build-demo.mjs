// Builds the standalone demo (`go tool task build:demo`; docs/decisions/084):
// the app with VITE_STANDALONE=1 into frontend/dist-demo, a static site that
// needs no server. The admin password comes from DHONI_DEMO_PASSWORD ("demo"
// when unset); only its SHA-256 goes into the build (decision 085). 404.html
// is a copy of index.html, so static hosts that answer unknown paths with it
// (GitHub Pages, Netlify, Cloudflare Pages, ...) open deep links; the sample
// pictures the server would serve under /media/samples/ are copied along.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_DEMO_PASSWORD = 'demo';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'frontend', 'dist-demo');
const password = process.env.DHONI_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
if (!process.env.DHONI_DEMO_PASSWORD) {
  console.log(`DHONI_DEMO_PASSWORD is not set: the demo's admin password is "${DEFAULT_DEMO_PASSWORD}"`);
}

rmSync(out, { recursive: true, force: true });
const build = spawnSync('npx', ['--yes', 'pnpm@10.34.9', '-C', 'frontend', 'exec', 'vite', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_STANDALONE: '1',
    VITE_DEMO_PASSWORD_SHA256: createHash('sha256').update(password, 'utf8').digest('hex'),
    DHONI_WEB_OUT_DIR: out,
  },
});
if (build.status !== 0) {
  process.exit(build.status ?? 1);
}

copyFileSync(join(out, 'index.html'), join(out, '404.html'));
rmSync(join(out, '.gitkeep'), { force: true });
const samples = join(root, 'backend', 'internal', 'catalog', 'sampledata', 'images');
if (!existsSync(samples)) {
  console.error(`no sample pictures at ${samples}`);
  process.exit(1);
}
cpSync(samples, join(out, 'media', 'samples'), { recursive: true });
console.log(`The standalone demo is in ${out}: serve it with any static file server.`);
