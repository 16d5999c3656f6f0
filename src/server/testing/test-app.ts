import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (when the
 * integration-pg project runs) a new database on the PostgreSQL server of DATABASE_URL.
 */
export async function createTestDatabase(): Promise<{
  db: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (!serverUrl) {
    const db = await openPglite(null);
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 20);
  await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const { db, drop } = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/shop-test-${randomBytes(4).toString('hex')}`,
    LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
    LOGIN_ATTEMPTS_PER_ACCOUNT: '1000',
    REGISTRATIONS_PER_ADDRESS: '1000',
    ...env,
  });
  const app = await buildApp({ config, db }, options);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** The session cookie a response set, to send with the next request. */
export function sessionCookie(response: LightMyRequestResponse): Record<string, string> {
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  if (!sid) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return { sid: sid.value };
}

let phoneCounter = 0;
/** A valid, unique Kerala mobile number for tests. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneCounter).padStart(4, '0')}`;
}
