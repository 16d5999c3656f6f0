import { SHOP } from '../../lib/shop-info';

/** The link a customer shares: registering through it makes them the new customer's referrer. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/register?ref=${encodeURIComponent(code)}`;
}

/** WhatsApp's share link with a ready-made invitation. */
export function whatsAppShareLink(link: string, code: string): string {
  const text = `Join me at ${SHOP.name}! Register with my code ${code} and earn points on every order: ${link}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
