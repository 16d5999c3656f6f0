import type { Queryable } from '../db/client';

/** A table or column name quoted for SQL. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The shop's tables (public schema) but the migrations' own list and the health check's probe, by name. */
export async function shopTables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select tablename as name from pg_tables
      where schemaname = 'public' and tablename not in ('schema_migrations', 'health_write_probe')
      order by 1`,
  );
  return rows.map((row) => row.name);
}

/** A table's columns that hold data (generated ones are computed again), in table order. */
export async function storedColumns(db: Queryable, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [ident(table)],
  );
  return rows.map((row) => row.name);
}

/** The applied migrations, oldest first; empty when the database has no schema yet. */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const [schema] = await db.query<{ found: boolean }>(
    `select to_regclass('public.schema_migrations') is not null as found`,
  );
  if (!schema!.found) return [];
  const rows = await db.query<{ name: string }>('select name from schema_migrations order by name');
  return rows.map((row) => row.name);
}
