import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/client';
import { ledgerMismatches } from '../testing/ledger-invariant';
import { startTestApp, type TestApp } from '../testing/test-app';
import { runImport } from './run-import';
import {
  messyPeopleExport,
  OLD_PASSWORDS,
  writeLegacyExport,
  type LegacyExport,
} from './testing/legacy-export';

const root = mkdtempSync(join(tmpdir(), 'import-people-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let people: LegacyExport;
beforeAll(async () => {
  people = await messyPeopleExport();
});

/** Everything an import could change, to compare before and after. */
async function snapshot(db: Queryable) {
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`select count(*) as n from ${table}`))[0]!.n;
  return {
    customers: await count('customers'),
    admins: await count('admin_users'),
    ledger: await count('points_ledger'),
    legacyIds: await count('legacy_ids'),
    monthly: await count('customer_monthly_spend'),
    downlines: await db.query('select * from referral_downlines order by customer_id'),
    root: await db.query('select children from referral_root'),
    counts: await db.query('select * from customer_counts order by status, is_reserved'),
    sequences: await db.query(
      'select sequencename, last_value from pg_sequences where schemaname = current_schema() order by 1',
    ),
  };
}

async function treeCounters(db: Queryable) {
  const downlines = await db.query<{ code: string; size: number; children: number }>(
    `select c.code, d.size, d.children from referral_downlines d join customers c on c.id = d.customer_id
     where d.size > 0 or d.children > 0 order by c.code`,
  );
  const [root] = await db.query<{ children: number }>('select children from referral_root');
  return { downlines, root: root!.children };
}

describe.each(['csv', 'json'] as const)('importing admins and customers (%s export)', (flavour) => {
  let t: TestApp;
  const dir = join(root, flavour);
  const dataDir = join(root, `${flavour}-data`);
  const run = (apply: boolean, from = dir) => runImport(t.db, { dir: from, apply, dataDir });
  beforeAll(async () => {
    t = await startTestApp();
    await writeLegacyExport(dir, people, flavour);
  });
  afterAll(() => t.close());

  const login = (phone: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });

  it('a dry run reports every problem and changes nothing', async () => {
    const before = await snapshot(t.db);
    const report = await run(false);
    expect(report.table('admin_users')).toMatchObject({ read: 2, imported: 1, alreadyImported: 0 });
    expect(report.table('customers')).toMatchObject({ read: 10, imported: 8, alreadyImported: 0 });
    const problems = Object.fromEntries(
      [...report.table('customers').problems].map(([kind, { count }]) => [kind, count]),
    );
    expect(problems).toEqual({
      'same phone as an earlier customer of the export: not imported': 1,
      'no valid phone: not imported': 1,
      'parent code names nobody: placed under A100': 1,
      'referral loop: its first member placed under A100': 1,
      'fraction of a paisa (accumulatedPointMoney): set to 0': 1,
    });
    const text = report.format();
    expect(text).toMatch(/A104 \(id \S+\) has 9847012345, like A101/);
    expect(text).toMatch(/A106 → A107 → A106/);
    expect(text).not.toMatch(/\$2[ab]\$/);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('--apply brings everyone in: old passwords sign in, balances equal the ledger, the tree is as it was', async () => {
    const report = await run(true);
    expect(report.table('customers')).toMatchObject({ read: 10, imported: 8 });
    expect(report.nothingImported).toBe(false);

    // Old passwords, $2a$ and $2b$, phones in any form.
    expect((await login('+91 98470 12345', OLD_PASSWORDS.anil)).statusCode).toBe(200);
    expect((await login('9847012346', OLD_PASSWORDS.lakshmi)).statusCode).toBe(200);
    expect((await login('9847012346', OLD_PASSWORDS.anil)).statusCode).toBe(401);
    const reserved = await login('9847012347', 'anything-at-all');
    expect(reserved.json().error.message).toBe('No password set for this account');
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'oldboss', password: OLD_PASSWORDS.admin },
    });
    expect(admin.statusCode).toBe(200);

    // Balances as the old app showed them, each an opening row of the ledger.
    expect(await ledgerMismatches(t.db)).toEqual([]);
    const [anil] = await t.db.query<Record<string, unknown>>(
      `select name, phone, address, tier, status, is_reserved, points, point_money_paise, lifetime_points,
              total_spent_paise, joined_at from customers where code = 'A101'`,
    );
    expect(anil).toEqual({
      name: 'Anil "Kuttan" Nair, Thrissur',
      phone: '9847012345',
      address: 'House 4\nMG Road',
      tier: 'Gold',
      status: 'active',
      is_reserved: false,
      points: 120,
      point_money_paise: 350,
      lifetime_points: 0,
      total_spent_paise: 456750,
      joined_at: new Date('2023-06-01T04:30:00Z'),
    });
    const ledger = await t.db.query(
      `select c.code, l.kind, l.points_delta, l.carry_delta_paise from points_ledger l
       join customers c on c.id = l.customer_id order by c.code`,
    );
    expect(ledger).toEqual([
      { code: 'A101', kind: 'imported', points_delta: 120, carry_delta_paise: 350 },
      { code: 'A102', kind: 'imported', points_delta: 7, carry_delta_paise: 0 },
      { code: 'A106', kind: 'imported', points_delta: 40, carry_delta_paise: 0 },
      { code: 'A109', kind: 'imported', points_delta: 3, carry_delta_paise: 0 },
    ]);
    expect(
      await t.db.query(
        `select m.month, m.spent_paise from customer_monthly_spend m join customers c on c.id = m.customer_id
         where c.code = 'A101' order by m.month`,
      ),
    ).toEqual([
      { month: '2024-01', spent_paise: 120050 },
      { month: '2024-02', spent_paise: 30000 },
    ]);
    expect(
      await t.db.query(
        `select code, status, is_reserved from customers where code in ('A103', 'A105') order by code`,
      ),
    ).toEqual([
      { code: 'A103', status: 'active', is_reserved: true },
      { code: 'A105', status: 'pending', is_reserved: true },
    ]);

    // The tree: parents kept; the missing parent and the loop's first member under A100.
    const parents = await t.db.query<{ code: string; parent: string | null }>(
      `select c.code, p.code as parent from customers c left join customers p on p.id = c.parent_id order by c.code`,
    );
    expect(Object.fromEntries(parents.map((row) => [row.code, row.parent]))).toEqual({
      A101: null,
      A102: 'A101',
      A103: 'A102',
      A105: null,
      A106: null,
      A107: 'A106',
      A108: 'A106',
      A109: null,
    });
    // The counters as the per-row triggers would have kept them: equal to a count from scratch.
    const kept = await treeCounters(t.db);
    await t.db.query('select refresh_referral_downlines()');
    expect(kept).toEqual(await treeCounters(t.db));
    expect(kept.root).toBe(4);

    // A new registration gets a code after the imported ones.
    const [next] = await t.db.query<{ code: string }>('select next_customer_code() as code');
    expect(next!.code).toBe('A110');
  });

  it('a second --apply imports nothing and changes nothing', async () => {
    const before = await snapshot(t.db);
    const report = await run(true);
    expect(report.table('customers')).toMatchObject({ read: 10, imported: 0, alreadyImported: 8 });
    expect(report.table('admin_users')).toMatchObject({ imported: 0, alreadyImported: 1 });
    expect(report.nothingImported).toBe(false);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('an export with a broken file changes nothing and says where, even after rows were written', async () => {
    const broken = join(root, `${flavour}-broken`);
    const newAdmin = { ...people.admin_users![0]!, id: 'admin-new', username: 'newboss' };
    const newCustomer = { ...people.customers![0]!, id: 'new-1', phone: '9847099999', code: 'A500' };
    await writeLegacyExport(broken, { admin_users: [newAdmin], customers: [newCustomer] }, flavour);
    // The customers file ends in a row whose quote is never closed (line 4: the address of the
    // row before spans two lines), or in an array never closed.
    const file = join(broken, `customers.${flavour}`);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, flavour === 'csv' ? `${text}new-2,"Broken\r\n` : text.replace(/\]\s*$/, ','));
    const before = await snapshot(t.db);
    const report = await run(true, broken);
    expect(report.refused).toMatch(
      flavour === 'csv'
        ? /customers\.csv, line 4: a quoted field is never closed/
        : /customers\.json.*truncated/,
    );
    expect(report.nothingImported).toBe(true);
    expect(report.format()).toMatch(/Nothing was imported: .*\nThe database was left as it was\./);
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('merging into a shop that already has customers', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it("skips a customer whose phone the shop has, and gives a shop's code to nobody twice", async () => {
    t = await startTestApp();
    await t.db.query(
      `insert into customers (name, phone, code, status) values ('Shop Own', '9847012346', 'A101', 'active')`,
    );
    const dir = join(root, 'merge');
    await writeLegacyExport(dir, await messyPeopleExport(), 'json');
    const report = await runImport(t.db, { dir, apply: true, dataDir: join(root, 'merge-data') });
    const problems = report.table('customers').problems;
    expect(problems.get('phone already belongs to a customer of the shop: not imported')?.examples).toEqual([
      expect.stringMatching(/^A102 .*9847012346 is A101's/),
    ]);
    expect(problems.get('code already used in the shop: given a new code')?.count).toBe(1);
    const [anil] = await t.db.query<{ code: string; name: string }>(
      `select code, name from customers where phone = '9847012345'`,
    );
    expect(anil!.code).toMatch(/^A1\d\d$/);
    expect(anil!.code).not.toBe('A101');
    // A103 named A102 (not imported): A102's children go under A100, reported.
    const [a103] = await t.db.query<{ parent: string | null }>(
      `select parent_id as parent from customers where code = 'A103'`,
    );
    expect(a103!.parent).toBeNull();
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
