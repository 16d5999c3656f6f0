import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCKS } from './advisory-lock';
import { liftSessionLimits, type Database, type Queryable } from './client';
import { StartupProblem } from './embedded/startup-problem';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every migrations/NNN-name.sql not yet applied, in order, in one transaction
 * under an advisory lock, so several API processes starting at once are safe. Without the
 * session limits: a migration may take minutes on a big shop, and the others wait for it.
 * Refuses (ChangedMigration) when a file this database applied has changed since.
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

/** The text of one of migrationFiles(). */
export function migrationSql(name: string): string {
  return readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
}

/**
 * What a migration's text is recorded as when it is applied: SHA-256 of the file with its line
 * endings made LF and a leading byte-order mark dropped, so a Windows checkout of the same file
 * has the same checksum (docs/decisions/046).
 */
export function migrationChecksum(sql: string): string {
  const text = sql.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  return createHash('sha256').update(text).digest('hex');
}

/** Files this database applied that have changed since: the shop refuses to start on them. */
export class ChangedMigration extends StartupProblem {
  constructor(readonly files: readonly string[]) {
    super(
      `${files.length === 1 ? 'Migration' : 'Migrations'} ${files.join(', ')} changed after this database applied ` +
        `${files.length === 1 ? 'it' : 'them'} (src/server/db/migrations). The shop did not start, and nothing in ` +
        'the database was changed. A migration that has run is never edited: put the file back as it was ' +
        '(git checkout -- <file>) and write the change as a new migration with the next free number.',
    );
    this.name = 'ChangedMigration';
  }
}

/**
 * The same inside a transaction the caller holds (with LOCKS.migrations taken), e.g. an import;
 * `only` applies just those of the list (a restore brings a new database to its backup's schema).
 * Each applied file's checksum is recorded; one applied before checksums were (a shop of an earlier
 * release) is recorded as the file is now. Any other applied file that differs from its record
 * stops the work with ChangedMigration before anything is applied.
 */
export async function applyMigrations(tx: Queryable, only?: readonly string[]): Promise<string[]> {
  const known = migrationFiles();
  const sql = new Map(known.map((name) => [name, migrationSql(name)]));
  const checksum = new Map(known.map((name) => [name, migrationChecksum(sql.get(name)!)]));
  await tx.query(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  // Owned here, not by a migration: the check runs before any migration does.
  await tx.query(`alter table schema_migrations add column if not exists checksum text`);
  const applied = await tx.query<{ name: string; checksum: string | null }>(
    'select name, checksum from schema_migrations',
  );
  const changed = applied
    .filter(
      (row) => row.checksum !== null && checksum.has(row.name) && row.checksum !== checksum.get(row.name),
    )
    .map((row) => row.name)
    .sort();
  if (changed.length) throw new ChangedMigration(changed);
  for (const row of applied.filter((row) => row.checksum === null && checksum.has(row.name)))
    await tx.query('update schema_migrations set checksum = $2 where name = $1', [
      row.name,
      checksum.get(row.name),
    ]);

  const done = new Set(applied.map((row) => row.name));
  const pending = known.filter((name) => !done.has(name) && (!only || only.includes(name)));
  for (const name of pending) {
    await tx.exec(sql.get(name)!);
    await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [
      name,
      checksum.get(name),
    ]);
  }
  return pending;
}
