import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/client';
import { errorBodySchema } from '../errors';
import { addressKey } from './client-address';
import { rateLimit } from './rate-limit';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The token in a public page's address (an order's pay page, a counter sale's receipt). */
export const tokenParams = z.object({ token: z.string().max(64) });

/**
 * The limit on a public page found by its token, per address. Tokens are unguessable; the limit
 * only keeps a guesser slow and the database quiet.
 */
export const tokenPageLimit = (db: Queryable, name: string): preHandlerAsyncHookHandler =>
  rateLimit(db, [
    { name: `${name}:ip`, key: (request) => addressKey(request.ip), limit: 120, windowSeconds: 600 },
  ]);

/**
 * A public GET of what an unguessable token finds, with no sign-in: the token is the key. `find`
 * answers a malformed or unknown token with the same 404; the answer is never cached.
 */
export function getByToken<Found extends z.ZodType>(
  app: ZodApp,
  page: {
    url: string;
    limit: preHandlerAsyncHookHandler;
    summary: string;
    response: Found;
    find: (token: string) => Promise<z.output<Found>>;
  },
): void {
  // The caller's types hold `find` to the schema; the route itself needs only the schema's answer.
  const found: z.ZodType = page.response;
  app.get(
    page.url,
    {
      preHandler: page.limit,
      schema: {
        tags: ['orders'],
        summary: page.summary,
        params: tokenParams,
        response: { 200: found, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return page.find(request.params.token);
    },
  );
}
