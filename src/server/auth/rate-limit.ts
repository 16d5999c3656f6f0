import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequestsFor } from '../../domain/messages';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';

/** What is counted, and how much of it is allowed: `limit` hits per `windowSeconds`. */
export interface Bucket {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface LimitRule {
  /** A name for the bucket, e.g. 'register:ip'. */
  name: string;
  /** What is counted: the caller's address, the account asked for, ... Null skips the rule. */
  key: (request: FastifyRequest) => string | null;
  limit: number;
  windowSeconds: number;
}

/**
 * Seconds one hit keeps the bucket busy: a full bucket frees one hit after this long. Whole
 * microseconds (what PostgreSQL keeps), rounded down, so `limit` of them always fit in the window.
 */
const spacing = (bucket: Bucket) => Math.floor((bucket.windowSeconds * 1e6) / bucket.limit) / 1e6;

/**
 * Counts one hit in the bucket if it has room, atomically (a burst of parallel hits cannot
 * overshoot: each one's update waits for the others' row lock). Time is the API process's clock,
 * passed in, so that tests can move it. Returns false, counting nothing, when the bucket is full.
 */
async function takeHit(db: Queryable, bucket: Bucket, now: Date): Promise<boolean> {
  const rows = await db.query(
    `insert into throttles (key, busy_until) values ($1, $2::timestamptz + make_interval(secs => $3::float8))
     on conflict (key) do update
       set busy_until = greatest(throttles.busy_until, $2::timestamptz) + make_interval(secs => $3::float8)
       where greatest(throttles.busy_until, $2::timestamptz) + make_interval(secs => $3::float8)
             <= $2::timestamptz + make_interval(secs => $4::float8)
     returning 1`,
    [bucket.key, now.toISOString(), spacing(bucket), bucket.windowSeconds],
  );
  if (Math.random() < 0.01)
    await db.query('delete from throttles where busy_until < $1', [now.toISOString()]);
  return rows.length > 0;
}

async function giveBack(db: Queryable, bucket: Bucket): Promise<void> {
  await db.query(
    'update throttles set busy_until = busy_until - make_interval(secs => $2::float8) where key = $1',
    [bucket.key, spacing(bucket)],
  );
}

/** Whole seconds until the full bucket has room for one more hit. */
async function secondsUntilRoom(db: Queryable, bucket: Bucket, now: Date): Promise<number> {
  const [row] = await db.query<{ seconds: number }>(
    `select ceil(extract(epoch from busy_until - $2::timestamptz)::float8 + $3::float8 - $4::float8)::int as seconds
     from throttles where key = $1`,
    [bucket.key, now.toISOString(), spacing(bucket), bucket.windowSeconds],
  );
  return Math.max(1, row?.seconds ?? 1);
}

/**
 * Takes one hit from every bucket, all or none: when one is full, the hits already taken are
 * given back and null is returned. Otherwise returns a function that gives the hits back (for what
 * should not count after all).
 *
 * A bucket of `limit` per `windowSeconds` allows `limit` hits at once and then one more every
 * windowSeconds / limit: a steady rate (GCRA), so a new window never opens for a second burst.
 */
export async function takeHitsIfRoom(
  db: Queryable,
  buckets: Bucket[],
  now: Date = new Date(),
): Promise<(() => Promise<void>) | null> {
  const taken: Bucket[] = [];
  const release = async () => {
    await Promise.all(taken.map((bucket) => giveBack(db, bucket)));
  };
  for (const bucket of buckets) {
    if (!(await takeHit(db, bucket, now))) {
      await release();
      return null;
    }
    taken.push(bucket);
  }
  return release;
}

/** As takeHitsIfRoom, but a full bucket refuses with 429, a Retry-After, and a message saying the same wait. */
export async function takeHits(
  db: Queryable,
  reply: FastifyReply,
  buckets: Bucket[],
): Promise<() => Promise<void>> {
  const now = new Date();
  const release = await takeHitsIfRoom(db, buckets, now);
  if (release) return release;
  const seconds = Math.max(
    ...(await Promise.all(buckets.map((bucket) => secondsUntilRoom(db, bucket, now)))),
  );
  reply.header('retry-after', String(seconds));
  throw new AppError('RATE_LIMITED', tooManyRequestsFor(seconds));
}

/**
 * Counts one hit in every bucket even past its limit (a request that paid with a solved challenge,
 * docs/decisions/038), but never more than `maxExcess(limit)` hits past it: an attack that stops
 * is forgotten at the bucket's steady rate, not hours later.
 */
export async function countHits(
  db: Queryable,
  buckets: Bucket[],
  maxExcess: (limit: number) => number,
  now: Date = new Date(),
): Promise<void> {
  for (const bucket of buckets) {
    const ceiling = bucket.windowSeconds + maxExcess(bucket.limit) * spacing(bucket);
    await db.query(
      `insert into throttles (key, busy_until) values ($1, $2::timestamptz + make_interval(secs => $3::float8))
       on conflict (key) do update
         set busy_until = least(greatest(throttles.busy_until, $2::timestamptz) + make_interval(secs => $3::float8),
                                $2::timestamptz + make_interval(secs => $4::float8))`,
      [bucket.key, now.toISOString(), spacing(bucket), ceiling],
    );
  }
}

/** How many hits past its limit each bucket holds now (0 or less: it has room or is just full). */
export async function excessHits(
  db: Queryable,
  buckets: Bucket[],
  now: Date = new Date(),
): Promise<number[]> {
  const rows = await db.query<{ key: string; seconds: number }>(
    `select key, extract(epoch from busy_until - $2::timestamptz)::float8 as seconds
     from throttles where key = any($1::text[])`,
    [buckets.map((bucket) => bucket.key), now.toISOString()],
  );
  const busy = new Map(rows.map((row) => [row.key, row.seconds]));
  return buckets.map((bucket) => {
    const seconds = busy.get(bucket.key);
    if (seconds === undefined) return -bucket.limit;
    // A hundredth of a hit's tolerance: the stored times are whole microseconds.
    return Math.floor((seconds - bucket.windowSeconds) / spacing(bucket) + 0.01);
  });
}

/** A preHandler counting every request against the rules, refusing with 429 once one is full. */
export function rateLimit(db: Queryable, rules: LimitRule[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const buckets: Bucket[] = [];
    for (const rule of rules) {
      const key = rule.key(request);
      if (key !== null)
        buckets.push({ key: `${rule.name}:${key}`, limit: rule.limit, windowSeconds: rule.windowSeconds });
    }
    await takeHits(db, reply, buckets);
  };
}
