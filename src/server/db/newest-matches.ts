import { prepared, type Queryable } from './client';

/**
 * The newest rows that match a search, fast whether the term is common or rare (docs/decisions/018).
 *
 * A list ordered newest first can be served two ways: walk the date index and test each row (fast
 * when matches are common: a page is found after a few rows; slow when they are rare: the walk
 * can cover the whole table), or fetch every match through the trigram index and sort them (fast
 * when rare, slow when common). The planner cannot tell which from a LIKE pattern, and picked badly
 * at 2M orders (350 ms for a name). So:
 *
 *   1. walk the newest rows after the cursor, at most `window` of them, and stop at a page of
 *      matches: that is the page (nothing newer was skipped); so is what was found when the table
 *      ends inside the window. One walk tells both: its last row comes back too (docs/decisions/053);
 *      a second walk to count the window read a small status of 1M customers twice;
 *   2. otherwise the term is rare (fewer than `limit` matches in `window` rows): fetch every match
 *      through the index and sort them. The fetch is fenced off (`offset 0`) from the ORDER BY and
 *      LIMIT, so the planner cannot choose the date walk here.
 *
 * Two statements, not one: planned together, step 2's estimate for a common term (all its matches,
 * sorted) made PostgreSQL JIT-compile the query, 30–60 ms for 1 ms of work. Step 2 is planned only
 * when it runs, for a rare term. A common term costs a short walk; a rare one the window plus its
 * few matches. The one slow case is a term rare among recent rows but common in old ones.
 */
export interface NewestMatches {
  /** `from` clause naming the table with its alias, e.g. `orders o`. */
  from: string;
  /** The key the list is ordered by, newest first, e.g. `['o.order_date', 'o.id']`. */
  orderBy: [string, string];
  /** Conditions besides the search (filters and the keyset position); all must hold. */
  filters: string[];
  /** The search condition. */
  match: string;
  /** Parameters of the filters and the match ($1, $2, ... in them). */
  params: unknown[];
  /** How many rows to return. */
  limit: number;
  /** How many of the newest rows step 1 tests at most. */
  window: number;
  /** Prepare step 1 (client.ts `prepared`): for a hot list whose SQL takes a few fixed shapes. */
  prepare?: boolean;
}

/** The ids of up to `limit` matching rows, newest first. */
export async function newestMatches<Id = string>(
  db: Queryable,
  { from, orderBy: [at, id], filters, match, params, limit, window, prepare = false }: NewestMatches,
): Promise<Id[]> {
  const where = (conditions: string[]) => (conditions.length ? `where ${conditions.join(' and ')}` : '');
  const n = `$${params.length + 1}`;
  // One walk: the matches in it, and its last row whether it matches or not, which says the walk
  // went the whole window (so there may be older matches). It stops at a page of matches.
  const step1 = `select id, hit, walked = ${window} as last from (
       select id, hit, row_number() over () as walked from (
         select ${id} as id, (${match}) as hit from ${from} ${where(filters)}
         order by ${at} desc, ${id} desc limit ${window}) newest
     ) recent where hit or walked = ${window} limit ${n}`;
  const walk = await db.query<{ id: Id; hit: boolean; last: boolean }>(prepare ? prepared(step1) : step1, [
    ...params,
    limit,
  ]);
  const hits = walk.filter((row) => row.hit).map((row) => row.id);
  if (hits.length >= limit || !walk.some((row) => row.last)) return hits;
  const rows = await db.query<{ id: Id }>(
    `select id from (select ${id} as id, ${at} as at from ${from} ${where([...filters, match])} offset 0) every_match
     order by at desc, id desc limit ${n}`,
    [...params, limit],
  );
  return rows.map((row) => row.id);
}
