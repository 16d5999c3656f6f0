/** The shop's name, at the end of every page title. */
export const SHOP_NAME = 'Fresh Mart';

/** Where the shop is: the footer, the contact page and the counter's receipts print it. */
export const SHOP_ADDRESS = 'Market Road, Thrissur, Kerala 680001';

/** A page's title as the browser tab, search results and link previews show it. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${SHOP_NAME}`;
}
