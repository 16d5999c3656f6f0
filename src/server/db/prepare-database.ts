import type { Database } from './client';
import { requireUtf8 } from './database-encoding';
import { migrate } from './migrate';
import { importPgliteData } from './pglite-import';

/**
 * Before the shop or an admin command uses its database: a database that cannot store Malayalam
 * refused, old PGlite data moved in, then migrations.
 */
export async function prepareDatabase(db: Database, dataDir: string): Promise<void> {
  await requireUtf8(db);
  await importPgliteData(dataDir, db);
  await migrate(db);
}
