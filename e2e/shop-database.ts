import pg from 'pg';
import { embeddedConnection } from '../src/server/db/embedded/embedded-postgres';

/**
 * Runs `work` on the test shop's own database: the embedded server the shop started in
 * E2E_DATA_DIR, reached through its socket with its generated password. For what nothing over
 * HTTP may do, such as dating a customer's points years back; a spec restores what it changes.
 */
export async function withShopDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client(embeddedConnection(process.env.E2E_DATA_DIR!));
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}
