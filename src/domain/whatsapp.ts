import type { Language } from './language';
import { formatPaise } from './money';

/** A wa.me link that opens a chat with an Indian mobile number (10 digits) with `text` typed in. */
export function whatsAppChatUrl(phone: string, text: string): string {
  return `https://wa.me/91${phone}?text=${encodeURIComponent(text)}`;
}

/** The counter receipt's text in each language the customer may read the shop in (docs/decisions/098). */
const RECEIPT_TEXTS: Record<Language, (amount: string, url: string) => string> = {
  en: (amount, url) => `Your receipt for ${amount}: ${url}`,
  ml: (amount, url) => `${amount}-ന്റെ നിങ്ങളുടെ രസീത്: ${url}`,
};

/** What the counter sends on WhatsApp with a sale's receipt (its full https address), in the customer's language. */
export function receiptMessage(amountPaise: number, url: string, language: Language = 'en'): string {
  return RECEIPT_TEXTS[language](formatPaise(amountPaise), url);
}
