import type { Config } from './config';
import type { Database } from './db/client';

/** What every route module is given: the configuration read at boot and the database. */
export interface AppContext {
  config: Config;
  db: Database;
}
