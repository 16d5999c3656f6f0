import { buildApp } from './app';
import { startNightlyBackups } from './backup/nightly-backups';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { listenUrl } from './bootstrap/listen-url';
import { untilQuiet } from './bootstrap/until-quiet';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import type { ServerLog } from './db/embedded/server-supervisor';
import { StartupProblem } from './db/embedded/startup-problem';
import { prepareDatabase } from './db/prepare-database';
import { seedDemoData, DEMO_CUSTOMER_PASSWORD } from './seed/demo-seed';

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
  const shutdown = async (signal: string) => {
    shuttingDown = true;
    stopBackups();
    app.log.info(`${signal}: shutting down`);
    await untilQuiet(app.server);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const url = listenUrl(config.host, typeof address === 'object' && address ? address.port : config.port);
  const lines = [
    '',
    `  Fresh Mart is open at ${url}`,
    `  Database: ${db.embedded ? `embedded PostgreSQL server, files in ${db.embedded.dataDir}/postgres` : 'PostgreSQL server (DATABASE_URL)'}`,
    `  Admin panel: ${url}/login → Admin tab`,
  ];
  if (config.admin.password && !firstAdmin) {
    lines.push(
      `  ADMIN_PASSWORD was not used: admin "${config.admin.username}" already exists and keeps its password.`,
      `  To give it a new one: npm run admin -- reset-password ${config.admin.username}`,
    );
  }
  if (firstAdmin?.generatedPassword) {
    lines.push(`  Admin username: ${firstAdmin.username}   password: ${firstAdmin.generatedPassword}`);
    lines.push('  (printed once: write it down, or set ADMIN_USERNAME / ADMIN_PASSWORD)');
  }
  if (seeded)
    lines.push(
      `  Demo data added: ${seeded.products} products, ${seeded.customers} customers, ${seeded.orders} orders`,
    );
  if (seeded)
    lines.push(`  Demo customer: phone ${seeded.samplePhone}   password: ${DEMO_CUSTOMER_PASSWORD}`);
  lines.push(`  API docs: ${url}/api/docs`, '');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupProblem) console.error(error.message);
  else console.error('The shop could not start:', error);
  process.exit(1);
});
