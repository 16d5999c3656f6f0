import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

/**
 * The server's module walls (docs/decisions/043), Medusa's modules checked the way the web's
 * zones are (docs/decisions/025):
 *
 * - A module (src/server/features/<name>) shows others only its entry file, index.ts: the
 *   functions and types other modules, workflows and tools may use. Everything else in its folder
 *   is its own. Its routes files (*.routes.ts) are mounted by app.ts alone.
 * - Workflows (src/server/workflows) compose modules through their entry files. Only routes start a
 *   workflow; a module's other files never import one, so the arrows run one way:
 *   routes → workflows → module entries → module internals.
 * - The platform (db/, auth/, audit/, csv/, uploads/ and the app's plumbing files) sits below
 *   every module: it imports no module, workflow, tool or composition.
 * - Tools (seed/, import/, backup/, testing/) and the composition (app.ts, main.ts, the *-cli.ts
 *   commands, bootstrap/) may use any module, through its entry file; no module or workflow
 *   imports them (their tests may). The tools write tables in bulk; docs/decisions/043 and
 *   src/server/table-owners.unit.test.ts name where and why.
 * - No import cycles: eslint.config.js's import/no-cycle covers all of src/, the server included.
 *
 * The zones are derived from the folder lists, so a new module or top-level file is covered
 * without editing this file.
 */
const SERVER = './src/server';
const modules = readdirSync(`${SERVER}/features`);
const topLevel = readdirSync(SERVER);

/** Composition and tools: may use any module's entry file and start workflows. */
const COMPOSERS = [
  'features',
  'workflows',
  'seed',
  'import',
  'backup',
  'testing',
  'bootstrap',
  'app.ts',
  'main.ts',
];
const isComposer = (entry) => COMPOSERS.includes(entry) || entry.endsWith('-cli.ts');
const platform = topLevel.filter((entry) => !isComposer(entry) && !entry.endsWith('.test.ts'));

/** Every file of the server outside this module, but app.ts (which mounts its routes). */
const outside = (module) => [
  ...topLevel
    .filter((entry) => entry !== 'features' && entry !== 'app.ts')
    .map((entry) => `${SERVER}/${entry}`),
  ...modules.filter((other) => other !== module).map((other) => `${SERVER}/features/${other}`),
];

const moduleZones = [
  ...modules.map((module) => ({
    target: outside(module),
    from: `${SERVER}/features/${module}`,
    except: ['./index.ts'],
    message: `Use the ${module} module through its entry file, features/${module}/index.ts (export what you need there).`,
  })),
  {
    target: `${SERVER}/features/*/index.ts`,
    from: `${SERVER}/features/*/*.routes.ts`,
    message: 'An entry file exports services and types, never routes: app.ts mounts the routes.',
  },
  {
    target: `${SERVER}/features/*/**/!(*.routes|*.test).ts`,
    from: `${SERVER}/workflows`,
    message:
      "A module's services never start a workflow (workflows compose modules): its routes may, or move the work into the workflow.",
  },
];

/** The layers below the tools and the composition, for production code (tests may use the tools). */
const layerZones = [
  {
    target: platform.map((entry) => `${SERVER}/${entry}`),
    from: topLevel.filter(isComposer).map((entry) => `${SERVER}/${entry}`),
    message:
      'The platform (db, auth, audit, csv, uploads, the plumbing) sits below every module: it imports no module, workflow, tool or composition.',
  },
  {
    target: [`${SERVER}/features`, `${SERVER}/workflows`],
    from: topLevel
      .filter((entry) => isComposer(entry) && entry !== 'features' && entry !== 'workflows')
      .map((entry) => `${SERVER}/${entry}`),
    message:
      'Modules and workflows sit below the tools (seed, import, backup, testing) and the composition (app, main, the commands, bootstrap): they import none of them.',
  },
];

/**
 * eslint-plugin-import reads our TypeScript files with typescript-eslint's parser to follow their
 * imports, and never the packages' code.
 */
const serverSettings = {
  'import/resolver': { node: { extensions: ['.ts', '.js'] } },
  'import/extensions': ['.ts'],
  'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
  'import/ignore': ['node_modules'],
};

export const serverWalls = [
  {
    files: ['src/server/**/*.ts'],
    plugins: { import: importPlugin },
    settings: serverSettings,
    rules: {
      'import/no-restricted-paths': ['error', { zones: moduleZones }],
    },
  },
  {
    // Tests may use the tools (test apps, fixtures, the seed) that production code may not.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...moduleZones, ...layerZones] }],
    },
  },
  {
    // The point balances on a customer are the ledger's sums: only the loyalty module, which writes
    // the ledger row in the same transaction, sets them (DESIGN 4; docs/decisions/043).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/features/loyalty/**', 'src/server/features/customers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/customers', '**/customers/index', '**/customers/customer-balances'],
              importNames: ['updatePointBalances'],
              message:
                'Point balances follow the ledger: change points through the loyalty module (changePoints), never set them.',
            },
          ],
        },
      ],
    },
  },
];
