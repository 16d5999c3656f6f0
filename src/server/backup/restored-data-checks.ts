import type { Queryable } from '../db/client';
import { KEPT_TOTALS } from '../db/kept-totals';
import { BadBackup } from './backup-format';
import { ident } from './shop-tables';

/**
 * A restore loads rows with triggers off (docs/decisions/035), so nothing the triggers check, and
 * no foreign key, is checked as rows go in: a file edited by hand could hold a customer with
 * 999,999 points and no ledger, two customers who referred each other, or an order line of no
 * order. These checks do the triggers' work once, set-based, before the restore commits
 * (docs/decisions/039); any problem refuses the whole restore, naming what is wrong with an example.
 */

/** A rule the restored rows break: how many rows, and one of them. */
interface Broken {
  what: string;
  count: number;
  example: string;
}

/** Every problem found, as one BadBackup (nothing is restored); nothing found, nothing thrown. */
function refuseIfBroken(broken: Broken[]): void {
  if (broken.length === 0) return;
  throw new BadBackup(
    `The backup's rows break the shop's rules: the file was changed or is corrupt.\n${broken
      .map((rule) => `  - ${rule.count} ${rule.what}, e.g. ${rule.example}`)
      .join('\n')}`,
  );
}

async function countAndExample(tx: Queryable, what: string, sql: string): Promise<Broken | null> {
  const [row] = await tx.query<{ broken: number; example: string | null }>(
    `select count(*)::bigint as broken, min(example) as example from (${sql}) m`,
  );
  return row!.broken > 0 ? { what, count: row!.broken, example: row!.example ?? '' } : null;
}

/** Each foreign key of the shop's tables: every row's reference names a row that is there. */
async function brokenReferences(tx: Queryable): Promise<Broken[]> {
  const keys = await tx.query<{ child: string; parent: string; columns: string[]; targets: string[] }>(
    `select k.conrelid::regclass::text as child, k.confrelid::regclass::text as parent,
            array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)::text[] as columns,
            array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
                  join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)::text[] as targets
       from pg_constraint k
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace
      order by 1, 3`,
  );
  const broken: Broken[] = [];
  for (const key of keys) {
    const columns = key.columns.map((column) => `c.${ident(column)}`);
    const found = await countAndExample(
      tx,
      `rows of ${key.child} whose ${key.columns.join(', ')} names no row of ${key.parent}`,
      // A customer is named by their code, any other row by the reference it holds.
      `select coalesce((to_jsonb(c) ->> 'code') || ' names ', '') || (${columns.join(` || ', ' || `)})::text as example
         from ${key.child} c
        where ${columns.map((column) => `${column} is not null`).join(' and ')}
          and not exists (select 1 from ${key.parent} p
                           where ${key.targets.map((target, n) => `p.${ident(target)} = ${columns[n]}`).join(' and ')})`,
    );
    if (found) broken.push(found);
  }
  return broken;
}

/** Every customer reached walking down from those with no referrer (or a missing one). */
const REACHED = `with recursive reached(id) as (
  select c.id from customers c left join customers p on p.id = c.parent_id
   where c.parent_id is null or p.id is null
  union all
  select c.id from customers c join reached r on c.parent_id = r.id
)`;

/**
 * The referral tree has no loop (migration 001's trigger refuses one): every customer is reached
 * walking down from the members with no referrer, A100's children. A customer who is not is in a
 * loop of referrers or below one; the example shows a loop, found walking up from one of them. (A
 * customer whose referrer is missing is a broken reference, reported above: here a start.)
 */
async function referralLoops(tx: Queryable): Promise<Broken | null> {
  // Each step down joins one level (a few thousand members) to its children: through the children
  // index. The planner cannot know a level's size and sorts every customer at every level for a
  // merge join instead (14 s at 300k customers, 3 s this way), so merge joins (and JIT, compiling
  // for the same wrong sizes) are off for this one statement. A tree reaches each member once, so
  // counting the walk counts who it reached.
  const [before] = await tx.query<{ merge: string; jit: string }>(
    `select current_setting('enable_mergejoin') as merge, current_setting('jit') as jit,
            set_config('enable_mergejoin', 'off', true), set_config('jit', 'off', true)`,
  );
  const [walk] = await tx.query<{ unreached: number }>(
    `${REACHED}
     select (select count(*) from customers) - (select count(*) from reached) as unreached`,
  );
  await tx.query(`select set_config('enable_mergejoin', $1, true), set_config('jit', $2, true)`, [
    before!.merge,
    before!.jit,
  ]);
  if (walk!.unreached === 0) return null;
  const [unreached] = await tx.query<{ id: string }>(
    `${REACHED}
     select min(c.id::text) as id from customers c where not exists (select 1 from reached r where r.id = c.id)`,
  );
  const [loop] = await tx.query<{ codes: string[] }>(
    `with recursive up(id, depth) as (
       select $1::uuid, 0
       union all
       select c.parent_id, up.depth + 1 from up join customers c on c.id = up.id where c.parent_id is not null
     ) cycle id set looped using path
     select array_agg(c.code order by up.depth) as codes from up join customers c on c.id = up.id`,
    [unreached!.id],
  );
  // The walk ends where it comes back to a member it passed: the loop runs from there.
  const walked = loop!.codes;
  const codes = walked.slice(walked.indexOf(walked.at(-1)!));
  const shown = codes.length > 12 ? [...codes.slice(0, 6), '…', ...codes.slice(-6)] : codes;
  return {
    what: 'customers in a loop of referrers or below one (each loop member is its own upline)',
    count: walk!.unreached,
    example: shown.join(' → '),
  };
}

/**
 * Each sequence that gives a column its values (ids, identity columns) stands past the largest
 * value restored: otherwise the shop's next new row would take an id that is already there.
 */
async function sequencesBehind(tx: Queryable): Promise<Broken | null> {
  const owned = await tx.query<{ sequence: string; tableName: string; column: string }>(
    `select d.objid::regclass::text as sequence, d.refobjid::regclass::text as "tableName", a.attname as column
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        and d.deptype in ('a', 'i') and s.relnamespace = 'public'::regnamespace
      order by 1`,
  );
  const behind: string[] = [];
  for (const { sequence, tableName, column } of owned) {
    const [row] = await tx.query<{ next: number; largest: number | null }>(
      `select (select case when is_called then last_value + 1 else last_value end from ${sequence}) as next,
              (select max(${ident(column)})::bigint from ${tableName}) as largest`,
    );
    if (row!.largest !== null && row!.largest >= row!.next)
      behind.push(`${sequence} gives ${row!.next} next, but ${tableName}.${column} holds ${row!.largest}`);
  }
  return behind.length
    ? { what: 'sequences behind the values they give', count: behind.length, example: behind[0]! }
    : null;
}

/**
 * Before the backup's schema is brought up to date (its migrations walk the tree, which a loop
 * would make endless): every reference resolves and the referral tree has no loop.
 */
export async function checkRestoredShape(tx: Queryable): Promise<void> {
  const broken = await brokenReferences(tx);
  const loops = await referralLoops(tx);
  refuseIfBroken(loops ? [...broken, loops] : broken);
}

/** At the current schema: every kept total equals a count from scratch, every sequence is ahead. */
export async function checkRestoredTotals(tx: Queryable): Promise<void> {
  const broken: Broken[] = [];
  for (const total of KEPT_TOTALS) {
    const found = await countAndExample(tx, total.what, total.sql);
    if (found) broken.push(found);
  }
  const sequences = await sequencesBehind(tx);
  refuseIfBroken(sequences ? [...broken, sequences] : broken);
}
