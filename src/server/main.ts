import { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { startNightlyBackups } from './backup/nightly-backups';
import { isLoopback, listenUrl, networkUrls } from './bootstrap/listen-url';
import { startBanner } from './bootstrap/start-banner';
import { untilQuiet } from './bootstrap/until-quiet';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import type { ServerLog } from './db/embedded/server-supervisor';
import { StartupProblem } from './db/embedded/startup-problem';
import { prepareDatabase } from './db/prepare-database';
import { ensureFirstAdmin, listAdmins } from './features/admins';
import { seedDemoData, DEMO_CUSTOMER_PASSWORD } from './seed/demo-seed';
import { startPendingPointsRelease } from './workflows/pending-points-schedule';

async function main(): Promise<void> {
  const config = loadConfig();
  let shuttingDown = false;
  let log: ServerLog = { error: console.error, warn: console.warn }; // the shop's log once it is built
  // The embedded server is the shop's own: if it stops, it is started again (and said so in the
  // shop's log), unless the shop is stopping too (a process manager's SIGTERM to all), or it keeps
  // stopping: then the shop exits, for its process manager or operator to step in.
  const db = await openDatabase(config, {
    log: { error: (message) => log.error(message), warn: (message) => log.warn(message) },
    shouldRestart: () => !shuttingDown,
    onGaveUp: () => process.exit(1),
  });
  await prepareDatabase(db, config.dataDir);
  const firstAdmin = await ensureFirstAdmin(db, config);
  const seeded = config.seedDemo ? await seedDemoData(db, config.dataDir) : null;

  const app = await buildApp({ config, db }, { serveWeb: true });
  log = { error: (message) => app.log.error(message), warn: (message) => app.log.warn(message) };
  const stopBackups = startNightlyBackups(db, config.dataDir, config.backupKeep, app.log);
  const stopReleases = startPendingPointsRelease(db, app.log);
  const shutdown = async (signal: string) => {
    shuttingDown = true;
    stopBackups();
    stopReleases();
    app.log.info(`${signal}: shutting down`);
    await untilQuiet(app.server);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await listenQuietly(app, { port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = listenUrl(config.host, port);
  const banner = startBanner({
    url,
    localOnly: isLoopback(config.host),
    networkUrls: networkUrls(config.host, port, networkInterfaces()),
    database: db.embedded
      ? `embedded PostgreSQL server, files in ${db.embedded.dataDir}/postgres`
      : 'PostgreSQL server (DATABASE_URL)',
    admins: (await listAdmins(db)).map((admin) => admin.username),
    firstAdmin,
    adminPasswordUnused: config.admin.password && !firstAdmin ? config.admin.username : null,
    seeded,
    demoCustomerPassword: DEMO_CUSTOMER_PASSWORD,
  });
  // Last, after every log line written so far: nothing buries it.
  await flushLog(app);
  console.log(banner);
}

/**
 * Fastify logs "Server listening at …" at info, a JSON line per address, just before the banner
 * says the same for people: at the default level those lines are left out (debug keeps them).
 */
async function listenQuietly(app: FastifyInstance, options: { port: number; host: string }) {
  const level = app.log.level;
  if (level === 'info') app.log.level = 'warn';
  try {
    await app.listen(options);
  } finally {
    app.log.level = level;
  }
}

/** Waits until the log lines written so far are out (pino writes them asynchronously). */
function flushLog(app: FastifyInstance): Promise<void> {
  const log = app.log as { flush?: (done: () => void) => void };
  return new Promise((resolve) => (log.flush ? log.flush(() => resolve()) : resolve()));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupProblem) console.error(error.message);
  else console.error('The shop could not start:', error);
  process.exit(1);
});
