import { userInfo } from 'node:os';
import pg from 'pg';
import {
  startEmbeddedPostgres,
  type EmbeddedOptions,
  type EmbeddedPostgres,
} from './embedded/embedded-postgres';

/** Something SQL can be sent to: the database itself, or one open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  /** The shop's own server when it runs embedded (no DATABASE_URL). */
  readonly embedded?: EmbeddedPostgres;
  /**
   * The one way to open a transaction. Runs `work` inside BEGIN/COMMIT, rolls back on
   * any error, and retries a few times on serialization failures and deadlocks.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || n >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * n + Math.random() * 10));
    }
  }
}

/** int8 (count(*), sums, bigint money) as JS numbers: safe far beyond any shop's totals. */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (value: string) => Number(value);

// As libpq does: a DATABASE_URL without a user name connects as the operating-system user (e.g.
// peer authentication over the server's socket), even where USER is not set (process managers).
try {
  pg.defaults.user ||= userInfo().username;
} catch {
  // A user id with no name (containers run as an arbitrary uid): the URL must then name the user.
}

export function openPostgres(connection: string | pg.ClientConfig, poolSize = 10): Database {
  const pool = new pg.Pool({
    // The shop's queries are short: PostgreSQL's JIT compiler, on by default, adds 30–100 ms to any
    // it guesses expensive (decision 018). A URL's own `options` parameter still wins.
    options: '-c jit=off',
    ...(typeof connection === 'string' ? { connectionString: connection } : connection),
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? toNumber
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, params as unknown[])).rows as Row[];
    },
    async exec(script: string) {
      await pool.query(script);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return withRetry(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work({
            async query<Row>(sql: string, params: readonly unknown[] = []) {
              return (await client.query(sql, params as unknown[])).rows as Row[];
            },
            async exec(script: string) {
              await client.query(script);
            },
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      });
    },
    close: () => pool.end(),
  };
}

/**
 * The shop's database: the PostgreSQL server of DATABASE_URL, or else its own embedded server on
 * DATA_DIR, started here and stopped by close().
 */
export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string },
  embeddedOptions: EmbeddedOptions = {},
): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const embedded = await startEmbeddedPostgres(options.dataDir, embeddedOptions);
  const db = openPostgres(embedded.connection);
  return {
    ...db,
    embedded,
    async close() {
      await db.close();
      await embedded.stop();
    },
  };
}
