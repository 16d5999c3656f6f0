import type { Queryable } from './client';

/**
 * ANALYZE every table of the shop (schema public), so the planner's statistics describe the rows
 * a bulk change just wrote (docs/decisions/053). Autovacuum would get there in time, but a query
 * planned on statistics that say a table is empty, or a column always 0, can pick a nested loop
 * that rescans a million rows per row: an import, a restore and the scale bench's loader call it
 * as soon as they have written. It runs inside the caller's transaction (ANALYZE may; VACUUM may
 * not), which sees its own rows, and a rollback takes the statistics back with the rows.
 */
export async function analyzeShopTables(db: Queryable): Promise<void> {
  const rows = await db.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  if (rows.length) await db.query(`analyze ${rows.map((row) => row.name).join(', ')}`);
}
