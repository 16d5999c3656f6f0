import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';

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
