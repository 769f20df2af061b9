// ESLint flat config: typescript-eslint (type-aware), React hooks, and the
// architecture rules of DESIGN.md / STYLE.md enforced with
// import-x/no-restricted-paths (see boundaryZones below).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The admin's parts: every folder of features/admin but the shared ones and the shell. */
const adminParts = readdirSync(new URL('./src/features/admin', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['ui', 'api', 'testing', 'components', 'screens'].includes(entry.name))
  .map((entry) => entry.name);

/** Every part of src but the standalone demo and its entry (src/demo-main.tsx). */
const notDemo = readdirSync(new URL('./src', import.meta.url))
  .filter((name) => !['demo', 'demo-main.tsx'].includes(name))
  .map((name) => `./src/${name}`);

/**
 * - a feature imports only itself, src/ui, src/api, src/lib (and src/app types);
 *   features share through src/lib or src/api, never through each other;
 * - src/lib is pure: nothing from features, app or api;
 * - src/api is shared by every feature and so imports none of them, nor app
 *   nor ui;
 * - an admin part imports only itself and the admin's ui, api and testing;
 * - src/ui (icons, fields, buttons, modal, notices) is used by every feature
 *   and so imports none of them, nor app: only src/api and src/lib;
 * - src/demo (the standalone demo's backend) is imported by its entry
 *   only, src/demo-main.tsx, which gives it to src/api and the app: nothing
 *   else imports it, so the demo may use the features without a circle.
 */
export const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `Features do not import each other's internals: share through src/lib or src/api, or pass props from src/app.`,
  })),
  // Inside the admin: each part (orders, products, settings, ...) imports
  // only its own folder and the admin's shared ones, ui (pieces of screen),
  // api (the session and the settings read) and testing (fakes for tests);
  // the shell (components, screens) composes the parts.
  ...adminParts.map((part) => ({
    target: `./src/features/admin/${part}`,
    from: './src/features/admin',
    except: [`./${part}`, './ui', './api', './testing'],
    message: `Admin parts do not import each other: share through features/admin/ui or features/admin/api.`,
  })),
  {
    target: './src/lib',
    from: ['./src/features', './src/app', './src/api', './src/ui'],
    message: 'src/lib holds pure helpers and imports nothing from features, app, api or ui.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/app', './src/ui'],
    message: 'src/api is shared by all features and imports none of them, nor the ui kit.',
  },
  {
    target: './src/i18n',
    from: ['./src/features', './src/app', './src/api', './src/ui', './src/demo'],
    message: 'src/i18n (languages and message catalogues) is used by every part of the app and imports none of them.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/app'],
    message: 'src/ui is the kit every feature uses: it imports no feature (nor the app), only src/api and src/lib.',
  },
  {
    target: notDemo,
    from: './src/demo',
    message: "Only the standalone demo's entry (src/demo-main.tsx) imports src/demo: it gives src/api and the app what they need.",
  },
];

/**
 * Folders whose every text comes from the message catalogues (src/i18n): a
 * literal text in their JSX, or in a label, placeholder, title, alt or
 * aria-label, fails the lint. A folder joins once its texts are in both
 * catalogues.
 */
const translated = [
  'src/i18n',
  'src/features/site',
  'src/features/cart',
  'src/features/checkout',
  'src/features/orders',
  'src/features/tailoring',
  'src/features/admin/screens',
  'src/features/admin/products',
  'src/features/admin/categories',
  'src/features/admin/discounts',
  'src/features/catalog',
  'src/ui',
  'src/app',
  'src/features/admin/settings',
  'src/features/admin/geography',
  'src/features/admin/tailoring',
  'src/features/admin/orders',
  'src/features/admin/dashboard',
  'src/features/admin/dispatch',
  'src/features/admin/ui',
  'src/features/admin/components',
];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-demo', 'coverage', 'playwright-report', 'test-results', 'node_modules'],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'public/app-start.js'],
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // RTK Query spells "no argument" as build.query<Result, void>, a type
      // argument of a call, which this rule cannot be told to accept.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    files: translated.map((dir) => `${dir}/**/*.tsx`),
    ignores: ['**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{label,placeholder,title,alt}']] } }],
    },
  },
  {
    // react-intl comes with the later screens' code, not in the first load
    // (decision 248): the rest of the app speaks through src/i18n's hooks.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/{admin,checkout,orders,tailoring}/**', 'src/i18n/react-intl-bridge.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-intl', 'intl-messageformat'].map((name) => ({
            name,
            message: 'The first load has no react-intl: use useT, useLanguage or useKitT from src/i18n (decision 248).',
          })),
        },
      ],
    },
  },
  {
    files: ['*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Served as it is (not bundled): plain JavaScript for the browser.
    files: ['public/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.browser, sourceType: 'module' },
  },
);
