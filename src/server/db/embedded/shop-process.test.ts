import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { APP_ENV, spawnApp } from '../../testing/app-process';
import { databaseUser } from './database-user';
import { embeddedPaths } from './embedded-postgres';
import { processAlive } from './processes';

const dirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-process-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return join(dir, 'data');
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(embeddedPaths(dataDir).pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function waitGone(pid: number): Promise<boolean> {
  for (let i = 0; i < 200 && processAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return !processAlive(pid);
}

/** The shop as an operator runs it: `main.ts` with no DATABASE_URL starts its own server. */
describe.runIf(inject('testDatabase').embedded)('the shop on its embedded database', () => {
  it('refuses a second shop on the same DATA_DIR, and SIGTERM stops the shop and its database', async () => {
    const DATA_DIR = freshDataDir();
    const first = await spawnApp({ DATA_DIR });
    expect(first.output()).toContain(`embedded PostgreSQL server, files in ${DATA_DIR}/postgres`);
    const database = postmasterPid(DATA_DIR);

    const second = await spawnApp({ DATA_DIR }, { waitUntilHealthy: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another shop process (PID ${first.child.pid}) is already using DATA_DIR ${DATA_DIR}.`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await waitGone(database)).toBe(true);
    expect(existsSync(join(DATA_DIR, 'shop.pid'))).toBe(false);
    expect(existsSync(join(embeddedPaths(DATA_DIR).pgdata, 'postmaster.pid'))).toBe(false);
  }, 90_000);

  it('after the shop alone was killed, the next start stops the database it left running', async () => {
    const DATA_DIR = freshDataDir();
    const killed = await spawnApp({ DATA_DIR });
    const orphan = postmasterPid(DATA_DIR);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(processAlive(orphan)).toBe(true);

    const next = await spawnApp({ DATA_DIR });
    try {
      expect(processAlive(orphan)).toBe(false);
      expect(postmasterPid(DATA_DIR)).not.toBe(orphan);
    } finally {
      next.child.kill('SIGTERM');
      await next.exited;
    }
  }, 90_000);

  it.runIf(userInfo().uid === 0)(
    'runs as an ordinary user too (here it runs as root)',
    async () => {
      const user = databaseUser(); // an ordinary account that exists on this machine
      const DATA_DIR = freshDataDir();
      mkdirSync(DATA_DIR, { mode: 0o755 });
      chownSync(DATA_DIR, user.uid!, user.gid!);
      const shop = await spawnApp({ DATA_DIR }, { uid: user.uid, gid: user.gid });
      try {
        expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
      } finally {
        shop.child.kill('SIGTERM');
        expect(await shop.exited).toBe(0);
      }
    },
    90_000,
  );

  it('on Ctrl-C with requests in flight, answers them, then stops its database and exits cleanly', async () => {
    const DATA_DIR = freshDataDir();
    const shop = await spawnApp({ DATA_DIR }, { detached: true }); // its own group, like a terminal's
    const database = postmasterPid(DATA_DIR);
    const body = JSON.stringify({ username: APP_ENV.ADMIN_USERNAME, password: APP_ENV.ADMIN_PASSWORD });
    /** A sign-in on its own connection: its status, 'refused' if it was never accepted, 'cut' if dropped. */
    const signIn = () =>
      new Promise<number | 'refused' | 'cut'>((resolve) => {
        const request = httpRequest(
          `${shop.url}/api/auth/admin/login`,
          { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode!));
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) =>
          resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'cut'),
        );
        request.end(body);
      });
    const inFlight = Array.from({ length: 20 }, signIn);
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(-shop.child.pid!, 'SIGINT'); // what Ctrl-C sends to the terminal's foreground group

    const answers = await Promise.all(inFlight);
    expect(answers.filter((answer) => answer === 200).length).toBeGreaterThan(0);
    // Accepted requests are answered (503 once it is closing); none is dropped half-way.
    expect(answers.filter((answer) => answer !== 200 && answer !== 503 && answer !== 'refused')).toEqual([]);
    expect(await shop.exited).toBe(0);
    expect(shop.output()).not.toContain('The embedded PostgreSQL server stopped');
    expect(await waitGone(database)).toBe(true);
  }, 90_000);
});
