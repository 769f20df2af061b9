// The normal build (the one the Go binary embeds) carries none of the
// standalone demo: this reads the bundle the build left behind, builds
// nothing. It needs that build (scripts/test.sh makes it before the unit
// tests); without it the check is skipped, except in CI where it fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DEMO_MARKER } from '@/demo/standalone-base-query';

const NORMAL_BUILD = resolve(import.meta.dirname, '../../../backend/internal/storefront/spa/dist');
const DEMO_BUILD = resolve(import.meta.dirname, '../../dist-demo');

/** Every JavaScript and HTML file of a build, with its text. */
function builtFiles(root: string): { name: string; text: string }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js') || name.endsWith('.html'))
    .map((name) => ({ name, text: readFileSync(join(root, name), 'utf8') }));
}

const normalBuilt = existsSync(join(NORMAL_BUILD, 'index.html'));

describe('the standalone demo stays out of the normal build', () => {
  it.skipIf(!normalBuilt && !process.env.CI)('has no file of the demo and no trace of its code', () => {
    expect(normalBuilt, `no build in ${NORMAL_BUILD}: run go tool task build:web`).toBe(true);
    const files = builtFiles(NORMAL_BUILD);
    expect(files.some((file) => file.name.endsWith('index.html'))).toBe(true);
    expect(files.filter((file) => file.text.includes(DEMO_MARKER)).map((file) => file.name)).toEqual([]);
    expect(files.filter((file) => /standalone-base-query|demo-label/.test(file.name)).map((file) => file.name)).toEqual([]);
    expect(files.filter((file) => file.text.includes('dhoni.demo.')).map((file) => file.name)).toEqual([]);
  });

  // The marker is what the check above looks for: it must survive the build.
  it.skipIf(!existsSync(join(DEMO_BUILD, 'index.html')))('finds the marker in the demo build', () => {
    expect(builtFiles(DEMO_BUILD).some((file) => file.text.includes(DEMO_MARKER))).toBe(true);
  });
});
