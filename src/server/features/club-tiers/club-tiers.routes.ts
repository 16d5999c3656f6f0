import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubTierSaveSchema } from '../../../domain/club-tiers.schemas';
import { clubTierItemSchema } from '../../../domain/content.schemas';
import { TIERS } from '../../../domain/tiers';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { createClubTiersService, type ClubTiersService } from './club-tiers.service';

const listResponse = z.object({ items: z.array(clubTierItemSchema) });

const adminClubTierRoutes: FastifyPluginAsyncZod<{ clubTiers: ClubTiersService }> = async (
  app,
  { clubTiers },
) => {
  app.addHook('preValidation', onlyAdmins);
  app.put(
    '/admin/club-tiers/:tier',
    {
      schema: {
        tags: ['admin: content'],
        summary: "Replace one club's showcase with these items, in this order",
        security: [{ session: [] }],
        params: z.object({ tier: z.enum(TIERS) }),
        body: clubTierSaveSchema,
        response: { 200: listResponse, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({
      items: await clubTiers.replace(requireAdmin(request).id, request.params.tier, request.body.items),
    }),
  );
};

export const clubTierRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const clubTiers = createClubTiersService(db);

  app.get(
    '/club-tiers',
    {
      schema: {
        tags: ['content'],
        summary: 'The club showcase cards, optionally for one tier',
        querystring: z.object({ tier: z.enum(TIERS).optional() }),
        response: { 200: listResponse, 400: errorBodySchema },
      },
    },
    async (request) => ({ items: await clubTiers.list(request.query.tier) }),
  );

  await app.register(adminClubTierRoutes, { clubTiers });
};
