/** PostgreSQL error helpers: both drivers expose `code` and `constraint`. */
interface PgError {
  code?: string;
  constraint?: string;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgError;
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}

export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgError;
  return e?.code === '23503' && (!constraint || e.constraint === constraint);
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgError;
  return e?.code === '23514' && (!constraint || e.constraint === constraint);
}

/**
 * Text PostgreSQL cannot store: U+0000 ('untranslatable character', 22P05) or bytes that are
 * not valid UTF-8 (22021). A bad request, not a server failure.
 */
export function isUnstorableText(error: unknown): boolean {
  const e = error as PgError;
  return e?.code === '22P05' || e?.code === '22021';
}

/** Node's socket errors when the server cannot be reached, or the connection to it broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOENT', // a Unix socket that is not there: the server is stopped
]);

/**
 * SQLSTATEs of a database that cannot serve us just now: class 08 (connection exception), a
 * server shutting down or crashed (57P01 admin_shutdown, 57P02 crash_shutdown), one starting up
 * or recovering (57P03 cannot_connect_now), out of room (53100 disk_full, 53200 out_of_memory,
 * 53300 too_many_connections), and one that cannot write (25006: a standby after a failover, or a
 * database set read-only).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53100', '53200', '53300', '25006']);

/** pg's own errors for a connection it could not make or has lost (they carry no code). */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** How deep to look through `cause`s (a service may wrap the database's error in its own). */
const MAX_CAUSES = 5;

/**
 * The database could not serve the request for now: it cannot be reached, the connection broke,
 * it is restarting or failing over, or it cannot write. Not the request's fault and not a bug:
 * the API answers 503 and the caller tries again. Looks through `cause`s.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let depth = 0; error instanceof Error && depth <= MAX_CAUSES; depth++) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    } else if (LOST_CONNECTION.test(error.message)) return true;
    // Several addresses tried (localhost: ::1 and 127.0.0.1), each refused.
    if (error instanceof AggregateError && error.errors.some((each) => isDatabaseUnavailable(each)))
      return true;
    error = error.cause;
  }
  return false;
}

/**
 * The connection broke while COMMIT was on its way: the transaction may or may not have been
 * committed. It is never run again by us (that could do it twice); an order's Idempotency-Key
 * makes the caller's retry safe.
 */
export class CommitOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super(
      'The connection to the database broke during COMMIT: the transaction may or may not have committed.',
      {
        cause,
      },
    );
    this.name = 'CommitOutcomeUnknown';
  }
}
