import { adminUsernameSchema } from '../../../domain/auth.schemas';
import { isBcryptHash } from '../bcrypt-hash';
import { text } from '../read-export';
import type { TableImporter } from '../table-importer';

/**
 * admin_users: each admin signs in with their old username and password (the bcrypt hash kept as
 * it is). A username the shop already has is its own admin's: reported, not imported.
 */
export const adminUsersImporter: TableImporter = {
  table: 'admin_users',
  async importRows(rows, { db, report, legacyIds }) {
    for await (const row of rows) {
      const legacyId = text(row, 'id');
      const typed = text(row, 'username');
      const who = `${typed ?? '(no username)'} (id ${legacyId ?? '?'})`;
      if (legacyId === null) {
        report.problem('no id: not imported', who);
        continue;
      }
      if (await legacyIds.get('admin_users', legacyId)) {
        report.alreadyImported++;
        continue;
      }
      const username = adminUsernameSchema.safeParse(typed ?? '');
      if (!username.success) {
        report.problem(
          'username not usable (3 to 40 letters, digits, dots, dashes, underscores): not imported',
          who,
        );
        continue;
      }
      const hash = text(row, 'password_hash');
      if (hash === null || !isBcryptHash(hash)) {
        report.problem('password hash missing or not bcrypt: not imported', who);
        continue;
      }
      const [inserted] = await db.query<{ id: string }>(
        `insert into admin_users (username, name, password_hash) values ($1, $2, $3)
         on conflict (username) do nothing returning id`,
        [username.data, text(row, 'name') ?? username.data, hash],
      );
      if (!inserted) {
        report.problem('username already used by an admin of the shop: not imported', who);
        continue;
      }
      await legacyIds.remember('admin_users', legacyId, inserted.id);
      report.imported++;
    }
  },
};
