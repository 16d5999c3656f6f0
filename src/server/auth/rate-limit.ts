import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequestsFor } from '../../domain/messages';
import type { Queryable } from '../db/client';
import { AppError } from '../errors';

export interface LimitRule {
  /** A name for the bucket, e.g. 'login:ip'. */
  name: string;
  /** What is counted: the caller's address, the account asked for, ... Null skips the rule. */
  key: (request: FastifyRequest) => string | null;
  limit: number;
  windowSeconds: number;
}

interface WindowCount {
  hits: number;
  retry_after: number;
  /** The window counted in, so a reservation can be given back to the same window. */
  window_start: Date;
}

const windowStart = `to_timestamp(floor(extract(epoch from now()) / $2) * $2)`;
const retryAfter = `ceil(extract(epoch from window_start) + $2 - extract(epoch from now()))::int as retry_after`;

/** Adds one hit to the rule's current window and returns the new count. */
async function countHit(db: Queryable, rule: LimitRule, key: string): Promise<WindowCount | undefined> {
  const [row] = await db.query<WindowCount>(
    `insert into rate_limits (key, window_start, hits) values ($1, ${windowStart}, 1)
     on conflict (key, window_start) do update set hits = rate_limits.hits + 1
     returning hits, window_start, ${retryAfter}`,
    [`${rule.name}:${key}`, rule.windowSeconds],
  );
  if (Math.random() < 0.01) {
    await db.query(`delete from rate_limits where window_start < now() - interval '1 day'`);
  }
  return row;
}

/** Takes back one hit counted by countHit, in the window it was counted in. */
async function uncountHit(db: Queryable, rule: LimitRule, key: string, window: Date): Promise<void> {
  await db.query('update rate_limits set hits = greatest(hits - 1, 0) where key = $1 and window_start = $2', [
    `${rule.name}:${key}`,
    window,
  ]);
}

/** 429 with Retry-After, and a message that says how long that is. */
function refuse(reply: FastifyReply, count: WindowCount): never {
  const seconds = Math.max(1, count.retry_after);
  reply.header('retry-after', String(seconds));
  throw new AppError('RATE_LIMITED', tooManyRequestsFor(seconds));
}

/**
 * Fixed-window counters kept in PostgreSQL, so every API process shares them.
 * Each call counts one hit per rule and refuses with 429 once a rule is over its limit.
 */
export function rateLimit(db: Queryable, rules: LimitRule[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    for (const rule of rules) {
      const key = rule.key(request);
      if (key === null) continue;
      const count = await countHit(db, rule, key);
      if (count && count.hits > rule.limit) refuse(reply, count);
    }
  };
}

/**
 * Limits on failures only (wrong passwords). Each attempt first reserves one hit in every rule,
 * atomically (so a burst of parallel attempts cannot get past the limit: each one's count already
 * includes the others), and is refused when a rule is over its limit. A failed attempt keeps its
 * hits; a successful one, or one refused, gives them back: successes cost nothing, so a customer
 * who signs in often is never locked out.
 */
export function failureLimits(db: Queryable, rules: LimitRule[]) {
  return async function attempt<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
    const reserved: { rule: LimitRule; key: string; window: Date }[] = [];
    const release = () =>
      Promise.all(reserved.map(({ rule, key, window }) => uncountHit(db, rule, key, window)));
    for (const rule of rules) {
      const key = rule.key(request);
      if (key === null) continue;
      const count = await countHit(db, rule, key);
      if (!count) continue;
      reserved.push({ rule, key, window: count.window_start });
      if (count.hits > rule.limit) {
        await release();
        refuse(reply, count);
      }
    }
    const result = await work();
    await release();
    return result;
  };
}
