import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { findPostgresBinaries, type PostgresBinaries } from './binaries';
import { lockDataDir } from './data-dir-lock';
import { databaseUser, ensureReachable, type DatabaseUser } from './database-user';
import { processAlive, processCommand, waitForExit } from './processes';
import { superviseServer, type SupervisionOptions } from './server-supervisor';
import { StartupProblem } from './startup-problem';

/** A running embedded PostgreSQL server and how to reach it. */
export interface EmbeddedPostgres {
  /** Connection settings for `pg` (a Unix socket; the server listens on no TCP port). */
  connection: pg.ClientConfig & { database: string };
  /** The same as a postgres:// URL (socket directory in the `host` parameter), for other processes. */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** How a server that stops on its own is started again, and where that is told (server-supervisor.ts). */
export type EmbeddedOptions = SupervisionOptions;

const SUPERUSER = 'shop';
const DATABASE = 'freshmart';
const PORT = 5432;

/**
 * Durability, reach and memory, passed on the command line so that they cannot drift in a config
 * file: every commit is flushed to disk before it is acknowledged, and nothing listens on the
 * network. The shared buffer pool is 32 MB, not PostgreSQL's 128 MB: a long day of orders filled
 * all 128 MB and the shop with its database stayed near 300 MB after the load ended; a
 * neighbourhood shop's hot pages fit in 32 MB and the kernel's page cache keeps the rest
 * (decision 060). The WAL buffers stay at the 4 MB that 128 MB gave them, so commits are unchanged.
 */
const SERVER_SETTINGS = {
  listen_addresses: '',
  unix_socket_permissions: '0700',
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  max_connections: '100',
  shared_buffers: '32MB',
  wal_buffers: '4MB',
  lc_messages: 'C',
};

/** Where the embedded server keeps its files under DATA_DIR. */
export function embeddedPaths(dataDir: string) {
  const root = resolve(dataDir);
  return {
    root,
    pgdata: join(root, 'postgres'),
    password: join(root, 'postgres.password'),
    log: join(root, 'postgres.log'),
    libraryLinks: join(root, 'postgres-lib'),
    // A socket path must stay under ~100 bytes; a long DATA_DIR gets a private folder in /tmp.
    socketDir:
      join(root, 'run').length <= 80
        ? join(root, 'run')
        : join(tmpdir(), `freshmart-pg-${createHash('sha256').update(root).digest('hex').slice(0, 16)}`),
  };
}

/**
 * Starts the shop's own PostgreSQL server on DATA_DIR (initialising it on first run) and waits
 * until it answers. One shop process per DATA_DIR; a server left running or a lock file left
 * behind by a crash is cleaned up first. If it stops on its own later, it is started again
 * (server-supervisor.ts) until stop().
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  const paths = embeddedPaths(dataDir);
  mkdirSync(paths.root, { recursive: true, mode: 0o755 });
  const unlock = lockDataDir(paths.root);
  try {
    const user = databaseUser();
    ensureReachable(paths.root, user);
    const binaries = await findPostgresBinaries(paths.libraryLinks);
    if (!existsSync(join(paths.pgdata, 'PG_VERSION'))) await initialise(paths, binaries, user);
    await stopLeftoverServer(paths.pgdata);
    privateDirectory(paths.socketDir, user);
    const connection = embeddedConnection(paths.root);
    const server = superviseServer(
      await launch(paths, binaries, user, connection),
      async () => {
        await stopLeftoverServer(paths.pgdata); // its server processes may outlive a killed postmaster
        return launch(paths, binaries, user, connection);
      },
      stopServer,
      paths.log,
      options,
    );
    let stopping = false;

    await ensureDatabase(connection);
    return {
      connection,
      url: `postgres://${SUPERUSER}:${encodeURIComponent(connection.password)}@localhost/${DATABASE}?host=${encodeURIComponent(paths.socketDir)}`,
      dataDir: paths.root,
      async stop() {
        if (stopping) return;
        stopping = true;
        await server.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** How to reach the embedded server of DATA_DIR (while it runs): its socket and generated password. */
export function embeddedConnection(dataDir: string) {
  const paths = embeddedPaths(dataDir);
  const password = readFileSync(paths.password, 'utf8').trim();
  return { host: paths.socketDir, port: PORT, user: SUPERUSER, password, database: DATABASE };
}

/**
 * A folder only the database account may use. One that already exists must be a real folder (not
 * a link) owned by that account or by us: the socket folder may live in a shared /tmp, where
 * someone else could have made it first.
 */
function privateDirectory(path: string, user: DatabaseUser): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const stat = lstatSync(path);
  const ours = [user.uid, process.getuid?.()].filter((uid) => uid !== undefined);
  if (!stat.isDirectory() || !ours.includes(stat.uid)) {
    throw new StartupProblem(
      `${path} is not a private folder of this shop's database; remove it and start again.`,
    );
  }
  if (user.uid !== undefined) lchownSync(path, user.uid, user.gid!);
  chmodSync(path, 0o700);
}

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false; // already gone
  }
}

/** initdb into a scratch folder, renamed into place only when complete. */
async function initialise(
  paths: ReturnType<typeof embeddedPaths>,
  binaries: PostgresBinaries,
  user: DatabaseUser,
): Promise<void> {
  const scratch = `${paths.pgdata}.initialising`;
  rmSync(scratch, { recursive: true, force: true });
  rmSync(paths.pgdata, { recursive: true, force: true });
  privateDirectory(scratch, user);
  const password = randomBytes(24).toString('base64url');
  writeFileSync(paths.password, `${password}\n`, { mode: 0o600 });
  const passwordFile = join(scratch, '..', `postgres.pwfile-${process.pid}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user.uid !== undefined) lchownSync(passwordFile, user.uid, user.gid!);
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      binaries,
      user,
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
  renameSync(scratch, paths.pgdata);
}

function run(command: string, args: string[], binaries: PostgresBinaries, user: DatabaseUser): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      uid: user.uid,
      gid: user.gid,
      env: { ...process.env, ...binaries.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`PostgreSQL's initdb failed (exit ${code}):\n${output.trim()}`)),
    );
  });
}

/**
 * postmaster.pid names the server that last ran here. If it still runs (the shop was killed and
 * its database was not), it is stopped cleanly; if the PID now belongs to some other program (a
 * restart reused it), the stale file is removed so that PostgreSQL does not refuse to start.
 */
async function stopLeftoverServer(pgdata: string): Promise<void> {
  const pidFile = join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  const command = processCommand(pid) ?? '';
  if (command.includes('postgres') && command.includes(pgdata)) await stopServer(pid);
  else rmSync(pidFile, { force: true });
}

/** Fast shutdown (roll back open transactions, checkpoint, exit), escalating if it hangs. */
async function stopServer(pid: number): Promise<void> {
  for (const [name, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    if (!signal(pid, name)) return;
    if (await waitForExit(pid, waitMs)) return;
  }
}

async function launch(
  paths: ReturnType<typeof embeddedPaths>,
  binaries: PostgresBinaries,
  user: DatabaseUser,
  connection: pg.ClientConfig,
): Promise<ChildProcess> {
  const settings = { ...SERVER_SETTINGS, unix_socket_directories: paths.socketDir, port: String(PORT) };
  const args = [
    '-D',
    paths.pgdata,
    ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
  ];
  // Server processes left by a killed server may hold its shared memory for a moment: retry.
  for (let attempt = 1; ; attempt++) {
    const logFd = openSync(paths.log, 'a', 0o600);
    const child = spawn(binaries.postgres, args, {
      uid: user.uid,
      gid: user.gid,
      env: { ...process.env, ...binaries.env, LC_ALL: 'C' },
      // Its own process group: a Ctrl-C (or a stop sent to the shop's group) reaches the shop only,
      // which finishes its requests and then stops the database. If the shop is killed outright,
      // the next start finds the server left running and stops it.
      detached: true,
      stdio: ['ignore', logFd, logFd],
    });
    closeSync(logFd);
    child.unref();
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    const ready = await waitUntilReady(connection, exited);
    if (ready) return child;
    const log = readFileSync(paths.log, 'utf8').split('\n').slice(-15).join('\n');
    if (attempt < 20 && /shared memory block|lock file .* already exists/.test(log)) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 500));
      continue;
    }
    if (child.exitCode === null && child.pid) await stopServer(child.pid);
    throw new Error(`The embedded PostgreSQL server did not start. Its log (${paths.log}) ends:\n${log}`);
  }
}

async function waitUntilReady(connection: pg.ClientConfig, exited: Promise<void>): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (!gone && Date.now() < deadline) {
    const client = new pg.Client({ ...connection, database: 'postgres' });
    client.on('error', () => undefined); // a server that dies again meanwhile must not end the shop
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  }
  return false;
}

async function ensureDatabase(connection: pg.ClientConfig & { database: string }): Promise<void> {
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [connection.database]);
    if (found.rowCount === 0)
      await client.query(`create database ${client.escapeIdentifier(connection.database)}`);
  } finally {
    await client.end();
  }
}
