import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './client';
import { newestMatches } from './newest-matches';

let db: Database;
let drop: () => Promise<void>;

/**
 * 300 notes, one a minute, some sharing a minute. "apple" is in every third (common), "kiwi" in
 * three (rare), "mango" only in the twelve oldest (rare lately, so the window never holds a page).
 */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await db.exec(`
    create table notes (id text primary key, at timestamptz not null, body text not null);
    insert into notes
    select 'n' || lpad(n::text, 3, '0'), timestamptz '2026-01-01' + make_interval(mins => n / 2),
           concat_ws(' ', case when n % 3 = 0 then 'apple' end, case when n in (7, 150, 298) then 'kiwi' end,
                          case when n <= 12 then 'mango' end, 'note ' || n)
    from generate_series(1, 300) n;`);
});
afterAll(() => drop());

/** Every page of `term`, `limit` at a time, through the keyset cursor. */
async function pages(term: string, window: number, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let after: { at: string; id: string } | null = null;
  for (let guard = 0; guard < 400; guard++) {
    const params: unknown[] = [`%${term}%`];
    const filters: string[] = [];
    if (after) {
      params.push(after.at, after.id);
      filters.push('(n.at, n.id) < ($2::timestamptz, $3)');
    }
    const ids = await newestMatches(db, {
      from: 'notes n',
      orderBy: ['n.at', 'n.id'],
      filters,
      match: 'n.body ilike $1',
      params,
      limit: limit + 1,
      window,
    });
    const rows = await db.query<{ id: string; at: string }>(
      `select id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
       from notes where id = any($1) order by notes.at desc, id desc`,
      [ids],
    );
    expect(rows.map((row) => row.id)).toEqual(ids);
    const shown = rows.slice(0, limit);
    seen.push(...shown.map((row) => row.id));
    if (rows.length <= limit) return seen;
    after = shown[shown.length - 1]!;
  }
  throw new Error('did not finish');
}

async function everyMatch(term: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'select id from notes where body ilike $1 order by at desc, id desc',
    [`%${term}%`],
  );
  return rows.map((row) => row.id);
}

describe('newest matches', () => {
  it.each([
    ['apple', 10],
    ['apple', 1000],
    ['kiwi', 10],
    ['mango', 10],
    ['mango', 40],
    ['nothing', 10],
  ])('pages through "%s" (window %i) exactly as a full sort would', async (term, window) => {
    const expected = await everyMatch(term);
    for (const limit of [1, 4, 25]) {
      expect(await pages(term, window, limit), `limit ${limit}`).toEqual(expected);
    }
  });

  it('reads each row once when a rare term is looked for among fewer rows than the window (a small status at 1M customers was walked twice)', async () => {
    const rowsRead = async () => {
      const [row] = await db.query<{ read: number }>(
        `select pg_stat_clear_snapshot(), (select coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0)
           from pg_stat_user_tables where relname = 'walked_notes')::int as read`,
      );
      return row!.read;
    };
    await db.exec('create table walked_notes as select * from notes'); // read by this test alone
    const before = await rowsRead();
    const ids = await db.transaction(async (tx) => {
      await tx.query('select pg_stat_force_next_flush()'); // this transaction's reads are counted at its commit
      return newestMatches(tx, {
        from: 'walked_notes n',
        orderBy: ['n.at', 'n.id'],
        filters: [],
        match: 'n.body ilike $1',
        params: ['%kiwi%'],
        limit: 25,
        window: 1000,
      });
    });
    expect(ids).toEqual(await everyMatch('kiwi'));
    await expect.poll(rowsRead).toBeGreaterThan(before);
    expect((await rowsRead()) - before).toBe(300);
  });
});
