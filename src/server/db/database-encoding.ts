import type { Queryable } from './client';

/**
 * Why this database cannot keep the shop's text, or null when it can (docs/decisions/094): names in
 * Malayalam (and ₹ in messages) need a UTF8 database. The search needs nothing more: its kept keys
 * are ASCII, so the ctype (C on the embedded server, C.UTF-8 or en_IN.UTF-8 on a server) does not
 * matter for it.
 */
export function encodingProblem(encoding: string): string | null {
  return encoding.toUpperCase() === 'UTF8'
    ? null
    : `The database's encoding is ${encoding}, so it cannot store Malayalam names: ` +
        'create it with ENCODING UTF8 (createdb --encoding=UTF8 --template=template0) and move the shop into it.';
}

/** Refuses to start the shop on a database that cannot store Malayalam. */
export async function requireUtf8(db: Queryable): Promise<void> {
  const [row] = await db.query<{ encoding: string }>(
    `select pg_encoding_to_char(encoding) as encoding from pg_database where datname = current_database()`,
  );
  const problem = encodingProblem(row!.encoding);
  if (problem) throw new Error(problem);
}
