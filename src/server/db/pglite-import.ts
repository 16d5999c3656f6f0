import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { LOCKS } from './advisory-lock';
import { liftSessionLimits, type Database, type Queryable } from './client';
import { StartupProblem } from './embedded/startup-problem';
import { applyMigrations, migrate } from './migrate';

/**
 * Shops that ran the first releases keep their data in DATA_DIR/pglite (PGlite, which never
 * fsyncs). At start (and before an admin command), when that folder exists and the shop's
 * PostgreSQL database holds no shop yet, the schema and everything in the folder are written in
 * one transaction, checked row for row, and the old folder is renamed to pglite-imported-<date>
 * (kept as a backup, never read again).
 */
export async function importPgliteData(
  dataDir: string,
  target: Database,
  log: (line: string) => void = console.log,
): Promise<{ tables: number; rows: number } | null> {
  const oldDir = join(dataDir, 'pglite');
  if (!existsSync(join(oldDir, 'PG_VERSION'))) return null;
  if (await holdsAShop(target)) {
    log(`  ${oldDir} was not imported: this database already holds a shop. Its files are left as they are.`);
    return null;
  }
  const source = await openPglite(oldDir);
  log(`  Moving the shop's data from ${oldDir} into PostgreSQL...`);
  try {
    await migrate(source); // bring the old copy to today's schema, so both sides match
    // Schema and rows in one transaction: if anything fails, nothing is kept and the next start
    // tries again (the database is still empty then).
    const copied = await target.transaction(async (tx) => {
      await liftSessionLimits(tx); // every row of the shop: it may take a while
      await tx.query('select pg_advisory_xact_lock($1)', [LOCKS.migrations]);
      if (await holdsAShop(tx)) return null; // another process imported it meanwhile
      await applyMigrations(tx);
      return copyAll(source, tx);
    });
    await source.close();
    if (!copied) return null;
    const backup = `${oldDir}-imported-${new Date().toISOString().slice(0, 10)}`;
    renameSync(oldDir, existsSync(backup) ? `${backup}-${Date.now()}` : backup);
    log(`  Moved ${copied.rows} rows in ${copied.tables} tables. The old files are kept in ${backup}.`);
    return copied;
  } catch (error) {
    await source.close().catch(() => undefined);
    throw error;
  }
}

/** A database holds a shop once it has an admin, a customer, a product or an order. */
export async function holdsAShop(db: Queryable): Promise<boolean> {
  const [schema] = await db.query<{ found: boolean }>(
    `select to_regclass('public.schema_migrations') is not null as found`,
  );
  if (!schema!.found) return false;
  const [data] = await db.query<{ found: boolean }>(
    `select exists (select 1 from admin_users) or exists (select 1 from customers)
         or exists (select 1 from products) or exists (select 1 from orders) as found`,
  );
  return data!.found;
}

const BATCH = 2000;

async function copyAll(source: Queryable, tx: Queryable): Promise<{ tables: number; rows: number }> {
  // Rows go in as they were: no triggers (append-only guards, cycle checks) and no foreign-key
  // order to respect; the counts are compared afterwards.
  await tx.query(`set local session_replication_role = replica`);
  const tables = await source.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations' order by 1`,
  );
  let rows = 0;
  for (const { name } of tables) {
    await tx.query(`delete from ${ident(name)}`); // rows the migrations seeded (settings, pages)
    const columns = (
      await source.query<{ column: string }>(
        `select column_name as column from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [name],
      )
    ).map((row) => ident(row.column));
    const list = columns.join(', ');
    for (let offset = 0; ; offset += BATCH) {
      const batch = await source.query<{ rows: string | null }>(
        `select json_agg(row_to_json(t))::text as rows
           from (select ${list} from ${ident(name)} order by ctid offset $1 limit $2) t`,
        [offset, BATCH],
      );
      const json = batch[0]?.rows;
      if (!json) break;
      await tx.query(
        `insert into ${ident(name)} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${ident(name)}, $1::json)`,
        [json],
      );
    }
    const [before] = await source.query<{ n: number }>(`select count(*)::int as n from ${ident(name)}`);
    const [after] = await tx.query<{ n: number }>(`select count(*)::int as n from ${ident(name)}`);
    if (before!.n !== after!.n) throw new Error(`Import of ${name} copied ${after!.n} of ${before!.n} rows`);
    rows += after!.n;
  }
  const sequences = await source.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public'`,
  );
  for (const { name } of sequences) {
    const [state] = await source.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${ident(name)}`,
    );
    await tx.query(`select setval($1, $2::bigint, $3)`, [name, state!.last_value, state!.is_called]);
  }
  return { tables: tables.length, rows };
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * PGlite as package.json names it (an optional peer and a dev dependency: production installs
 * leave it out), quoted for a shell.
 */
export const PGLITE_PACKAGE = '"@electric-sql/pglite@^0.5.16"';

/** A folder of old PGlite data to move, and no PGlite package to read it with. */
export class PgliteMissing extends StartupProblem {
  constructor(oldDir: string) {
    super(
      `This shop's data from an earlier release is in ${oldDir}, and moving it into PostgreSQL needs the ` +
        `PGlite package, which production installs leave out. In the shop's folder run\n\n` +
        `  npm install --no-save --save-prod --omit=dev ${PGLITE_PACKAGE}\n\n` +
        '(npm may say it moves PGlite to the dependencies: for this install only, package.json stays as it is), ' +
        'then start the shop again: it moves the data once (the old folder is kept, renamed). ' +
        'Afterwards the package can go again (npm prune --omit=dev).',
    );
    this.name = 'PgliteMissing';
  }
}

const loadPgliteModules = () =>
  Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);

/**
 * Just enough of a Database over the old PGlite folder to migrate and read it. PGlite is loaded
 * only here (PgliteMissing without it); `load` is for tests.
 */
export async function openPglite(dir: string, load = loadPgliteModules): Promise<Database> {
  const [{ PGlite }, { pg_trgm }] = await load().catch((error: unknown) => {
    throw isMissingPackage(error) ? new PgliteMissing(dir) : error;
  });
  const pglite = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  const over = (runner: Pick<typeof pglite, 'query' | 'exec'>): Queryable => ({
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await runner.query<Row>(sql, params as unknown[])).rows,
    exec: async (script: string) => void (await runner.exec(script)),
  });
  return {
    ...over(pglite),
    transaction: (work) => pglite.transaction((tx) => work(over(tx))),
    close: () => pglite.close(),
  };
}

/** Node's "no such package" when a package is imported (vitest's too). */
function isMissingPackage(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ERR_MODULE_NOT_FOUND';
}
