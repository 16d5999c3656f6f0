/**
 * The messages the storefront's entry and shop need (route states, API fallbacks, the shop), in their own
 * module so the entry bundle does not carry every other message. messages.ts re-exports them.
 */
export const routeMessages = {
  loading: 'Loading...',
  accessDenied: 'Access denied',
  /** Ours (docs/decisions/085): a staff member on one of the owner's screens. */
  ownerOnly: 'Only the owner can open this',
  notFound: 'Oops! Page not found',
  renderFailed: 'Unexpected Application Error!',
} as const;

export const apiMessages = {
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  /** Ours (docs/decisions/085): a staff member asking for something the owner keeps to themselves. */
  ownerOnly: 'Only the owner can do that.',
  notFound: 'Not found.',
  /** The server says how long in the Retry-After header; see tooManyRequestsFor. */
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  /**
   * Not in SPEC: past a sign-in, registration or password limit the request must carry a solved
   * proof-of-work challenge (DESIGN 6). The web solves it without a word; this is for other clients.
   */
  challengeRequired:
    'Too many attempts from here. Please try again: your browser will do a quick check first.',
  /** Not in SPEC: the browser could not do that check (a very old browser, or it ran out of memory). */
  challengeFailed:
    'This browser could not finish the security check. Please try again, or use an up-to-date browser.',
  invalidRequest: 'The request is not valid.',
  bodyTooLarge: 'The request is too large.',
  /** Not in SPEC: a state change from a page on another website (DESIGN 6). */
  crossSite: 'Requests from other websites are not accepted.',
  /** Not in SPEC: a state change that is not JSON (DESIGN 6), even one with no body. */
  sendJson: 'Send the request as JSON.',
  sendJsonOrFile: 'Send the request as JSON, or the file as multipart/form-data.',
  /** Not in SPEC: the HTTP request could not be read in time, or its headers are too large. */
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  /** Not in SPEC: a path that does not decode to text (invalid UTF-8 escapes). */
  badAddress: 'This address is not valid.',
  /** Not in SPEC: a path part over the router's 100-character limit. */
  addressTooLong: 'This address is too long.',
  unstorableText: 'The request contains a character that cannot be stored (such as NUL). Please remove it.',
  serverError: 'Something went wrong on our side. Please try again.',
  /** Not in SPEC: the database cannot be reached (restarting, failing over) or cannot write (disk full). */
  databaseUnavailable: 'The shop is briefly unavailable. Please try again in a minute.',
  /** Not in SPEC: more sign-ins are waiting for their password check than the server takes at once (503). */
  signInBusy: 'Many people are signing in right now. Please try again in a few seconds.',
} as const;

/** Too many attempts, saying how long to wait (Retry-After, in seconds). */
export function tooManyRequestsFor(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1
    ? 'Too many attempts. Please wait a minute and try again.'
    : `Too many attempts. Please wait ${minutes} minutes and try again.`;
}

/**
 * Not in SPEC: a quantity a product cannot be sold in (docs/decisions/084). Here, not in messages.ts,
 * because the cart's quantity rules (src/domain/quantities.ts) are on the shop's first screen.
 */
export const quantityMessages = {
  wholePiecesOnly: (name: string) => `${name} is sold by the piece: please enter a whole number.`,
  atMostThreeDecimals: (name: string) =>
    `Please enter the quantity of ${name} with at most 3 decimals (1.250 for 1 kg 250 g).`,
  quantityOutOfRange: (name: string, most: string) =>
    `Please enter a quantity of ${name} above 0 and at most ${most}.`,
} as const;

export const shopMessages = {
  loginRequired: 'Please login to proceed with checkout',
  noProducts: 'No products found',
  connectionIssue: 'No products found. This might be a connection issue.',
  loadFailed: 'Failed to load products after multiple attempts. Please check your connection.',
  refreshFailed: 'Failed to refresh products. Please try again.',
  refreshFailedToast: 'Failed to refresh products',
  refreshed: 'Products refreshed successfully',
  timeout: 'Products are taking too long to load. Please try again.',
} as const;

/** The shop screen's own words around SPEC's (ours: counts, retries, empty shelves, the cart link). */
export const shopScreenMessages = {
  showingOf: (shown: number, total: number) =>
    `Showing ${shown} of ${total} ${total === 1 ? 'product' : 'products'}`,
  /** Loaded so far when the shelf's size is not known (a search); `more` when more pages wait. */
  loaded: (shown: number, more: boolean) =>
    `${shown}${more ? '+' : ''} ${shown === 1 ? 'product' : 'products'}`,
  retrying: (attempt: number, of: number) => `Trying again to reach the shop (attempt ${attempt} of ${of})…`,
  loadFailedTitle: 'Could not load products',
  noMatchHint: 'Try a shorter word or another spelling, or look in all categories.',
  emptyShelfHint: 'Please check back soon.',
  showAll: 'Show all products',
  loadMore: 'Load more products',
  loadingMore: 'Loading more…',
  skipToCart: (items: number, total: string) =>
    `Skip to cart: ${items} ${items === 1 ? 'item' : 'items'}, ${total}`,
} as const;

/** SPEC section 8's query timeouts; the one for other loads is ours (SPEC names none). */
export const timeoutMessages = {
  products: shopMessages.timeout,
  orders: 'Orders are taking too long to load. Please try again.',
  other: 'This is taking too long to load. Please try again.',
} as const;
