import type { Queryable } from '../db/client';
import type { LegacyTable } from './legacy-tables';

/**
 * The old ids already imported (table legacy_ids, migration 021) and the new id each became. Reads
 * and writes go through the import's transaction, so a dry run or a failed run leaves none behind.
 */
export class LegacyIds {
  constructor(private readonly db: Queryable) {}

  async get(table: LegacyTable, legacyId: string): Promise<string | undefined> {
    return (await this.getMany(table, [legacyId])).get(legacyId);
  }

  /** The new ids of those old ids already imported (one query for a batch). */
  async getMany(table: LegacyTable, legacyIds: readonly string[]): Promise<Map<string, string>> {
    if (legacyIds.length === 0) return new Map();
    const rows = await this.db.query<{ legacy_id: string; new_id: string }>(
      `select legacy_id, new_id from legacy_ids where legacy_table = $1 and legacy_id = any($2::text[])`,
      [table, legacyIds],
    );
    return new Map(rows.map((row) => [row.legacy_id, row.new_id]));
  }

  async remember(table: LegacyTable, legacyId: string, newId: string): Promise<void> {
    await this.rememberMany(table, [[legacyId, newId]]);
  }

  /** Records a batch of [old id, new id] pairs (one query). */
  async rememberMany(table: LegacyTable, pairs: readonly (readonly [string, string])[]): Promise<void> {
    if (pairs.length === 0) return;
    await this.db.query(
      `insert into legacy_ids (legacy_table, legacy_id, new_id)
       select $1, legacy_id, new_id from unnest($2::text[], $3::text[]) as pair (legacy_id, new_id)`,
      [table, pairs.map(([legacyId]) => legacyId), pairs.map(([, newId]) => newId)],
    );
  }
}
