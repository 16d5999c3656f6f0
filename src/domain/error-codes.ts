/**
 * Every code the API answers with in `{ "error": { "code", "message", "fields"? } }`, and the
 * HTTP status that goes with it (docs/decisions/045). The server throws these codes (its error
 * handler sends the status from here); the web app decides what to do by the code, and by the
 * status only to tell a refusal (4xx: trying again will not help) from a fault (5xx); the OpenAPI
 * document lists the codes each status can carry.
 *
 * A code names one situation a caller may act on, not a status: a 409 alone says only "conflict".
 */
export const ERROR_STATUS = {
  /** A field, the query, a path parameter or the JSON is not valid (`fields` says which). */
  VALIDATION_FAILED: 400,
  /** Any other request the framework could not take, answered with its own 4xx status. */
  BAD_REQUEST: 400,
  INVALID_PARENT_CODE: 400,
  CURRENT_PASSWORD_WRONG: 400,
  RESET_LINK_INVALID: 400,
  /** A bank statement file that cannot be read as a whole: the message names the line and why. */
  STATEMENT_REFUSED: 400,
  /** A payment larger than what the order still owes. */
  PAYMENT_OVER_DUE: 400,
  /** A khata settlement larger than what the customer owes. */
  KHATA_OVER_OWED: 400,
  /** Refund lines not on the order, or more units than are left to refund on a line. */
  REFUND_LINES_REFUSED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  NO_PASSWORD: 401,
  ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  PHONE_TAKEN: 409,
  OUT_OF_STOCK: 409,
  /** The order (or payment record) moved on: this action no longer applies to it. */
  ILLEGAL_TRANSITION: 409,
  /** The Idempotency-Key was used before for an order with other details. */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** A UPI reference (UTR) that already paid, or was given for, another order: a UTR pays one order once. */
  PAYMENT_REFERENCE_USED: 409,
  /** A khata order above the customer's credit left (or khata not open for them): the message names what is left. */
  KHATA_OVER_LIMIT: 409,
  /** A statement line the owner already matched to another order, or dismissed. */
  STATEMENT_CREDIT_DECIDED: 409,
  /** Approve or reject a registration that was already decided. */
  REGISTRATION_ALREADY_DECIDED: 409,
  CUSTOMER_HAS_CHILDREN: 409,
  CUSTOMER_HAS_HISTORY: 409,
  CATEGORY_NAME_TAKEN: 409,
  /** A staff member's username that the owner or another staff member already has. */
  USERNAME_TAKEN: 409,
  /** A barcode, or a scale item code, already on another product: the message names it. */
  BARCODE_TAKEN: 409,
  CATEGORY_NOT_EMPTY: 409,
  /** Removing the demo data: real customers were referred by demo ones. */
  DEMO_DATA_REFERRED_REAL: 409,
  /** Removing the demo data: demo customers sit under real ones and paid them rewards. */
  DEMO_DATA_UNDER_REAL: 409,
  RESET_LINK_EXPIRED: 410,
  RESET_LINK_USED: 410,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Past a sign-in limit: solve the challenge in the header and ask again (docs/decisions/038). */
  CHALLENGE_REQUIRED: 428,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The codes an answer with this HTTP status can carry. */
export function errorCodesWithStatus(status: number): ErrorCode[] {
  return ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
}
