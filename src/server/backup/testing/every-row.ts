import type { Queryable } from '../../db/client';
import { shopTables } from '../shop-tables';

/** Every table's rows as text, sorted: two shops with equal maps hold the same data. */
export async function everyRow(db: Queryable): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of [...(await shopTables(db)), 'schema_migrations']) {
    const lines = await db.query<{ line: string }>(
      `select t::text as line from "${table}" t order by 1 ${table === 'schema_migrations' ? 'limit 0' : ''}`,
    );
    rows[table] = lines.map((row) => row.line);
  }
  rows.migrations = (await db.query<{ name: string }>('select name from schema_migrations order by 1')).map(
    (row) => row.name,
  );
  rows.sequences = (
    await db.query<{ s: string }>(
      `select sequencename || ' ' || coalesce(last_value, 0) as s from pg_sequences where schemaname = 'public' order by 1`,
    )
  ).map((row) => row.s);
  return rows;
}
