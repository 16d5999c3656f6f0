/**
 * The titles the admin-edited pages start with (migration 003). The HTML carries these; the page
 * itself shows the title saved now, which is the same unless an admin renamed the page.
 */
export const CONTENT_PAGE_TITLES: Record<string, string> = {
  faq: 'Frequently asked questions',
  'shipping-policy': 'Delivery and shipping policy',
  'return-policy': 'Returns and refunds',
  'privacy-policy': 'Privacy policy',
};
