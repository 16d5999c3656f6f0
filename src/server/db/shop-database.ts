import { loadConfig } from '../config';
import { openDatabase, openPostgres, type Database } from './client';
import { dataDirOwner } from './embedded/data-dir-lock';
import { embeddedConnection } from './embedded/embedded-postgres';

/**
 * The shop's database for a command: DATABASE_URL's server; else the embedded server of the
 * running shop (through its socket); else the embedded server started just for this command.
 */
export async function shopDatabase(): Promise<Database> {
  const config = loadConfig();
  if (!config.databaseUrl && dataDirOwner(config.dataDir) !== null) {
    return openPostgres(embeddedConnection(config.dataDir), 2);
  }
  return openDatabase(config);
}
