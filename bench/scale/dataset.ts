/**
 * The bench's database: reused when it already holds this SCALE's data set, otherwise emptied and
 * filled. It refuses a database it did not make (one with tables but no bench marker), so pointing
 * DATABASE_URL at a real shop can never wipe it.
 */
import pg from 'pg';
import { openPostgres } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { auditLogStep, GENERATED_TABLES, malayalamNamesStep, runGeneration } from './generate';
import type { Sizes } from './sizes';

/** Bump when the generator draws a different shop: older data sets are then made again. */
const GENERATOR_VERSION = 1;
const MARKER = 'bench_scale_data';

interface Marker {
  scale: number;
  version: number;
  made_at: Date;
  /** Null while the data set is being made (an interrupted run is made again). */
  seconds: number | null;
}

async function readMarker(client: pg.Client): Promise<Marker | null | 'foreign'> {
  const [{ tables }] = (
    await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname = 'public'`,
    )
  ).rows as [{ tables: number }];
  if (tables === 0) return null;
  const [{ marked }] = (
    await client.query<{ marked: boolean }>(`select to_regclass('public.${MARKER}') is not null as marked`)
  ).rows as [{ marked: boolean }];
  if (!marked) return 'foreign';
  const [row] = (await client.query<Marker>(`select scale, version, made_at, seconds from ${MARKER}`)).rows;
  return row ?? null;
}

/** Runs `load` with the tables' secondary indexes dropped, then builds them again (far faster than row by row). */
async function withIndexesRebuilt(
  client: pg.Client,
  log: (line: string) => void,
  load: () => Promise<void>,
  tables: readonly string[] = GENERATED_TABLES,
) {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
     from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  await load();
  const started = performance.now();
  for (const index of indexes) await client.query(index.definition);
  log(`  ${indexes.length} indexes built: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function fill(url: string, client: pg.Client, sizes: Sizes, log: (line: string) => void) {
  const started = performance.now();
  await client.query('drop schema public cascade; create schema public');
  const db = openPostgres(url, 1);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  await client.query(
    `set maintenance_work_mem = '1GB'; set work_mem = '256MB'; set synchronous_commit = off`,
  );
  const at = new Date();
  await client.query(
    `create table ${MARKER} (scale numeric not null, version integer not null, made_at timestamptz not null,
       seconds integer)`,
  );
  await client.query(`insert into ${MARKER} values ($1, $2, $3, null)`, [sizes.scale, GENERATOR_VERSION, at]);
  await withIndexesRebuilt(client, log, () => runGeneration(client, sizes, at, log));
  const vacuumed = performance.now();
  for (const table of GENERATED_TABLES) await client.query(`vacuum (analyze) ${table}`);
  log(`  vacuum and analyze: ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
  await client.query(`update ${MARKER} set seconds = $1`, [Math.round((performance.now() - started) / 1000)]);
}

/** A data set made before the generator drew the audit log gets it (once), as a new one would. */
async function addAuditLog(client: pg.Client, at: Date, log: (line: string) => void) {
  const { rows } = await client.query<{ empty: boolean }>(
    'select not exists (select 1 from audit_log) as empty',
  );
  if (!rows[0]!.empty) return;
  const step = auditLogStep(at);
  await withIndexesRebuilt(
    client,
    log,
    async () => {
      const started = performance.now();
      await client.query(step.sql);
      log(`  ${step.label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
    ['audit_log'],
  );
  await client.query('vacuum (analyze) audit_log');
}

/** A data set made before the generator drew Malayalam names gets them (once), as a new one would. */
async function addMalayalamNames(client: pg.Client, sizes: Sizes, log: (line: string) => void) {
  const { rows } = await client.query<{ none: boolean }>(
    `select not exists (select 1 from products where name_ml <> '') as none`,
  );
  if (!rows[0]!.none) return;
  const step = malayalamNamesStep(sizes);
  const started = performance.now();
  await client.query(step.sql);
  log(`  ${step.label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await client.query('vacuum (analyze) products');
}

/**
 * Makes sure the database of `url` holds the data set of `sizes`; returns when it was made.
 * Pending migrations are applied to a reused data set (so new indexes are measured too).
 */
export async function ensureDataset(url: string, sizes: Sizes, log: (line: string) => void): Promise<Date> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const marker = await readMarker(client);
    if (marker === 'foreign') {
      throw new Error(
        `${new URL(url).pathname.slice(1)} has tables but is not a bench:scale database; ` +
          'give DATABASE_URL an empty database (createdb shop_scale) — the bench never wipes a real shop',
      );
    }
    if (
      marker &&
      marker.seconds !== null &&
      Number(marker.scale) === sizes.scale &&
      marker.version === GENERATOR_VERSION
    ) {
      log(
        `Reusing the SCALE=${sizes.scale} data set made ${marker.made_at.toISOString()} (in ${marker.seconds} s).`,
      );
      const db = openPostgres(url, 1);
      try {
        const applied = await migrate(db);
        if (applied.length) {
          log(`  applied ${applied.join(', ')}`);
          // As autovacuum would in time: statistics and the visibility map for what they rewrote.
          for (const table of GENERATED_TABLES) await client.query(`vacuum (analyze) ${table}`);
        }
      } finally {
        await db.close();
      }
      await addAuditLog(client, marker.made_at, log);
      await addMalayalamNames(client, sizes, log);
      return marker.made_at;
    }
    log(
      `Generating SCALE=${sizes.scale}: ${sizes.customers} customers, ${sizes.products} products, ` +
        `${sizes.orders} orders…`,
    );
    await fill(url, client, sizes, log);
    const [row] = (await client.query<Marker>(`select made_at, seconds from ${MARKER}`)).rows;
    log(`Generated in ${row!.seconds} s.`);
    return row!.made_at;
  } finally {
    await client.end();
  }
}
