import type { Queryable } from '../db/client';

interface SequenceState {
  schema: string;
  name: string;
  /** null: never used since it was made (or reset). */
  lastValue: number | null;
  startValue: number;
}

/** Every sequence of the shop's schema, where it stands (sequences are not transactional). */
export async function sequenceStates(db: Queryable): Promise<SequenceState[]> {
  return db.query<SequenceState>(
    `select schemaname as schema, sequencename as name, last_value as "lastValue", start_value as "startValue"
     from pg_sequences where schemaname = current_schema() order by 1, 2`,
  );
}

/**
 * After a rollback (a dry run, a refused or failed import): the sequences the import moved
 * (customer codes given, identity ids taken) are put back where they were, so a dry run changes
 * nothing at all. One that someone else moved meanwhile is left alone.
 */
export async function rewindSequences(db: Queryable, before: readonly SequenceState[]): Promise<void> {
  const now = new Map((await sequenceStates(db)).map((s) => [`${s.schema}.${s.name}`, s.lastValue]));
  for (const was of before) {
    const moved = now.get(`${was.schema}.${was.name}`);
    if (moved === undefined || moved === was.lastValue) continue;
    await db.query(
      `select setval(format('%I.%I', $1::text, $2::text)::regclass, $3::bigint, $4::boolean)
       from pg_sequences where schemaname = $1 and sequencename = $2 and last_value = $5::bigint`,
      [was.schema, was.name, was.lastValue ?? was.startValue, was.lastValue !== null, moved],
    );
  }
}
