// Proves the ESLint boundary rules still fire, so they cannot silently stop
// working: lints snippets as if they were written in real files of the app.
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
      'src/api importing a feature',
      'src/api/health.ts',
      "import { HEADER_LINKS } from '@/features/site/nav-links';\nexport const links = HEADER_LINKS;\n",
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
  ])('allows %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
}, 60_000);
