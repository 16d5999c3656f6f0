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
 *      ends inside the window;
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
  const newest = (columns: string) =>
    `select ${columns} from ${from} ${where(filters)} order by ${at} desc, ${id} desc limit ${window}`;
  const n = `$${params.length + 1}`;
  const step1 = `with hits as materialized (
       select id, at from (${newest(`${id} as id, ${at} as at, (${match}) as hit`)}) recent where hit limit ${n}
     )
     select array_agg(id order by at desc, id desc) as ids,
            count(*) >= ${n} or (select count(*) from (${newest('1')}) recent) < ${window} as done
     from hits`;
  const [recent] = await db.query<{ ids: Id[] | null; done: boolean }>(prepare ? prepared(step1) : step1, [
    ...params,
    limit,
  ]);
  if (recent!.done) return recent!.ids ?? [];
  const rows = await db.query<{ id: Id }>(
    `select id from (select ${id} as id, ${at} as at from ${from} ${where([...filters, match])} offset 0) every_match
     order by at desc, id desc limit ${n}`,
    [...params, limit],
  );
  return rows.map((row) => row.id);
}
