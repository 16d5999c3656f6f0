import { statSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { dataDirOwner } from './db/embedded/data-dir-lock';
import { StartupProblem } from './db/embedded/startup-problem';
import { prepareDatabase } from './db/prepare-database';
import { Progress } from './import/progress';
import { runImport } from './import/run-import';

const USAGE = `Usage: npm run import -- <export folder> [--apply]

Reads the old app's export (one <table>.csv or <table>.json per table: admin_users, customers,
categories, products, services, club_tiers, leaderboard_config, orders, daily_sales; any of them)
into the shop's database and prints a report per table with every problem found.

  without --apply   a dry run: does all the work, then changes nothing
  --apply           imports; running it again imports nothing twice

Uses the shop's database (DATABASE_URL's server, or the embedded one in DATA_DIR) while the shop
is stopped. Exits non-zero only when nothing could be imported.`;

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('help')) {
    console.log(USAGE);
    return 0;
  }
  const apply = args.includes('--apply');
  const rest = args.filter((arg) => arg !== '--apply');
  const [dir] = rest;
  if (rest.length !== 1 || dir!.startsWith('--')) {
    console.error(USAGE);
    return 1;
  }
  if (!isFolder(dir!)) {
    console.error(`There is no folder ${dir}.\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  const owner = dataDirOwner(config.dataDir);
  if (owner !== null) {
    console.error(
      `The shop is running (PID ${owner}, DATA_DIR ${config.dataDir}). ` +
        'Stop it first: the import runs while the app is stopped.',
    );
    return 1;
  }
  const db = await openDatabase(config);
  try {
    await prepareDatabase(db, config.dataDir);
    const report = await runImport(db, {
      dir: dir!,
      apply,
      dataDir: config.dataDir,
      progress: new Progress(),
    });
    console.log(report.format());
    return report.nothingImported ? 1 : 0;
  } finally {
    await db.close();
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof StartupProblem ? error.message : error);
    process.exit(1);
  },
);
