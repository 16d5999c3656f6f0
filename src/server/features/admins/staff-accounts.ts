import { staffMessages } from '../../../domain/messages';
import type { NewStaff, StaffMember } from '../../../domain/staff.schemas';
import { recordAudit } from '../../audit/audit-log';
import { endAdminSessions } from '../../auth/account-access';
import { hashPassword } from '../../auth/password';
import type { Database, Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';

type StaffRow = {
  id: string;
  username: string;
  name: string;
  disabled_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
};

const COLUMNS = 'id, username, name, disabled_at, created_at, last_sign_in_at';

const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  username: row.username,
  name: row.name,
  status: row.disabled_at ? 'disabled' : 'active',
  createdAt: new Date(row.created_at).toISOString(),
  lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
});

/** Locks a staff member's row for a change; an unknown id (or the owner's) is 404. */
async function lockStaff(tx: Queryable, id: string): Promise<StaffRow> {
  const [row] = await tx.query<StaffRow>(
    `select ${COLUMNS} from admin_users where id = $1 and role = 'staff' for update`,
    [id],
  );
  if (!row) throw new AppError('NOT_FOUND', staffMessages.notFound);
  return row;
}

/**
 * The owner's staff (DESIGN 11.2, docs/decisions/085): admin accounts with the role staff. Every
 * change is audited under the owner who made it; disabling and a new password end the staff
 * member's sessions at once (DESIGN 6). Staff have no reset links: the owner sets the password.
 */
export function createStaffAccounts(db: Database) {
  return {
    async list(): Promise<StaffMember[]> {
      const rows = await db.query<StaffRow>(
        `select ${COLUMNS} from admin_users where role = 'staff' order by disabled_at is not null, name, username`,
      );
      return rows.map(toStaffMember);
    },

    /** Usernames are unique across the owner and the staff (admin_users_username_key). */
    async add(ownerId: string, input: NewStaff): Promise<StaffMember> {
      const hash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.query<StaffRow>(
            `insert into admin_users (username, name, password_hash, role) values ($1, $2, $3, 'staff')
             returning ${COLUMNS}`,
            [input.username, input.name, hash],
          );
          await recordAudit(tx, {
            adminId: ownerId,
            action: 'staff.create',
            entity: 'admin_user',
            entityId: row!.id,
            details: { after: { name: input.name, username: input.username } },
          });
          return toStaffMember(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'admin_users_username_key')) {
          const message = staffMessages.usernameTaken(input.username);
          throw new AppError('USERNAME_TAKEN', message, { username: message });
        }
        throw error;
      }
    },

    /** Disables (signing them out everywhere) or enables a staff member; doing it twice changes nothing more. */
    async setEnabled(ownerId: string, id: string, enabled: boolean): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const before = await lockStaff(tx, id);
        if (enabled === !before.disabled_at) return toStaffMember(before);
        const [row] = await tx.query<StaffRow>(
          `update admin_users set disabled_at = ${enabled ? 'null' : 'now()'} where id = $1 returning ${COLUMNS}`,
          [id],
        );
        const sessionsEnded = enabled ? undefined : await endAdminSessions(tx, id);
        await recordAudit(tx, {
          adminId: ownerId,
          action: enabled ? 'staff.enable' : 'staff.disable',
          entity: 'admin_user',
          entityId: id,
          details: { name: before.name, ...(sessionsEnded === undefined ? {} : { sessionsEnded }) },
        });
        return toStaffMember(row!);
      });
    },

    /** The owner sets a new password: every session the staff member had ends. */
    async setPassword(ownerId: string, id: string, password: string): Promise<StaffMember> {
      const hash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const before = await lockStaff(tx, id);
        await tx.query('update admin_users set password_hash = $2 where id = $1', [id, hash]);
        const sessionsEnded = await endAdminSessions(tx, id);
        await recordAudit(tx, {
          adminId: ownerId,
          action: 'staff.password',
          entity: 'admin_user',
          entityId: id,
          details: { name: before.name, sessionsEnded },
        });
        return toStaffMember(before);
      });
    },
  };
}
export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
