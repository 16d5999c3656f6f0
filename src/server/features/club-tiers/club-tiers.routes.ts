import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubTierItemSchema } from '../../../domain/content.schemas';
import { TIERS } from '../../../domain/tiers';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { createClubTiersService } from './club-tiers.service';

export const clubTierRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const clubTiers = createClubTiersService(db);

  app.get(
    '/club-tiers',
    {
      schema: {
        tags: ['content'],
        summary: 'The club showcase cards, optionally for one tier',
        querystring: z.object({ tier: z.enum(TIERS).optional() }),
        response: { 200: z.object({ items: z.array(clubTierItemSchema) }), 400: errorBodySchema },
      },
    },
    async (request) => ({ items: await clubTiers.list(request.query.tier) }),
  );
};
