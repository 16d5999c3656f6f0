import { userInfo } from 'node:os';
import pg from 'pg';
import {
  startEmbeddedPostgres,
  type EmbeddedOptions,
  type EmbeddedPostgres,
} from './embedded/embedded-postgres';
import { CommitOutcomeUnknown, isDatabaseUnavailable } from './errors';

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

/**
 * How long one statement may run, and a transaction may sit idle, before the server ends it: a
 * runaway query or a transaction the code forgot cannot hold a connection (and its locks) forever.
 * The shop's requests take milliseconds; work that legitimately takes longer (migrations, backups,
 * restores, the import) lifts both for its own transaction with liftSessionLimits.
 */
export interface SessionLimits {
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export const SESSION_LIMITS: SessionLimits = {
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 30_000,
};

/** A connection the server does not accept within this long fails (503) instead of hanging the request. */
const CONNECT_TIMEOUT_MS = 10_000;

/** For long work (a migration, a backup, a restore, an import): no limits for the rest of this transaction. */
export async function liftSessionLimits(tx: Queryable): Promise<void> {
  await tx.exec('set local statement_timeout = 0; set local idle_in_transaction_session_timeout = 0');
}

export function openPostgres(
  connection: string | pg.ClientConfig,
  poolSize = 10,
  limits: SessionLimits = SESSION_LIMITS,
): Database {
  const pool = new pg.Pool({
    // The shop's queries are short: PostgreSQL's JIT compiler, on by default, adds 30–100 ms to any
    // it guesses expensive (decision 018). A URL's own `options` parameter still wins.
    options: [
      '-c jit=off',
      `-c statement_timeout=${limits.statementTimeoutMs}`,
      `-c idle_in_transaction_session_timeout=${limits.idleInTransactionTimeoutMs}`,
    ].join(' '),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
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
    query: (sql, params) => withClient(pool, (client) => rowsOf(client, sql, params)),
    exec: (script) => withClient(pool, async (client) => void (await client.query(script))),
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return withRetry(() =>
        withClient(pool, async (client) => {
          await client.query('BEGIN');
          try {
            const result = await work({
              query: (sql, params) => rowsOf(client, sql, params),
              exec: async (script) => void (await client.query(script)),
            });
            await commit(client);
            return result;
          } catch (error) {
            await client.query('ROLLBACK').catch(() => undefined); // a broken client is discarded below
            throw error;
          }
        }),
      );
    },
    close: () => pool.end(),
  };
}

/** The statements marked with `prepared`, each with its name (one per distinct SQL text). */
const preparedNames = new Map<string, string>();

/**
 * Marks a hot statement (run many times a second with different parameters) to be prepared once
 * per connection and then only executed: PostgreSQL plans a short query in about as long as it
 * runs it (decision 051). Returns the SQL unchanged; `query` sends it as a named statement.
 * Only for a constant SQL text: every distinct text takes a name, and memory, on each connection.
 */
export function prepared(sql: string): string {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `shop_${preparedNames.size + 1}`);
  return sql;
}

/** Whether `query` sends this SQL as a prepared statement. */
export const isPrepared = (sql: string): boolean => preparedNames.has(sql);

async function rowsOf<Row>(client: pg.PoolClient, sql: string, params: readonly unknown[] = []) {
  const name = preparedNames.get(sql);
  const values = params as unknown[];
  return (await (name ? client.query({ name, text: sql, values }) : client.query(sql, values))).rows as Row[];
}

/** What pg answers for a query on a client whose connection already broke (nothing was sent). */
const NOT_QUERYABLE = /^Client has encountered a connection error/;

/** COMMIT; a connection that breaks while it is on its way leaves the outcome unknown, and says so. */
async function commit(client: pg.PoolClient): Promise<void> {
  try {
    await client.query('COMMIT');
  } catch (error) {
    const unsent = error instanceof Error && NOT_QUERYABLE.test(error.message);
    throw isDatabaseUnavailable(error) && !unsent ? new CommitOutcomeUnknown(error) : error;
  }
}

/**
 * `use` on a client of the pool. While checked out, the client listens for 'error' itself (the
 * pool listens only while it is idle): a server that restarts, fails over or ends the session
 * emits one, and an 'error' nobody listens for ends the process. The client goes back to the pool
 * only whole (connected, no transaction left open); otherwise it is discarded and replaced.
 */
async function withClient<T>(pool: pg.Pool, use: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken ??= error;
  };
  client.on('error', onError);
  try {
    return await use(client);
  } catch (error) {
    // Refused because the connection had already broken: the break itself says why (the server
    // shut down, or ended a transaction left idle too long).
    if (broken && error instanceof Error && NOT_QUERYABLE.test(error.message)) throw broken;
    throw error;
  } finally {
    client.removeListener('error', onError);
    const whole = !broken && client.getTransactionStatus() === 'I';
    client.release(whole ? undefined : (broken ?? new Error('a transaction was left open')));
  }
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
