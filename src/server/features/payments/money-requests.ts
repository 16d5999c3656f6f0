import { createHash } from 'node:crypto';
import { messages } from '../../../domain/messages';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';

/** What a request that moves money asked for: the route's words, whose money, and the body. */
export function moneyRequestHash(what: string, subjectId: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([what, subjectId, body]))
    .digest('hex');
}

/**
 * Money recorded by hand is recorded once (docs/decisions/073). Inside the caller's transaction:
 * without a key, `record` runs; with one seen before, the answer it got then comes back and nothing
 * is recorded (another request under the same key is refused); a first key claims its row, runs
 * `record` and keeps the answer. Two requests with one key at once: the second's claim waits for the
 * first's transaction, then reads its answer.
 */
export async function recordOnce<T>(
  tx: Queryable,
  key: string | undefined,
  requestHash: string,
  record: () => Promise<T>,
): Promise<T> {
  if (!key) return record();
  const claimed = await tx.query(
    `insert into money_requests (idempotency_key, request_hash) values ($1, $2)
     on conflict (idempotency_key) do nothing returning 1`,
    [key, requestHash],
  );
  if (claimed.length === 0) {
    const [earlier] = await tx.query<{ request_hash: string; answer: T }>(
      'select request_hash, answer from money_requests where idempotency_key = $1',
      [key],
    );
    if (earlier!.request_hash !== requestHash)
      throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.payments.keyReused);
    return earlier!.answer;
  }
  const answer = await record();
  await tx.query('update money_requests set answer = $2 where idempotency_key = $1', [
    key,
    JSON.stringify(answer),
  ]);
  return answer;
}
