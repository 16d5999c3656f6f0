import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { serverWalls } from './lint/server-walls.js';

/**
 * The web app's boundaries (bulletproof-react's zones): a feature imports no other feature;
 * shared code (components/, lib/) imports no feature; nothing below the app (features and shared
 * code) imports the app's composition (app/, layouts/, pages/), which may import anything.
 */
const WEB = './src/web';
/**
 * Folders that group features instead of being one: the admin panel's screens, each a feature of
 * its own (features/admin/products may not import features/admin/orders). A group holds features
 * only; what its features share lives in components/ or lib/ like anything else shared.
 */
const FEATURE_GROUPS = ['admin'];
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true }).map((entry) => {
    if (!entry.isDirectory() && FEATURE_GROUPS.some((group) => dir.endsWith(`/${group}`)))
      throw new Error(`${dir} holds features only: move ${entry.name} into one, or to components/ or lib/`);
    return entry.name;
  });
const features = folders(`${WEB}/features`).flatMap((name) =>
  FEATURE_GROUPS.includes(name)
    ? folders(`${WEB}/features/${name}`).map((inner) => `${name}/${inner}`)
    : [name],
);
const webZones = [
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to components/ or lib/.',
  })),
  {
    target: [`${WEB}/features`, `${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/app`, `${WEB}/layouts`, `${WEB}/pages`],
    message: 'Only the app (app/, layouts/, pages/) composes features.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: `${WEB}/features`,
    message: 'Shared code (components/, lib/) imports no feature.',
  },
];

/**
 * Functions short enough to read in one sitting (docs/decisions/045): a component at most 150
 * lines, any other function 80, blank lines and comments not counted. It covers the shop's code
 * (src/, scripts/); tests and their helpers (testing/ folders), e2e/ and bench/ are outside it.
 */
const LENGTH = { skipBlankLines: true, skipComments: true };
const NOT_PRODUCT_CODE = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];
/**
 * Longer today, each to be split (decision 045 says why each is long). The route plugins list
 * their routes in one function; the others are one flow each.
 */
const TOO_LONG_FOR_NOW = [
  'src/server/app.ts',
  'src/server/features/auth/auth.routes.ts',
  'src/server/features/customers/customers.routes.ts',
  'src/server/features/orders/admin-orders.routes.ts',
  'src/server/features/orders/orders.routes.ts',
  'src/server/features/products/products.routes.ts',
  'src/server/features/products/products.service.ts',
  'src/server/features/services/services.routes.ts',
  'src/server/features/services/services.service.ts',
  'src/server/import/tables/customers.ts',
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages never import our files, so no cycle runs through them: not reading them (lucide's
      // index alone names every icon) keeps import/no-cycle's cost to seconds instead of minutes.
      'import/ignore': ['node_modules'],
    },
    rules: {
      // No module reaches itself through its imports (dynamic ones too), anywhere in the source:
      // modules that need each other are one module, or what both need moves below them.
      'import/no-cycle': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` and `autoFocus` on our own components are props, not attributes: <RequireAuth
      // role="admin">, and a dialog's first field, which the dialog pattern focuses on opening.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A choice card's text sits a few elements inside its label, next to an icon.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...serverWalls,
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{mjs,ts}'],
    ignores: NOT_PRODUCT_CODE,
    rules: { 'max-lines-per-function': ['error', { max: 80, ...LENGTH }] },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: NOT_PRODUCT_CODE,
    rules: { 'max-lines-per-function': ['error', { max: 150, ...LENGTH }] },
  },
  { files: TOO_LONG_FOR_NOW, rules: { 'max-lines-per-function': 'off' } },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '../server/*', '../web/*', 'fastify*', 'react*'] },
      ],
    },
  },
);
