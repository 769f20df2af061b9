// Proves the ESLint boundary rules still fire, so they cannot silently stop
// working: lints snippets as if they were written in real files of the app.
// And holds every component to 250 lines (STYLE.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const frontendRoot = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: frontendRoot });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

describe('architecture boundaries (ESLint)', () => {
  it.each([
    [
      'a feature reaching into another feature through the alias',
      'src/features/site/components/site-header.tsx',
      "import { useCartCount } from '@/features/cart/hooks/use-cart-count';\nexport const hook = useCartCount;\n",
    ],
    [
      'a feature reaching into another feature by a relative path',
      'src/features/site/components/site-header.tsx',
      "import { countCartItems } from '../../cart/cart-count';\nexport const count = countCartItems;\n",
    ],
    [
      'src/lib importing the app',
      'src/lib/money.ts',
      "import { makeStore } from '@/app/store';\nexport const store = makeStore;\n",
    ],
    [
      'src/lib importing a feature',
      'src/lib/money.ts',
      "import { countCartItems } from '@/features/cart/cart-count';\nexport const count = countCartItems;\n",
    ],
    [
      'src/ui importing a feature',
      'src/ui/modal.tsx',
      "import { HEADER_LINKS } from '@/features/site/nav-links';\nexport const links = HEADER_LINKS;\n",
    ],
    [
      'src/ui importing a feature by a relative path',
      'src/ui/field.tsx',
      "import { countCartItems } from '../features/cart/cart-count';\nexport const count = countCartItems;\n",
    ],
    [
      'src/ui importing the app',
      'src/ui/button.tsx',
      "import { makeStore } from '@/app/store';\nexport const store = makeStore;\n",
    ],
    [
      'src/api importing the ui kit',
      'src/api/health.ts',
      "import { Notice } from '@/ui/notice';\nexport const notice = Notice;\n",
    ],
    [
      'src/lib importing the ui kit',
      'src/lib/money.ts',
      "import { CloseIcon } from '@/ui/icons';\nexport const icon = CloseIcon;\n",
    ],
    [
      'src/api importing a feature',
      'src/api/health.ts',
      "import { HEADER_LINKS } from '@/features/site/nav-links';\nexport const links = HEADER_LINKS;\n",
    ],
    [
      'an admin part importing another admin part',
      'src/features/admin/geography/geography-section.tsx',
      "import { FormSection } from '@/features/admin/settings/form-field';\nexport const section = FormSection;\n",
    ],
    [
      'an admin part importing the admin shell',
      'src/features/admin/dashboard/dashboard-section.tsx',
      "import { AdminShell } from '@/features/admin/components/admin-shell';\nexport const shell = AdminShell;\n",
    ],
    [
      'src/api importing the standalone demo',
      'src/api/base-api.ts',
      "import { standaloneBaseQuery } from '@/demo/standalone-base-query';\nexport const query = standaloneBaseQuery;\n",
    ],
    [
      'the app importing the standalone demo',
      'src/app/layout.tsx',
      "export const load = () => import('@/demo/demo-label');\n",
    ],
    [
      'a feature importing the standalone demo by a relative path',
      'src/features/checkout/checkout-form.ts',
      "import { placeOrder } from '../../demo/order-rules';\nexport const place = placeOrder;\n",
    ],
    [
      "the normal build's entry importing the standalone demo",
      'src/main.tsx',
      "import { DEMO_MARKER } from '@/demo/standalone-base-query';\nexport const marker = DEMO_MARKER;\n",
    ],
  ])('rejects %s', async (_case, filePath, code) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
  });

  it.each([
    [
      'a feature importing its own files, src/lib and src/api',
      'src/features/site/components/site-header.tsx',
      "import { HEADER_LINKS } from '@/features/site/nav-links';\nimport { pageTitle } from '@/lib/page-head';\nimport { baseApi } from '@/api/base-api';\nexport const all = [HEADER_LINKS, pageTitle, baseApi];\n",
    ],
    [
      'the app composing features',
      'src/app/layout.tsx',
      "import { useCartCount } from '@/features/cart/hooks/use-cart-count';\nimport { SiteHeader } from '@/features/site/components/site-header';\nexport const all = [useCartCount, SiteHeader];\n",
    ],
    [
      'every feature importing the ui kit',
      'src/features/admin/components/admin-shell.tsx',
      "import { MenuIcon } from '@/ui/icons';\nimport { Modal } from '@/ui/modal';\nexport const all = [MenuIcon, Modal];\n",
    ],
    [
      'the ui kit importing src/api and src/lib',
      'src/ui/load-error.tsx',
      "import { errorMessage } from '@/api/error-message';\nimport { formatMoney } from '@/lib/money';\nexport const all = [errorMessage, formatMoney];\n",
    ],
    [
      "an admin part importing its own folder and the admin's ui and api",
      'src/features/admin/geography/geography-section.tsx',
      "import { useSaveAtollsMutation } from '@/features/admin/geography/api/geography-api';\nimport { FailureNotice } from '@/features/admin/ui/failure-notice';\nimport { useGetAdminSettingsQuery } from '@/features/admin/api/admin-settings-api';\nexport const all = [useSaveAtollsMutation, FailureNotice, useGetAdminSettingsQuery];\n",
    ],
    [
      "the standalone demo's entry importing the demo",
      'src/demo-main.tsx',
      "import { standaloneBaseQuery } from '@/demo/standalone-base-query';\nexport const query = standaloneBaseQuery;\n",
    ],
    [
      'the standalone demo importing src/api and a feature',
      'src/demo/order-rules.ts',
      "import type { Order } from '@/api/orders';\nimport { CHECKOUT_MESSAGES } from '@/features/checkout/checkout-form';\nexport type Kept = Order;\nexport const messages = CHECKOUT_MESSAGES;\n",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
}, 60_000);

/** A component longer than this is split (STYLE.md). */
const MAX_COMPONENT_LINES = 250;

/** The lines of a file's text, as an editor numbers them. */
function lineCount(text: string): number {
  return text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('components', () => {
  it('counts lines as an editor numbers them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\n'.repeat(MAX_COMPONENT_LINES + 1))).toBe(MAX_COMPONENT_LINES + 1);
  });

  it(`keeps every component (a .tsx file that is not a test) at or under ${MAX_COMPONENT_LINES} lines`, () => {
    const src = join(frontendRoot, 'src');
    const components = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'),
    );
    // The walk found the app's components, not an empty folder.
    expect(components.length).toBeGreaterThan(50);
    const tooLong = components
      .map((name) => ({ name, lines: lineCount(readFileSync(join(src, name), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_COMPONENT_LINES)
      .map(({ name, lines }) => `${name}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
