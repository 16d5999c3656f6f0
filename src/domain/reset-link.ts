import { SHOP_NAME } from './document-title';

/** How long a reset link the admin makes stays usable (DESIGN 7). */
export const RESET_LINK_MINUTES = 30;

/** The page a reset link opens (the customer's /reset-password screen), on the shop's own origin. */
export function resetPasswordUrl(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

/** What the shop sends the customer over WhatsApp with their link. */
export function resetLinkMessage(name: string, url: string): string {
  return (
    `Hello ${name}, here is your link to set a new password for your ${SHOP_NAME} account: ${url} ` +
    `It works once, within ${RESET_LINK_MINUTES} minutes.`
  );
}
