import type { ResetLink } from '../../../domain/customers.schemas';
import { RESET_LINK_MINUTES, resetLinkMessage, resetPasswordUrl } from '../../../domain/reset-link';
import { whatsAppChatUrl } from '../../../domain/whatsapp';
import { recordAudit } from '../../audit/audit-log';
import { endCustomerAccess, endResetLinks, openResetLink } from '../../auth/account-access';
import { hashPassword } from '../../auth/password';
import { newToken } from '../../auth/tokens';
import type { Database, Queryable } from '../../db/client';
import { lockCustomer } from './customer-read';

/**
 * The one write of a customer's password (the admin's, the customer's own, a reset link's): the
 * hash is stored and a Reserved customer becomes able to sign in. Inside the caller's transaction.
 */
export async function savePasswordHash(
  tx: Queryable,
  customerId: string,
  passwordHash: string,
): Promise<void> {
  await tx.query(
    'update customers set password_hash = $2, is_reserved = false, updated_at = now() where id = $1',
    [customerId, passwordHash],
  );
}

/**
 * The admin sets a customer's password (DESIGN 6 and 7): hashed here, never shown or logged. A
 * Reserved customer becomes able to sign in. Every session the customer holds ends (the admin is
 * not that customer, so none of them is the one asking), and so do their unused reset links.
 */
export async function setCustomerPassword(
  db: Database,
  adminId: string,
  customerId: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    await savePasswordHash(tx, customerId, passwordHash);
    const sessionsEnded = await endCustomerAccess(tx, customerId);
    await recordAudit(tx, {
      adminId,
      action: 'customer.password',
      entity: 'customer',
      entityId: customerId,
      details: {
        before: { reserved: customer.is_reserved },
        after: { reserved: false },
        sessionsEnded,
      },
    });
  });
}

/**
 * A one-time link for a customer who forgot their password (DESIGN 7): valid 30 minutes, used
 * once, and the only one: their earlier unused links end. Only the token's SHA-256 is stored;
 * the token itself is in the link, which the admin sends (the WhatsApp link opens a chat with the
 * customer's phone with the message typed in). `origin` is the shop's own, as the admin's browser
 * named it (cross-site-guard.ts ownOrigin).
 */
export async function makeResetLink(
  db: Database,
  adminId: string,
  customerId: string,
  origin: string,
): Promise<ResetLink> {
  const token = newToken();
  return db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    await endResetLinks(tx, customerId);
    const expires = await openResetLink(tx, { token, customerId, adminId, minutes: RESET_LINK_MINUTES });
    const expiresAt = expires.toISOString();
    await recordAudit(tx, {
      adminId,
      action: 'customer.reset_link',
      entity: 'customer',
      entityId: customerId,
      details: { expiresAt },
    });
    const url = resetPasswordUrl(origin, token);
    return {
      url,
      expiresAt,
      whatsappUrl: whatsAppChatUrl(customer.phone, resetLinkMessage(customer.name, url)),
    };
  });
}
