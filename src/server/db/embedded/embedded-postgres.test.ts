import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DataDirInUse } from './data-dir-lock';
import { embeddedPaths, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { processAlive } from './processes';

const dirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-embedded-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function query<Row>(server: EmbeddedPostgres, sql: string): Promise<Row[]> {
  const client = new pg.Client(server.connection);
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(embeddedPaths(dataDir).pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

describe.runIf(inject('testDatabase').embedded)('the embedded PostgreSQL server', () => {
  it('keeps its shared buffers to 32 MB, so a long day of orders cannot grow the database past it', async () => {
    const server = await startEmbeddedPostgres(freshDataDir());
    try {
      const [memory] = await query<Record<string, string>>(
        server,
        `select current_setting('shared_buffers') as buffers, current_setting('wal_buffers') as wal`,
      );
      expect(memory).toEqual({ buffers: '32MB', wal: '4MB' });
    } finally {
      await server.stop();
    }
  });

  it('initialises a durable, socket-only server whose password only the owner can read', async () => {
    const dataDir = freshDataDir();
    const server = await startEmbeddedPostgres(dataDir);
    try {
      const [settings] = await query<Record<string, string>>(
        server,
        `select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync,
                current_setting('full_page_writes') as fpw, current_setting('listen_addresses') as listen,
                current_setting('server_version_num') as version`,
      );
      expect(settings).toMatchObject({ fsync: 'on', sync: 'on', fpw: 'on', listen: '' });
      expect(Number(settings!.version)).toBeGreaterThanOrEqual(180000);
      expect(statSync(embeddedPaths(dataDir).password).mode & 0o777).toBe(0o600);
      expect(statSync(embeddedPaths(dataDir).pgdata).mode & 0o777).toBe(0o700);
      expect(server.connection.host).toBe(embeddedPaths(dataDir).socketDir);
      await query(server, 'create table kept (note text); insert into kept values ($$after restart$$)');
    } finally {
      await server.stop();
    }
    const again = await startEmbeddedPostgres(dataDir);
    try {
      expect(await query(again, 'select note from kept')).toEqual([{ note: 'after restart' }]);
    } finally {
      await again.stop();
    }
  });

  it('refuses a second start on the same DATA_DIR and takes over a lock left by a dead process', async () => {
    const dataDir = freshDataDir();
    const server = await startEmbeddedPostgres(dataDir);
    await expect(startEmbeddedPostgres(dataDir)).rejects.toBeInstanceOf(DataDirInUse);
    await server.stop();

    // A crash leaves shop.pid behind, naming a process that no longer runs.
    writeFileSync(join(dataDir, 'shop.pid'), '999999\n');
    const after = await startEmbeddedPostgres(dataDir);
    await after.stop();
  });

  it('starts after a crash whose postmaster.pid now names another program', async () => {
    const dataDir = freshDataDir();
    // As in a power cut, the shop goes down with its database: nothing starts the server again.
    const server = await startEmbeddedPostgres(dataDir, { shouldRestart: () => false });
    await query(server, 'create table orders_kept (id int); insert into orders_kept values (1)');
    const pid = postmasterPid(dataDir);
    const pidFile = join(embeddedPaths(dataDir).pgdata, 'postmaster.pid');
    const lines = readFileSync(pidFile, 'utf8');
    execFileSync('pkill', ['-KILL', '-f', embeddedPaths(dataDir).pgdata]);
    while (processAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.stop(); // releases our lock; the server is already gone
    // The container restarted and the old PID now belongs to this (live, non-PostgreSQL) process.
    writeFileSync(pidFile, lines.replace(/^\d+/, String(process.pid)));

    const recovered = await startEmbeddedPostgres(dataDir);
    try {
      expect(await query(recovered, 'select id from orders_kept')).toEqual([{ id: 1 }]);
    } finally {
      await recovered.stop();
    }
  });

  it('is started again when it stops on its own, and given up on (logged) when it will not start', async () => {
    const dataDir = freshDataDir();
    const lines: string[] = [];
    const log = { error: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
    let gaveUp!: (reason: string) => void;
    const givenUp = new Promise<string>((resolve) => (gaveUp = resolve));
    const server = await startEmbeddedPostgres(dataDir, {
      log,
      onGaveUp: gaveUp,
      restartPolicy: { attempts: 2, windowMs: 60_000, firstDelayMs: 10, maxDelayMs: 10 },
    });
    const version = join(embeddedPaths(dataDir).pgdata, 'PG_VERSION');
    try {
      await query(server, 'create table kept (id int); insert into kept values (1)');
      const first = postmasterPid(dataDir);
      process.kill(first, 'SIGKILL');
      for (let i = 0; i < 300 && !lines.some((line) => line.includes('running again')); i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines).toEqual([
        expect.stringContaining('The embedded PostgreSQL server stopped (SIGKILL); starting it again'),
        expect.stringContaining('The embedded PostgreSQL server is running again'),
      ]);
      expect(postmasterPid(dataDir)).not.toBe(first);
      expect(await query(server, 'select id from kept')).toEqual([{ id: 1 }]);

      // Now it cannot start (its data folder is damaged): one more try, then the shop is told.
      renameSync(version, `${version}.moved`);
      process.kill(postmasterPid(dataDir), 'SIGKILL');
      expect(await givenUp).toContain('giving up');
      expect(lines.slice(2)).toEqual([
        expect.stringContaining('stopped (SIGKILL); starting it again'),
        expect.stringContaining('did not start again'),
        expect.stringContaining('giving up'),
      ]);
    } finally {
      if (existsSync(`${version}.moved`)) renameSync(`${version}.moved`, version);
      await server.stop();
    }
  });

  it('refuses a socket folder in /tmp that someone else made first', async () => {
    // A DATA_DIR too long for a socket path puts the socket in a folder under /tmp.
    const parent = freshDataDir();
    chmodSync(parent, 0o755);
    const dataDir = join(parent, 'a-shop-folder-name-long-enough-to-push-the-socket-path-past-its-limit');
    const { socketDir } = embeddedPaths(dataDir);
    expect(socketDir.startsWith(tmpdir())).toBe(true);
    const decoy = mkdtempSync(join(tmpdir(), 'shop-decoy-'));
    dirs.push(decoy);
    symlinkSync(decoy, socketDir);
    try {
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(`${socketDir} is not a private folder`);
    } finally {
      rmSync(socketDir, { force: true });
    }
  });
});
