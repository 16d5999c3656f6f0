import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { descendants, type ServerProcesses } from './process-cpu';

/** The shop as production runs it: compiled code, default logging (to a file), its own DATA_DIR. */
export interface BenchShop {
  base: string;
  /** SQL on the shop's database (to set up products, read results). */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * The shop's process, and its database's: on the default engine the PostgreSQL server it started
   * and every backend below it; on a PostgreSQL server the backends connected to the shop's
   * database (the server's shared background processes are left out).
   */
  processes(): Promise<ServerProcesses>;
  stop(): Promise<void>;
}

const BENCH_CONNECTION = 'shop-bench';
const ADMIN = { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-password' };
export const BENCH_ADMIN = { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD };

/**
 * Starts dist/server/main.js on `port`: on its embedded PostgreSQL server (no `databaseUrl`) or on
 * a fresh database of the given server. Runs from a copy of the build so a rebuild changes nothing.
 */
export async function startShop(
  port: number,
  options: { databaseUrl?: string; seedDemo: boolean; env?: Record<string, string> },
): Promise<BenchShop> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  chmodSync(dir, 0o755);
  cpSync('dist', join(dir, 'dist'), { recursive: true });
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (options.databaseUrl) {
    const name = `shop_bench_${Date.now()}_${port}`;
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(options.databaseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: options.databaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const log = openSync(join(dir, 'shop.log'), 'a');
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...ADMIN,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(dir, 'data'),
      SEED_DEMO: String(options.seedDemo),
      REGISTRATIONS_PER_ADDRESS: '1000000',
      LOGIN_ATTEMPTS_PER_ADDRESS: '1000000',
      LOGIN_ATTEMPTS_PER_ACCOUNT: '1000000',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the bench shop on ${port} exited; see ${dir}/shop.log`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error(`the bench shop on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const connection = databaseUrl
    ? { connectionString: databaseUrl }
    : (await import('../../src/server/db/embedded/embedded-postgres')).embeddedConnection(join(dir, 'data'));
  // Named, so that its own connections are not counted as the shop's database work.
  const pool = new pg.Pool({ ...connection, max: 2, application_name: BENCH_CONNECTION });
  const sql = async <Row>(text: string, params: unknown[] = []) =>
    (await pool.query(text, params)).rows as Row[];
  return {
    base,
    sql,
    async processes() {
      const server = [child.pid!];
      if (!databaseUrl) return { server, database: descendants(child.pid!) };
      const backends = await sql<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and application_name <> $1`,
        [BENCH_CONNECTION],
      );
      return { server, database: backends.map((b) => b.pid) };
    },
    async stop() {
      await pool.end();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The local PostgreSQL server to compare with (DATABASE_URL, or the CI role on Debian's cluster). */
export async function postgresServerUrl(): Promise<string | null> {
  const candidates = [process.env.DATABASE_URL, 'postgres://shop_ci:shop_ci@127.0.0.1:5432/shop_ci'];
  for (const url of candidates.filter(Boolean) as string[]) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

export async function post(base: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0] };
}

let phone = 0;
/** A registered customer's session cookie (`sid=...`) and phone. */
export async function customer(base: string, name = 'Bench Shopper') {
  phone += 1;
  const number = `98${String(process.pid % 100).padStart(2, '0')}${String(phone).padStart(6, '0')}`;
  const registered = await post(base, '/api/auth/register', {
    name,
    phone: number,
    password: 'secret1',
    confirmPassword: 'secret1',
  });
  if (registered.status !== 201) throw new Error(`bench registration failed: ${registered.status}`);
  return { cookie: registered.cookie!, phone: number, password: 'secret1' };
}
