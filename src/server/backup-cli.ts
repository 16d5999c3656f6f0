import { resolve } from 'node:path';
import { runBackup } from './backup/run-backup';
import { ConfigError, loadConfig } from './config';
import { StartupProblem } from './db/embedded/startup-problem';
import { shopDatabase } from './db/shop-database';

const USAGE = `Usage: npm run backup -- FILE

Writes one file (gzip) with every table of the shop's database, read as one consistent snapshot,
and the uploaded images. The shop may keep running. Restore it with \`npm run restore -- FILE\`.
Uses the shop's database: DATABASE_URL's server, or the embedded one in DATA_DIR (running or not).`;

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || file.startsWith('-') || rest.length) {
    console.log(USAGE);
    return file === '--help' ? 0 : 1;
  }
  const config = loadConfig();
  const db = await shopDatabase();
  try {
    const started = Date.now();
    const outcome = await runBackup(db, config.dataDir, resolve(file), {
      nightly: false,
      progress: (line) => console.log(`  ${line}`),
    });
    if (outcome.status === 'busy') {
      console.error('Another backup is being written right now; try again when it is done.');
      return 1;
    }
    if (outcome.status !== 'written') {
      console.error(
        `No backup was written: ${outcome.status === 'failed' ? outcome.error.message : outcome.status}`,
      );
      return 1;
    }
    const { summary } = outcome;
    if (summary.skippedFiles.length)
      console.log(
        `Left out ${summary.skippedFiles.length} files of the uploads folder that are not pictures: ${summary.skippedFiles.join(', ')}.`,
      );
    console.log(
      `Backup written to ${summary.file}: ${summary.rows} rows in ${summary.tables} tables and ${summary.files} uploaded files, ` +
        `${(summary.bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
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
