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
