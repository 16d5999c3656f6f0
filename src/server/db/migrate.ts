import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCKS } from './advisory-lock';
import { liftSessionLimits, type Database, type Queryable } from './client';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every migrations/NNN-name.sql not yet applied, in order, in one transaction
 * under an advisory lock, so several API processes starting at once are safe. Without the
 * session limits: a migration may take minutes on a big shop, and the others wait for it.
 */
export function migrate(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await liftSessionLimits(tx);
    await tx.query('select pg_advisory_xact_lock($1)', [LOCKS.migrations]);
    return applyMigrations(tx);
  });
}

/** The migrations this version of the shop knows (file names), oldest first. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort();
}

/**
 * The same inside a transaction the caller holds (with LOCKS.migrations taken), e.g. an import;
 * `only` applies just those of the list (a restore brings a new database to its backup's schema).
 */
export async function applyMigrations(tx: Queryable, only?: readonly string[]): Promise<string[]> {
  const files = migrationFiles().filter((name) => !only || only.includes(name));
  await tx.query(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Set(
    (await tx.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
  );
  const pending = files.filter((name) => !applied.has(name));
  for (const name of pending) {
    await tx.exec(readFileSync(join(MIGRATIONS_DIR, name), 'utf8'));
    await tx.query('insert into schema_migrations (name) values ($1)', [name]);
  }
  return pending;
}
