import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import { liftSessionLimits, openPostgres, prepared } from './client';
import { isDatabaseUnavailable } from './errors';

const run = promisify(execFile);

describe.runIf(inject('testDatabase').embedded)('DATABASE_URL', () => {
  it('without a user name connects as the operating-system user, as libpq does, even with USER unset', async () => {
    const { serverUrl } = inject('testDatabase');
    const me = userInfo().username;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop role if exists ${admin.escapeIdentifier(me)}`);
    await admin.query(`create role ${admin.escapeIdentifier(me)} login password 'os-user-secret'`);
    const socketDir = new URL(serverUrl).searchParams.get('host')!;
    const url = `postgres://:os-user-secret@/postgres?host=${encodeURIComponent(socketDir)}`;
    // A fresh process, started as a process manager starts it: with no USER in its environment.
    const script = `import { openPostgres } from './src/server/db/client.ts';
      const db = openPostgres(${JSON.stringify(url)}, 1);
      console.log(JSON.stringify(await db.query('select current_user as who')));
      await db.close();`;
    const { USER: _user, ...withoutUser } = process.env;
    try {
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          env: withoutUser,
        },
      );
      expect(JSON.parse(stdout)).toEqual([{ who: me }]);
    } finally {
      await admin.query(`drop role ${admin.escapeIdentifier(me)}`);
      await admin.end();
    }
  });
});

describe('the pool', () => {
  it('turns PostgreSQL’s JIT compiler off for the shop’s connections (it slows short queries)', async () => {
    const { db, drop } = await createTestDatabase();
    try {
      expect(await db.query(`select current_setting('jit') as jit`)).toEqual([{ jit: 'off' }]);
    } finally {
      await drop();
    }
  });

  it('prepares a statement marked hot once per connection and then only executes it', async () => {
    const { url, drop } = await createTestDatabase();
    const db = openPostgres(url, 1);
    const hot = prepared('select $1::int + 1 as next');
    try {
      expect(await db.query(hot, [1])).toEqual([{ next: 2 }]);
      expect(await db.transaction((tx) => tx.query(hot, [41]))).toEqual([{ next: 42 }]);
      const kept = await db.query<{ statement: string }>('select statement from pg_prepared_statements');
      expect(kept.map((row) => row.statement)).toEqual([hot]);
    } finally {
      await db.close();
      await drop();
    }
  });
});

describe.runIf(userInfo().uid === 0)('a process under a user id with no name (containers)', () => {
  it('still loads the database client', async () => {
    const script = `await import('./src/server/db/client.ts'); console.log('loaded');`;
    const { USER: _user, ...withoutUser } = process.env;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...withoutUser, HOME: '/tmp' },
      uid: 48_213, // no passwd entry
      gid: 48_213,
    });
    expect(stdout.trim()).toBe('loaded');
  });
});

/** Another session on the same database, to end or inspect the pool's sessions from outside. */
async function fromOutside<Row>(url: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return (await admin.query(sql, params)).rows as Row[];
  } finally {
    await admin.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a connection lost in the middle of a transaction (issue 20: a database restart took the shop down)', () => {
  it('fails that transaction as "database unavailable" without crashing the process; the pool carries on', async () => {
    const { url, drop } = await createTestDatabase();
    const db = openPostgres(url, 1);
    try {
      let runs = 0;
      const outcome = db.transaction(async (tx) => {
        runs++;
        const [me] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        // As a restart or failover does: the server ends the session while the shop holds it.
        await fromOutside(url, 'select pg_terminate_backend($1)', [me!.pid]);
        await pause(200); // the server's goodbye arrives while no query is running
        await tx.query('select 1');
      });
      const error = await outcome.catch((caught: unknown) => caught);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(runs).toBe(1);
      expect(await db.query('select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
      await drop();
    }
  });

  it('does not run a transaction again when its COMMIT lost the connection: it may have committed', async () => {
    const { url, drop } = await createTestDatabase();
    const db = openPostgres(url, 1);
    try {
      // A COMMIT that takes a moment (a deferred trigger), and the session ended during it.
      await db.exec(`
        create table commit_probe (id int);
        create function slow_commit() returns trigger language plpgsql as
          $$ begin perform pg_sleep(2); return null; end $$;
        create constraint trigger slow_commit after insert on commit_probe
          deferrable initially deferred for each row execute function slow_commit();`);
      let runs = 0;
      const outcome = db.transaction(async (tx) => {
        runs++;
        const [me] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        await tx.query('insert into commit_probe values (1)');
        setTimeout(() => void fromOutside(url, 'select pg_terminate_backend($1)', [me!.pid]), 300);
      });
      const error = await outcome.catch((caught: unknown) => caught);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect((error as Error).message).toMatch(/COMMIT/);
      expect(runs).toBe(1);
    } finally {
      await db.close();
      await drop();
    }
  });
});

describe('session limits (a runaway query or a forgotten transaction cannot hold a connection forever)', () => {
  it('cancels a statement that runs past the limit, and its connection goes back to the pool', async () => {
    const { url, drop } = await createTestDatabase();
    const db = openPostgres(url, 1, { statementTimeoutMs: 200, idleInTransactionTimeoutMs: 10_000 });
    try {
      const [before] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      const started = Date.now();
      await expect(db.query('select pg_sleep(30)')).rejects.toMatchObject({ code: '57014' });
      await expect(db.transaction((tx) => tx.query('select pg_sleep(30)'))).rejects.toMatchObject({
        code: '57014',
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      // The same session (one connection in this pool) answers the next query.
      expect(await db.query('select pg_backend_pid() as pid')).toEqual([before]);
    } finally {
      await db.close();
      await drop();
    }
  });

  it('has the server end a transaction left idle past the limit, without crashing the process', async () => {
    const { url, drop } = await createTestDatabase();
    const db = openPostgres(url, 1, { statementTimeoutMs: 10_000, idleInTransactionTimeoutMs: 200 });
    try {
      const forgotten = db.transaction(async (tx) => {
        await tx.query('select 1');
        await pause(800); // the server ends the session meanwhile
        await tx.query('select 1');
      });
      await expect(forgotten).rejects.toMatchObject({ code: '25P03' }); // idle_in_transaction_session_timeout
      expect(await db.query('select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
      await drop();
    }
  });

  it('are on for the shop’s connections by default, and long work lifts them for its own transaction', async () => {
    const { db, url, drop } = await createTestDatabase();
    const limited = openPostgres(url, 1, { statementTimeoutMs: 100, idleInTransactionTimeoutMs: 100 });
    try {
      expect(
        await db.query(
          `select current_setting('statement_timeout') as statement,
                  current_setting('idle_in_transaction_session_timeout') as idle`,
        ),
      ).toEqual([{ statement: '30s', idle: '30s' }]);
      const long = await limited.transaction(async (tx) => {
        await liftSessionLimits(tx);
        await pause(400);
        return tx.query<{ done: string }>(`select pg_sleep(0.4)::text as done`);
      });
      expect(long).toEqual([{ done: '' }]);
    } finally {
      await limited.close();
      await drop();
    }
  });
});
