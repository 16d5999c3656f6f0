/** A wa.me link that opens a chat with an Indian mobile number (10 digits) with `text` typed in. */
export function whatsAppChatUrl(phone: string, text: string): string {
  return `https://wa.me/91${phone}?text=${encodeURIComponent(text)}`;
}
