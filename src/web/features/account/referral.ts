/** The link a customer shares: registering through it makes them the new customer's referrer. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/register?ref=${encodeURIComponent(code)}`;
}

/** WhatsApp's share link with a ready-made invitation (in the customer's language: the card words it). */
export function whatsAppShareLink(invitation: string): string {
  return `https://wa.me/?text=${encodeURIComponent(invitation)}`;
}
