import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { messages } from '../../domain/messages';
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
}

const windowStart = `to_timestamp(floor(extract(epoch from now()) / $2) * $2)`;
const retryAfter = `ceil(extract(epoch from window_start) + $2 - extract(epoch from now()))::int as retry_after`;

/** Adds one hit to the rule's current window and returns the new count. */
async function countHit(db: Queryable, rule: LimitRule, key: string): Promise<WindowCount | undefined> {
  const [row] = await db.query<WindowCount>(
    `insert into rate_limits (key, window_start, hits) values ($1, ${windowStart}, 1)
     on conflict (key, window_start) do update set hits = rate_limits.hits + 1
     returning hits, ${retryAfter}`,
    [`${rule.name}:${key}`, rule.windowSeconds],
  );
  if (Math.random() < 0.01) {
    await db.query(`delete from rate_limits where window_start < now() - interval '1 day'`);
  }
  return row;
}

/** Reads the rule's current window without counting. */
async function readCount(db: Queryable, rule: LimitRule, key: string): Promise<WindowCount | undefined> {
  const [row] = await db.query<WindowCount>(
    `select hits, ${retryAfter} from rate_limits where key = $1 and window_start = ${windowStart}`,
    [`${rule.name}:${key}`, rule.windowSeconds],
  );
  return row;
}

function refuse(reply: FastifyReply, count: WindowCount): never {
  reply.header('retry-after', String(Math.max(1, count.retry_after)));
  throw new AppError('RATE_LIMITED', messages.api.tooManyRequests);
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
 * A limit on failures only (wrong passwords): `guard` refuses once the window holds `limit`
 * failures, and `countFailure` is called by the handler when an attempt fails. Successful
 * attempts cost nothing, so a customer who signs in often is never locked out.
 */
export function failureLimit(db: Queryable, rule: LimitRule) {
  return {
    guard: (async (request, reply) => {
      const key = rule.key(request);
      if (key === null) return;
      const count = await readCount(db, rule, key);
      if (count && count.hits >= rule.limit) refuse(reply, count);
    }) satisfies preHandlerAsyncHookHandler,
    async countFailure(request: FastifyRequest): Promise<void> {
      const key = rule.key(request);
      if (key !== null) await countHit(db, rule, key);
    },
  };
}
