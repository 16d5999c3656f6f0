/** The shop's name, at the end of every page title. */
export const SHOP_NAME = 'Fresh Mart';

/** A page's title as the browser tab, search results and link previews show it. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${SHOP_NAME}`;
}
