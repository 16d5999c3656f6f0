import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (docs/decisions/043): the one module whose code writes it (inserts, updates,
 * deletes). Others read it, or ask the owner through its entry file. Paths are under src/server.
 * Tables the database's triggers keep belong to the module whose table fires the triggers.
 */
const OWNERS: Record<string, string> = {
  settings: 'features/settings',
  admin_users: 'features/admins',
  customers: 'features/customers',
  customer_monthly_spend: 'features/customers',
  customer_counts: 'features/customers', // triggers on customers
  referral_downlines: 'features/customers', // triggers on customers
  referral_root: 'features/customers', // triggers on customers
  leaderboard_tallies: 'features/customers', // triggers on customers
  categories: 'features/categories',
  products: 'features/products',
  product_barcodes: 'features/products',
  services: 'features/services',
  orders: 'features/orders',
  order_items: 'features/orders',
  order_events: 'features/orders',
  order_refunds: 'features/orders',
  counter_receipts: 'features/orders',
  sales_days: 'features/orders', // triggers on orders
  points_ledger: 'features/loyalty',
  pending_awards: 'features/loyalty',
  points_liability_days: 'features/loyalty',
  referral_flags: 'features/referral-review',
  referral_flag_reasons: 'features/referral-review',
  referral_address_marks: 'features/referral-review',
  referral_payer_marks: 'features/referral-review',
  payments: 'features/payments',
  money_requests: 'features/payments',
  statements: 'features/statements',
  statement_credits: 'features/statements',
  statement_mappings: 'features/statements',
  contact_messages: 'features/contact',
  offers: 'features/offers',
  club_tiers: 'features/club-tiers',
  leaderboard_config: 'features/leaderboard',
  content_pages: 'features/pages',
  health_write_probe: 'features/health',
  sessions: 'auth',
  throttles: 'auth',
  trusted_devices: 'auth',
  password_reset_tokens: 'auth',
  server_secrets: 'auth',
  spent_challenges: 'auth',
  audit_log: 'audit',
  backup_runs: 'backup',
  legacy_ids: 'import',
  imported_sales_days: 'import',
  demo_customers: 'seed',
};

/**
 * The tools that write other modules' tables in bulk, by design, and why (decision 043). Nothing
 * else may: a module or workflow asks the owner.
 */
const BULK_WRITERS: Record<string, string> = {
  seed: 'the demo shop: its catalogue and customers, then its orders through the workflows, dated back over 60 days as they would have happened',
  import:
    "the old app's tables, thousands of rows a statement (unnest, sets), keeping its ids and balances; it asks loyalty and leaderboard where they own the rule",
  backup: 'a restore loads every table row for row as the backup saved it, triggers off',
  'db/pglite-import.ts': "moves a PGlite shop's every table into PostgreSQL, once",
  testing:
    'test fixtures put the shop in a state directly (a product in stock, an approved customer, a tier)',
};

const SERVER = import.meta.dirname;
const MIGRATIONS = join(SERVER, 'db', 'migrations');

/** The server's source files, but tests (which set up states as they need). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The tables the migrations leave: every one created and not dropped since, in the migrations' order. */
function migratedTables(): string[] {
  const tables = new Set<string>();
  for (const file of readdirSync(MIGRATIONS).sort()) {
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
    for (const [, verb, table] of sql.matchAll(
      /\b(create|drop) table (?:if (?:not )?exists )?([a-z_][a-z0-9_]*)/gi,
    )) {
      if (verb!.toLowerCase() === 'create') tables.add(table!.toLowerCase());
      else tables.delete(table!.toLowerCase());
    }
  }
  return [...tables].sort();
}

/** Statements that write a table's rows, and the table they name. */
const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into|copy)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)/gi;

/** Every write of a known table in the server's source: where it is (relative to src/server) and which table. */
function writes(): { file: string; table: string }[] {
  return sourceFiles(SERVER).flatMap((path) => {
    const file = relative(SERVER, path);
    return [...readFileSync(path, 'utf8').matchAll(WRITE)]
      .map((match) => match[1]!.toLowerCase())
      .filter((table) => table in OWNERS)
      .map((table) => ({ file, table }));
  });
}

const within = (file: string, path: string) => file === path || file.startsWith(`${path}/`);

describe('each table has one owner (docs/decisions/043)', () => {
  it('names an owner for every table the migrations make, and no other', () => {
    expect(Object.keys(OWNERS).sort()).toEqual(migratedTables());
  });

  it('names owners and bulk writers that exist', () => {
    for (const path of [...Object.values(OWNERS), ...Object.keys(BULK_WRITERS)])
      expect(statSync(join(SERVER, path)), path).toBeTruthy();
  });

  it("writes each table only in its owner's code or a bulk-writing tool", () => {
    const found = writes();
    expect(found.length).toBeGreaterThan(50); // the scan sees the SQL
    const strays = found.filter(
      ({ file, table }) =>
        !within(file, OWNERS[table]!) && !Object.keys(BULK_WRITERS).some((tool) => within(file, tool)),
    );
    expect(strays).toEqual([]);
  });
});
