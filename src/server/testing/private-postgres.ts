import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUser } from '../db/embedded/database-user';

/** The newest PostgreSQL server binaries of the machine's packages (Debian's /usr/lib/postgresql/N/bin). */
export function debianPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'postgres'))) return bin;
  }
  return null;
}

/**
 * A PostgreSQL server of the machine's own binaries that belongs to one test: its own data folder
 * and Unix socket in a temporary folder (no TCP port), run as the `postgres` account when we are
 * root. A test may kill it and start it again without touching the shared server on 5432.
 */
export interface PrivatePostgres {
  /** A postgres:// URL of database `shop` on it (the socket folder in `host`). */
  url: string;
  /** The running postmaster's process id. */
  pid(): number;
  /** `pg_ctl stop -m immediate`: SIGQUIT to the postmaster, which ends every session at once. */
  stopImmediately(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  remove(): Promise<void>;
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const user = databaseUser();
  const root = mkdtempSync(join(tmpdir(), 'shop-private-pg-'));
  chmodSync(root, 0o755);
  const pgdata = join(root, 'data');
  const socketDir = join(root, 'run');
  const log = join(root, 'server.log');
  mkdirSync(socketDir, { mode: 0o700 });
  if (user.uid !== undefined) {
    chownSync(root, user.uid, user.gid!);
    chownSync(socketDir, user.uid, user.gid!);
  }
  const as = { uid: user.uid, gid: user.gid, env: { ...process.env, LC_ALL: 'C' } };
  execFileSync(
    join(bin, 'initdb'),
    [
      `--pgdata=${pgdata}`,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ],
    { ...as, stdio: 'ignore' },
  );
  const connection = { host: socketDir, port: 5432, user: 'postgres' };
  let server: ChildProcess | null = null;

  const waitUntilReady = async (database: string, child: ChildProcess) => {
    for (let i = 0; i < 300 && child.exitCode === null && child.signalCode === null; i++) {
      const client = new pg.Client({ ...connection, database });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`the private PostgreSQL server did not start:\n${readFileSync(log, 'utf8')}`);
  };
  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const start = async () => {
    server = spawn(
      join(bin, 'postgres'),
      ['-D', pgdata, '-k', socketDir, '-c', 'listen_addresses=', '-c', 'max_connections=60'],
      { ...as, stdio: ['ignore', 'ignore', openSync(log, 'a')], detached: true },
    );
    server.unref();
    await waitUntilReady('postgres', server);
  };
  await start();
  const admin = new pg.Client({ ...connection, database: 'postgres' });
  await admin.connect();
  await admin.query('create database shop');
  await admin.end();

  return {
    url: `postgres://postgres@localhost/shop?host=${encodeURIComponent(socketDir)}`,
    pid: () => server!.pid!,
    async stopImmediately() {
      const child = server!;
      child.kill('SIGQUIT');
      await exited(child);
    },
    start,
    async remove() {
      if (server && server.exitCode === null && server.signalCode === null) {
        server.kill('SIGQUIT');
        await exited(server);
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
