/**
 * The real app on PORT and, in the same process, a truly bare Fastify instance on PORT + 1
 * (no helmet, cookies, session lookup or compression), so the product list is measured beside
 * the framework's own ceiling on the same machine in the same run.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { ensureFirstAdmin } from '../src/server/bootstrap/first-admin';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedDemoData } from '../src/server/seed/demo-seed';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
await ensureFirstAdmin(db, config);
if (config.seedDemo) await seedDemoData(db, config.dataDir);
// BENCH_WEB_ROOT: the bench's own copy of the build, so a rebuild of dist/ mid-run changes nothing.
const app = await buildApp(
  { config, db },
  { serveWeb: true, webRoot: process.env.BENCH_WEB_ROOT || undefined },
);
await app.listen({ port: config.port, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/', async () => ({ items: [], nextCursor: null }));
await bare.listen({ port: config.port + 1, host: '127.0.0.1' });
process.send?.('ready');
