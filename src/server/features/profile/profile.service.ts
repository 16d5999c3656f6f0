import { messages } from '../../../domain/messages';
import type { CustomerUser } from '../../../domain/user';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../auth/password';
import { endCustomerAccess } from '../../auth/account-access';
import { toCustomerUser } from '../../auth/customer-user';
import { saveLanguage, saveOwnDetails, savePasswordHash } from '../customers';
import type { Language } from '../../../domain/language';
import { noteAddress } from '../referral-review';

/** A signed-in customer's own profile: their name and address, and their password. */
export function createProfileService(db: Database) {
  return {
    async update(customerId: string, input: { name: string; address: string }): Promise<CustomerUser> {
      const row = await db.transaction((tx) => saveOwnDetails(tx, customerId, input));
      if (!row) throw new AppError('UNAUTHENTICATED', messages.api.notSignedIn);
      // An address shared with an upline or a member below flags the referral (docs/decisions/081),
      // in its own transaction: the flag is advisory, and its locks never wait inside the save's.
      await db.transaction((tx) => noteAddress(tx, customerId, input.address, row.pincode));
      return toCustomerUser(row);
    },

    /** The language they read the shop in (docs/decisions/098). */
    async saveLanguage(customerId: string, language: Language): Promise<CustomerUser> {
      const row = await db.transaction((tx) => saveLanguage(tx, customerId, language));
      if (!row) throw new AppError('UNAUTHENTICATED', messages.api.notSignedIn);
      return toCustomerUser(row);
    },

    /**
     * Checks the current password, sets the new one, signs the customer out everywhere but here
     * (the session whose token is `keepSession`) and ends their unused reset links, in one
     * transaction.
     */
    async changePassword(
      customerId: string,
      keepSession: string,
      input: { currentPassword: string; password: string },
    ): Promise<void> {
      const [row] = await db.query<{ password_hash: string | null }>(
        'select password_hash from customers where id = $1',
        [customerId],
      );
      const current = row?.password_hash;
      if (!current || !(await verifyPassword(input.currentPassword, current)))
        throw new AppError('CURRENT_PASSWORD_WRONG', messages.passwordReset.currentWrong, {
          currentPassword: messages.passwordReset.currentWrong,
        });
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await savePasswordHash(tx, customerId, passwordHash);
        await endCustomerAccess(tx, customerId, { keepSession });
      });
    },
  };
}
