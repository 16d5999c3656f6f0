/** A counter sale's receipt page (docs/decisions/090): its address by the unguessable token. */
export const receiptPath = (token: string) => `/receipt/${token}`;

/** A receipt token as the database makes them: 32 hex digits, as a pay page's (docs/decisions/061). */
export const RECEIPT_TOKEN_PATTERN = /^[0-9a-f]{32}$/;
