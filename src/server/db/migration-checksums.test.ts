import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import { ChangedMigration, migrate, migrationChecksum, migrationFiles, migrationSql } from './migrate';

const checksums = () =>
  migrationFiles().map((name) => ({ name, checksum: migrationChecksum(migrationSql(name)) }));
const recorded = (db: { query: <T>(sql: string) => Promise<T[]> }) =>
  db.query<{ name: string; checksum: string | null }>(
    'select name, checksum from schema_migrations order by name',
  );

describe('migration checksums (docs/decisions/046)', () => {
  it('records the checksum of every migration it applies', async () => {
    const { db, drop } = await createTestDatabase({ empty: true });
    try {
      expect(await migrate(db)).toEqual(migrationFiles());
      expect(await recorded(db)).toEqual(checksums());
      expect(await migrate(db)).toEqual([]);
    } finally {
      await drop();
    }
  });

  it('refuses to start on a migration that changed after it was applied, naming it, and changes nothing', async () => {
    const { db, drop } = await createTestDatabase();
    try {
      const [first, second] = migrationFiles();
      // As if the files had been edited since: their records no longer match them.
      await db.query(`update schema_migrations set checksum = 'edited-' || checksum where name in ($1, $2)`, [
        first,
        second,
      ]);
      const last = migrationFiles().at(-1)!;
      await db.query('delete from schema_migrations where name = $1', [last]); // one still to apply
      const before = await recorded(db);

      const refused = await migrate(db).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ChangedMigration);
      expect((refused as ChangedMigration).files).toEqual([first, second]);
      expect((refused as Error).message).toContain(
        `${first}, ${second} changed after this database applied them`,
      );
      expect((refused as Error).message).toContain('write the change as a new migration');
      expect(await recorded(db)).toEqual(before);
    } finally {
      await drop();
    }
  });

  it('adopts the files a database applied before checksums were kept, as they are now', async () => {
    const { db, drop } = await createTestDatabase();
    try {
      await db.query('alter table schema_migrations drop column checksum');
      expect(await migrate(db)).toEqual([]);
      expect(await recorded(db)).toEqual(checksums());
    } finally {
      await drop();
    }
  });
});
