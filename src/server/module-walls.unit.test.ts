import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's module walls (docs/decisions/043, lint/server-walls.js) as `npm run lint` applies
 * them: an import written into a file at a given place is refused or let through. Only the zones
 * rule runs, so the test reads no other file.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths',
});

/** The walls' messages for one import written at the top of `file` (a path under src/server). */
async function refusals(file: string, from: string): Promise<string[]> {
  const code = `import * as used from '${from}';\nexport const kept = used;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'src', 'server', file) });
  return result!.messages.map((message) => message.message);
}

// ESLint loads its config, the plugins and the TypeScript parser on the first file it lints.
beforeAll(() => refusals('features/orders/cart-quote.ts', '../customers'), 60_000);

describe("the server's module walls (docs/decisions/043)", { timeout: 20_000 }, () => {
  it("lets a module use another only through that one's entry file", async () => {
    expect(await refusals('features/orders/cart-quote.ts', '../customers')).toEqual([]);
    expect(await refusals('features/orders/cart-quote.ts', '../customers/customer-read')).toEqual([
      expect.stringContaining('Use the customers module through its entry file'),
    ]);
  });

  it('lets workflows and tools use a module only through its entry file', async () => {
    expect(await refusals('workflows/place-order.workflow.ts', '../features/orders')).toEqual([]);
    expect(await refusals('workflows/place-order.workflow.ts', '../features/orders/order-read')).toEqual([
      expect.stringContaining('Use the orders module through its entry file'),
    ]);
    expect(await refusals('seed/demo-seed.ts', '../features/loyalty/points-ledger')).toEqual([
      expect.stringContaining('Use the loyalty module through its entry file'),
    ]);
  });

  it("keeps a module's routes out of its entry file, and workflows out of its services", async () => {
    expect(await refusals('features/orders/index.ts', './orders.routes')).toEqual([
      expect.stringContaining('never routes'),
    ]);
    expect(
      await refusals('features/orders/orders.routes.ts', '../../workflows/cancel-order.workflow'),
    ).toEqual([]);
    expect(
      await refusals('features/orders/orders.service.ts', '../../workflows/cancel-order.workflow'),
    ).toEqual([expect.stringContaining('never start a workflow')]);
  });

  it('keeps the platform below every module', async () => {
    expect(await refusals('auth/account-access.ts', '../features/customers')).toEqual([
      expect.stringContaining('The platform'),
    ]);
    expect(await refusals('db/client.ts', '../workflows/place-order.workflow')).toEqual([
      expect.stringContaining('The platform'),
    ]);
  });

  it('keeps modules and workflows below the tools and the composition', async () => {
    expect(await refusals('features/orders/orders.service.ts', '../../seed/demo-seed')).toEqual([
      expect.stringContaining('sit below the tools'),
    ]);
    expect(await refusals('workflows/place-order.workflow.ts', '../app')).toEqual([
      expect.stringContaining('sit below the tools'),
    ]);
    expect(await refusals('features/orders/quote.test.ts', '../../testing/test-app')).toEqual([]);
  });
});

describe('point balances (DESIGN 4: they are the ledger’s sums)', { timeout: 20_000 }, () => {
  const balances = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });
  const setBalances = (file: string, from: string) =>
    balances
      .lintText(
        `import { updatePointBalances } from '${from}';\nexport const kept = updatePointBalances;\n`,
        {
          filePath: join(ROOT, 'src', 'server', file),
        },
      )
      .then(([result]) => result!.messages.map((message) => message.message));

  it('are set only by the loyalty module, which writes the ledger row beside them', async () => {
    expect(await setBalances('features/loyalty/points-ledger.ts', '../customers')).toEqual([]);
    expect(await setBalances('workflows/deliver-order.workflow.ts', '../features/customers')).toEqual([
      expect.stringContaining('Point balances follow the ledger'),
    ]);
    expect(await setBalances('features/orders/order-read.ts', '../customers')).toEqual([
      expect.stringContaining('Point balances follow the ledger'),
    ]);
  }, 60_000);
});
