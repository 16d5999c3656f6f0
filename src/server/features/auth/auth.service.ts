import { isRootCode, isWellFormedCode } from '../../../domain/customer-code';
import { messages } from '../../../domain/messages';
import type { Registration } from '../../../domain/auth.schemas';
import type { CustomerUser, ShopUser } from '../../../domain/user';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/password';
import { customerColumns, toCustomerUser, type CustomerRow } from '../../auth/customer-user';
import { noteSignIn } from '../admins';
import { insertRegisteredCustomer } from '../customers';
import { noteJoin } from '../referral-review';

export function createAuthService(db: Database) {
  /**
   * The parent's id for a code: null for the root A100 or no code; refuses malformed and unknown
   * codes, and a disabled customer's (nobody joins under an account the shop closed).
   */
  async function resolveParent(code: string | null): Promise<string | null> {
    if (!code || isRootCode(code)) return null;
    const [parent] = isWellFormedCode(code)
      ? await db.query<{ id: string }>(`select id from customers where code = $1 and status <> 'rejected'`, [
          code,
        ])
      : [];
    if (!parent)
      throw new AppError('INVALID_PARENT_CODE', messages.register.invalidParentCode, {
        parentCode: messages.register.invalidParentCode,
      });
    return parent.id;
  }

  async function assertPhoneFree(phone: string): Promise<void> {
    const [taken] = await db.query('select 1 from customers where phone = $1', [phone]);
    if (taken)
      throw new AppError('PHONE_TAKEN', messages.register.phoneTaken, {
        phone: messages.register.phoneTaken,
      });
  }

  return {
    /** SPEC section 5, in SPEC's order: the schema did checks 1-4; phone (5), then parent code (6) here. */
    /** `deviceDigest`: the registering browser's device cookie, for the referral review (docs/decisions/081). */
    async register(input: Registration, deviceDigest: string | null = null): Promise<CustomerUser> {
      await assertPhoneFree(input.phone);
      const parentId = await resolveParent(input.parentCode);
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await insertRegisteredCustomer(tx, {
            name: input.name,
            phone: input.phone,
            parentId,
            passwordHash,
          });
          // Flagged, never refused: a shared device or a burst under one parent waits for the owner.
          await noteJoin(tx, inserted.id, { deviceDigest });
          return inserted;
        });
        return toCustomerUser(row);
      } catch (error) {
        if (isUniqueViolation(error, 'customers_phone_key'))
          throw new AppError('PHONE_TAKEN', messages.register.phoneTaken);
        throw error;
      }
    },

    /** `signal`: the caller has gone, so a password check still waiting is dropped. */
    async loginCustomer(phone: string, password: string, signal?: AbortSignal): Promise<CustomerUser> {
      const [row] = await db.query<CustomerRow & { password_hash: string | null }>(
        `select ${customerColumns('c')}, c.password_hash from customers c where c.phone = $1`,
        [phone],
      );
      if (!row) {
        await burnPasswordCheck(password, signal);
        throw new AppError('INVALID_CREDENTIALS', messages.customerLogin.invalid);
      }
      if (!row.password_hash) throw new AppError('NO_PASSWORD', messages.customerLogin.noPassword);
      if (!(await verifyPassword(password, row.password_hash, signal))) {
        throw new AppError('INVALID_CREDENTIALS', messages.customerLogin.invalid);
      }
      if (row.status === 'rejected') throw new AppError('ACCOUNT_DISABLED', messages.customerLogin.disabled);
      return toCustomerUser(row);
    },

    loginAdmin: (username: string, password: string, signal?: AbortSignal) =>
      loginShopUser(db, username, password, signal),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/**
 * The owner or a staff member (docs/decisions/085). A disabled staff member is told so, but only
 * after the right password: a wrong one gets the usual answer, so a guesser learns nothing.
 */
async function loginShopUser(
  db: Database,
  username: string,
  password: string,
  signal?: AbortSignal,
): Promise<ShopUser> {
  const [row] = await db.query<{
    id: string;
    username: string;
    name: string;
    password_hash: string;
    role: 'owner' | 'staff';
    disabled_at: Date | null;
  }>('select id, username, name, password_hash, role, disabled_at from admin_users where username = $1', [
    username,
  ]);
  if (!row) {
    await burnPasswordCheck(password, signal);
    throw new AppError('INVALID_CREDENTIALS', messages.adminLogin.invalid);
  }
  if (!(await verifyPassword(password, row.password_hash, signal))) {
    throw new AppError('INVALID_CREDENTIALS', messages.adminLogin.invalid);
  }
  if (row.disabled_at) throw new AppError('ACCOUNT_DISABLED', messages.adminLogin.disabled);
  await noteSignIn(db, row.id);
  return {
    role: row.role === 'staff' ? 'staff' : 'admin',
    id: row.id,
    username: row.username,
    name: row.name,
  };
}
