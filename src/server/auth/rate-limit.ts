import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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

/**
 * Fixed-window counters kept in PostgreSQL, so every API process shares them.
 * Each call counts one hit per rule and refuses with 429 once a rule is over its limit.
 */
export function rateLimit(db: Queryable, rules: LimitRule[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    for (const rule of rules) {
      const key = rule.key(request);
      if (key === null) continue;
      const [row] = await db.query<{ hits: number; retry_after: number }>(
        `insert into rate_limits (key, window_start, hits)
         values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
         on conflict (key, window_start) do update set hits = rate_limits.hits + 1
         returning hits, ceil(extract(epoch from window_start) + $2 - extract(epoch from now()))::int as retry_after`,
        [`${rule.name}:${key}`, rule.windowSeconds],
      );
      if (row && row.hits > rule.limit) {
        reply.header('retry-after', String(Math.max(1, row.retry_after)));
        throw new AppError('RATE_LIMITED', messages.api.tooManyRequests);
      }
    }
    if (Math.random() < 0.01) {
      await db.query(`delete from rate_limits where window_start < now() - interval '1 day'`);
    }
  };
}
