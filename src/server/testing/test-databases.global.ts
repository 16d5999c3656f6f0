import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { migrate } from '../db/migrate';
import { databaseUrlFor } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server the integration tests of this project use, and a migrated template to clone. */
    testDatabase: { serverUrl: string; template: string; embedded: boolean };
  }
}

/**
 * Once per test run and project: the database server (the embedded one, or DATABASE_URL's for
 * integration-pg) and one migrated template database, so that each test file gets a fresh
 * database by cloning it (CREATE DATABASE ... TEMPLATE) instead of migrating from scratch.
 */
export default async function setup(project: TestProject) {
  const onServer = project.name === 'integration-pg';
  const dataDir = onServer ? null : mkdtempSync(join(tmpdir(), 'shop-tests-'));
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir) : null;
  const serverUrl = embedded?.url ?? process.env.DATABASE_URL!;
  const template = `shop_template_${randomBytes(6).toString('hex')}`;

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const db = openPostgres(databaseUrlFor(serverUrl, template), 2);
  await migrate(db);
  await db.close();
  project.provide('testDatabase', { serverUrl, template, embedded: !onServer });

  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
