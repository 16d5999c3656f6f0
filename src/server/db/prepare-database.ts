import type { Database } from './client';
import { migrate } from './migrate';
import { importPgliteData } from './pglite-import';

/** Before the shop or an admin command uses its database: old PGlite data moved in, then migrations. */
export async function prepareDatabase(db: Database, dataDir: string): Promise<void> {
  await importPgliteData(dataDir, db);
  await migrate(db);
}
