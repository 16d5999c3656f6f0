import { messages } from '../../../domain/messages';
import type { ResetLinkStatus } from '../../../domain/profile.schemas';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { endCustomerAccess } from '../../auth/account-access';
import { hashPassword } from '../../auth/password';
import { tokenDigest } from '../../auth/tokens';
import { savePasswordHash } from '../customers';

interface LinkRow {
  customer_id: string;
  expires_at: Date;
  used_at: Date | null;
  status: string;
  name: string;
}

/**
 * The customer's half of a one-time reset link (DESIGN 7): the admin makes the link (valid 30
 * minutes, used once; only its token's SHA-256 is stored), the customer opens it and sets a new
 * password. Unknown, used and expired links each say so; a disabled account cannot use one.
 */
export function createPasswordResetService(db: Database) {
  /** The link's row, locked when `tx` asks for update; refused with the message that fits it. */
  async function usableLink(q: Queryable, token: string, lock: boolean): Promise<LinkRow> {
    const [link] = token
      ? await q.query<LinkRow>(
          `select t.customer_id, t.expires_at, t.used_at, c.status, c.name
           from password_reset_tokens t join customers c on c.id = t.customer_id
           where t.token_hash = $1 ${lock ? 'for update of t' : ''}`,
          [tokenDigest(token)],
        )
      : [];
    if (!link) throw new AppError('RESET_LINK_INVALID', messages.passwordReset.linkInvalid);
    if (link.used_at) throw new AppError('RESET_LINK_USED', messages.passwordReset.linkUsed);
    if (new Date(link.expires_at).getTime() <= Date.now())
      throw new AppError('RESET_LINK_EXPIRED', messages.passwordReset.linkExpired);
    if (link.status === 'rejected') throw new AppError('ACCOUNT_DISABLED', messages.customerLogin.disabled);
    return link;
  }

  return {
    /** Whether the link can be used now: until when, and whose first name to greet. */
    async check(token: string): Promise<ResetLinkStatus> {
      const link = await usableLink(db, token, false);
      return {
        expiresAt: new Date(link.expires_at).toISOString(),
        firstName: link.name.trim().split(/\s+/)[0] ?? '',
      };
    },

    /**
     * Sets the new password and uses the link up, in one transaction on the locked link row (two
     * tabs submitting at once: one wins, the other hears the link was used). Makes a Reserved
     * customer able to sign in, ends the customer's other unused links and signs them out
     * everywhere. Returns the customer's id. The hash is made before the lock is taken, and only
     * for a link that looked usable.
     */
    async reset(token: string, password: string): Promise<string> {
      await usableLink(db, token, false);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const { customer_id: customerId } = await usableLink(tx, token, true);
        await savePasswordHash(tx, customerId, passwordHash);
        await endCustomerAccess(tx, customerId);
        return customerId;
      });
    },
  };
}
