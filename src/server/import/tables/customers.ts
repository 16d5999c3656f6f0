import { randomUUID } from 'node:crypto';
import { formatPaise } from '../../../domain/money';
import type { Queryable } from '../../db/client';
import { recordOpeningBalances } from '../../features/loyalty';
import { finishReferralBulkLoad, startReferralBulkLoad } from '../referral-bulk-load';
import { planTree } from '../referral-placement';
import { text } from '../read-export';
import type { ImportContext, TableImporter } from '../table-importer';
import { readCustomer, type CustomerRecord } from './customer-record';

const BATCH = 2000;

/**
 * customers (docs/decisions/034): every customer of the export checked in memory first (phones and
 * codes against each other and the shop, the referral tree placed with its loops and missing
 * parents), then inserted parents first in batches, with their opening balances in the ledger.
 * `perRowTreeChecks` keeps the old per-row triggers (only the import bench uses it, as its baseline).
 */
export function customersImporter(options: { perRowTreeChecks?: boolean } = {}): TableImporter {
  return {
    table: 'customers',
    async importRows(rows, ctx) {
      const records = await newRecords(rows, ctx);
      await insertCustomers(records, ctx, !options.perRowTreeChecks);
    },
  };
}

/** The export's customers not imported before and not clashing with the shop's own. */
async function newRecords(rows: AsyncIterable<Record<string, unknown>>, ctx: ImportContext) {
  const { report } = ctx;
  const records: CustomerRecord[] = [];
  const seenIds = new Set<string>();
  for await (const row of rows) {
    const legacyId = text(row, 'id');
    if (legacyId === null) {
      report.problem(
        'no id: not imported',
        `${text(row, 'code') ?? '(no code)'} ${text(row, 'phone') ?? ''}`,
      );
      continue;
    }
    if (seenIds.has(legacyId)) {
      report.problem('id twice in the export: the second not imported', `id ${legacyId}`);
      continue;
    }
    seenIds.add(legacyId);
    const record = readCustomer(row, legacyId, report);
    if (record) records.push(record);
  }

  // Already imported (a second run): skipped, but their codes still place their children.
  const importedBefore = new Map<string, string>();
  const fresh: CustomerRecord[] = [];
  for (let i = 0; i < records.length; i += BATCH) {
    const batch = records.slice(i, i + BATCH);
    const known = await ctx.legacyIds.getMany(
      'customers',
      batch.map((r) => r.legacyId),
    );
    for (const record of batch) {
      const newId = known.get(record.legacyId);
      if (newId === undefined) fresh.push(record);
      else {
        report.alreadyImported++;
        if (record.code) importedBefore.set(record.code, newId);
      }
    }
  }

  // Phones: one customer each. The first of the export keeps it; a phone the shop already has
  // (its own customer, or one imported before under another old id) is theirs.
  const byPhone = new Map<string, CustomerRecord>();
  const shopPhones = await takenInShop(
    ctx.db,
    'phone',
    fresh.map((r) => r.phone),
  );
  const kept = fresh.filter((record) => {
    const first = byPhone.get(record.phone);
    const who = `${record.code ?? '(no code)'} (id ${record.legacyId})`;
    if (first) {
      report.problem(
        'same phone as an earlier customer of the export: not imported',
        `${who} has ${record.phone}, like ${first.code ?? '(no code)'} (id ${first.legacyId})`,
      );
      return false;
    }
    byPhone.set(record.phone, record);
    const holder = shopPhones.get(record.phone);
    if (holder !== undefined) {
      report.problem(
        'phone already belongs to a customer of the shop: not imported',
        `${who}: ${record.phone} is ${holder}'s`,
      );
      return false;
    }
    return true;
  });

  // Codes: the first of the export keeps its code; a second holder, or a code the shop already
  // uses, gets a new code. Children name the export's first holder.
  const codeIndex = new Map<string, number>();
  const shopCodes = await takenInShop(
    ctx.db,
    'code',
    kept.flatMap((r) => (r.code ? [r.code] : [])),
  );
  const needsCode: number[] = [];
  kept.forEach((record, index) => {
    const code = record.code;
    if (code === null) return needsCode.push(index);
    if (codeIndex.has(code)) {
      report.problem(
        'code used twice in the export: the second given a new code',
        `${code} (id ${record.legacyId})`,
      );
      needsCode.push(index);
      return;
    }
    // Children of a code an earlier import brought in stay with that customer.
    if (!importedBefore.has(code)) codeIndex.set(code, index);
    if (shopCodes.has(code)) {
      report.problem('code already used in the shop: given a new code', `${code} (id ${record.legacyId})`);
      needsCode.push(index);
    }
  });
  return { kept, codeIndex, needsCode, importedBefore };
}

/** Which of these values of customers.phone or .code the shop has, and whose (their code). */
async function takenInShop(
  db: Queryable,
  column: 'phone' | 'code',
  values: string[],
): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  for (let i = 0; i < values.length; i += BATCH * 5) {
    const rows = await db.query<{ value: string; code: string }>(
      `select ${column} as value, code from customers where ${column} = any($1::text[])`,
      [values.slice(i, i + BATCH * 5)],
    );
    for (const row of rows) taken.set(row.value, row.code);
  }
  return taken;
}

async function insertCustomers(
  found: Awaited<ReturnType<typeof newRecords>>,
  ctx: ImportContext,
  bulkTree: boolean,
): Promise<void> {
  const { kept, codeIndex, needsCode, importedBefore } = found;
  const { db, report } = ctx;
  const parentsNamed = [
    ...new Set(kept.flatMap((r) => (r.parentCode && !codeIndex.has(r.parentCode) ? [r.parentCode] : []))),
  ];
  const existing = new Map([...importedBefore, ...(await importedEarlier(db, parentsNamed))]);
  const plan = planTree(
    kept.map((r) => r.parentCode),
    codeIndex,
    existing,
  );
  const who = (index: number) => `${kept[index]!.code ?? '(no code)'} (id ${kept[index]!.legacyId})`;
  for (const index of plan.missingParent)
    report.problem(
      'parent code names no customer imported: placed under A100',
      `${who(index)} named ${kept[index]!.parentCode}`,
    );
  for (const loop of plan.loops)
    report.problem(
      'referral loop: its first member placed under A100',
      `${loop.map((index) => kept[index]!.code).join(' → ')} → ${kept[loop[0]!]!.code}; ${who(loop[0]!)} moved`,
    );

  // Codes the export keeps come first; new ones follow the highest A-code there is.
  const codes = kept.map((r) => r.code);
  if (kept.length > 0) await advanceCodeSequence(db, codes);
  const generated = needsCode.length
    ? await db.query<{ code: string }>('select next_customer_code() as code from generate_series(1, $1)', [
        needsCode.length,
      ])
    : [];
  needsCode.forEach((index, k) => (codes[index] = generated[k]!.code));

  const ids = kept.map(() => randomUUID());
  if (bulkTree) await startReferralBulkLoad(db);
  const bar = ctx.progress.start('customers: inserting', kept.length);
  for (let i = 0; i < plan.order.length; i += BATCH) {
    const batch = plan.order.slice(i, i + BATCH);
    await insertBatch(
      db,
      batch.map((index) => {
        const placement = plan.placements[index]!;
        const parentId =
          placement.under === 'imported'
            ? ids[placement.index]!
            : placement.under === 'existing'
              ? placement.id
              : null;
        return { record: kept[index]!, id: ids[index]!, code: codes[index]!, parentId };
      }),
    );
    await ctx.legacyIds.rememberMany(
      'customers',
      batch.map((index) => [kept[index]!.legacyId, ids[index]!] as const),
    );
    report.imported += batch.length;
    bar.update(i + batch.length);
  }
  if (bulkTree) await finishReferralBulkLoad(db, ids);
  bar.finish();
}

/** Customers an earlier import brought in, by code: parents a later export may name. */
async function importedEarlier(db: Queryable, codes: string[]): Promise<[string, string][]> {
  if (codes.length === 0) return [];
  const rows = await db.query<{ code: string; id: string }>(
    `select c.code, c.id from customers c
     join legacy_ids l on l.legacy_table = 'customers' and l.new_id = c.id::text
     where c.code = any($1::text[])`,
    [codes],
  );
  return rows.map((row) => [row.code, row.id]);
}

/** customer_code_seq past every A-code the export keeps, so next_customer_code() never walks them. */
async function advanceCodeSequence(db: Queryable, codes: (string | null)[]): Promise<void> {
  const highest = codes.reduce(
    (max, code) => (code && /^A\d+$/.test(code) ? Math.max(max, Number(code.slice(1))) : max),
    0,
  );
  await db.query(
    `select setval('customer_code_seq', $1::bigint) where $1::bigint >= (select last_value from customer_code_seq)`,
    [highest],
  );
}

interface NewCustomer {
  record: CustomerRecord;
  id: string;
  code: string;
  parentId: string | null;
}

async function insertBatch(db: Queryable, batch: NewCustomer[]): Promise<void> {
  const column = <T>(pick: (c: NewCustomer) => T) => batch.map(pick);
  await db.query(
    `insert into customers (id, name, phone, address, code, parent_id, status, is_reserved, tier,
                            total_spent_paise, password_hash, joined_at, created_at, points, point_money_paise)
     select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::text[],
                          $8::boolean[], $9::text[], $10::bigint[], $11::text[], $12::timestamptz[], $13::timestamptz[], $14::bigint[], $15::integer[])`,
    [
      column((c) => c.id),
      column((c) => c.record.name),
      column((c) => c.record.phone),
      column((c) => c.record.address),
      column((c) => c.code),
      column((c) => c.parentId),
      column((c) => c.record.status),
      column((c) => c.record.passwordHash === null),
      column((c) => c.record.tier),
      column((c) => c.record.totalSpentPaise),
      column((c) => c.record.passwordHash),
      column((c) => c.record.joinedAt),
      column((c) => c.record.createdAt),
      column((c) => c.record.points),
      column((c) => c.record.carriedPaise),
    ],
  );
  const months = batch.flatMap((c) =>
    c.record.monthlySpend.map(([month, paise]) => [c.id, month, paise] as const),
  );
  if (months.length > 0)
    await db.query(
      `insert into customer_monthly_spend (customer_id, month, spent_paise)
       select * from unnest($1::uuid[], $2::text[], $3::bigint[])`,
      [months.map((m) => m[0]), months.map((m) => m[1]), months.map((m) => m[2])],
    );
  await recordOpeningBalances(
    db,
    batch
      .filter((c) => c.record.points !== 0 || c.record.carriedPaise !== 0)
      .map((c) => ({
        customerId: c.id,
        points: c.record.points,
        carriedPaise: c.record.carriedPaise,
        note:
          c.record.carriedPaise !== 0 ? `${formatPaise(c.record.carriedPaise)} point money carried` : null,
        at: c.record.createdAt,
      })),
  );
}
