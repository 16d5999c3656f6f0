import { messages } from '../../../domain/messages';
import type { CustomerUser } from '../../../domain/user';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../auth/password';
import { endCustomerAccess } from '../../auth/account-access';
import { toCustomerUser } from '../../auth/customer-user';
import { saveOwnDetails, savePasswordHash } from '../customers';
import { noteAddress } from '../referral-review';

/** A signed-in customer's own profile: their name and address, and their password. */
export function createProfileService(db: Database) {
  return {
    async update(customerId: string, input: { name: string; address: string }): Promise<CustomerUser> {
      const row = await db.transaction(async (tx) => {
        const saved = await saveOwnDetails(tx, customerId, input);
        // An address shared with an upline or a member below flags the referral (docs/decisions/081).
        if (saved) await noteAddress(tx, customerId, input.address, saved.pincode);
        return saved;
      });
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
