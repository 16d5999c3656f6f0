import { resolve } from 'node:path';
import { BadBackup } from './backup/backup-format';
import { restoreBackup, RestoreRefused } from './backup/restore-backup';
import { ConfigError, loadConfig } from './config';
import { StartupProblem } from './db/embedded/startup-problem';
import { openDatabase } from './db/client';
import { dataDirOwner } from './db/embedded/data-dir-lock';

const USAGE = `Usage: npm run restore -- FILE [--replace]

Loads a file made by \`npm run backup\` into the shop's database (DATABASE_URL's server, or the
embedded one in DATA_DIR) and its uploads folder, in one transaction: a new, empty database, or
with --replace one that holds a shop (everything in it is replaced). Stop the shop first.`;

async function main(args: string[]): Promise<number> {
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.log(USAGE);
    return files[0] === '--help' ? 0 : 1;
  }
  const config = loadConfig();
  const owner = config.databaseUrl ? null : dataDirOwner(config.dataDir);
  if (owner !== null) {
    console.error(`The shop is running (PID ${owner}) on DATA_DIR ${config.dataDir}: stop it, then restore.`);
    return 1;
  }
  const db = await openDatabase(config);
  try {
    const started = Date.now();
    const restored = await restoreBackup(db, config.dataDir, resolve(files[0]!), {
      replace,
      progress: (line) => console.log(`  ${line}`),
    });
    console.log(
      `Restored ${restored.rows} rows in ${restored.tables} tables and ${restored.files} uploaded files ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (restored.skippedFiles.length)
      console.log(
        `Left out ${restored.skippedFiles.length} uploaded files that are not pictures: ${restored.skippedFiles.join(', ')}.`,
      );
    if (restored.migrated.length) console.log(`Then brought up to date: ${restored.migrated.join(', ')}.`);
    if (restored.previousUploads)
      console.log(`The uploads that were there are kept in ${restored.previousUploads}.`);
    return 0;
  } catch (error) {
    if (error instanceof BadBackup || error instanceof RestoreRefused) {
      console.error(`Nothing was restored; the database and uploads are as they were.\n${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof StartupProblem ? error.message : error);
    process.exit(1);
  },
);
