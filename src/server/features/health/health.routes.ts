import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { writeProbe } from './write-probe';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const canWrite = writeProbe(db);
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Ready: 200 while the database answers and can write (a write rolled back); 503 otherwise',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await canWrite();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database cannot write');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
