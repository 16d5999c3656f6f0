import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerSchema, offerViewSchema } from '../../../domain/offers.schemas';
import { SESSION_SECURITY } from '../../openapi';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlyAdmins, onlyCustomers, requireAdmin, requireCustomer } from '../../auth/guards';
import { createOffersService } from './offers.service';

/** Live offers at or below the customer's tier (SPEC 4), newest first; the dashboard shows 3. */
export const offerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const offers = createOffersService(db);
  app.get(
    '/offers',
    {
      onRequest: onlyCustomers,
      schema: {
        tags: ['offers'],
        summary: 'Live offers for your tier',
        security: SESSION_SECURITY,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(3) }),
        response: {
          200: z.object({ items: z.array(offerViewSchema) }),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => ({
      items: await offers.visibleTo(requireCustomer(request).tier, request.query.limit),
    }),
  );
};

export const adminOfferRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const offers = createOffersService(db);
  app.addHook('onRequest', onlyAdmins);
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
  const params = z.object({ id: z.uuid() });
  const one = {
    200: z.object({ offer: offerViewSchema }),
    201: z.object({ offer: offerViewSchema }),
    ...errors,
  };

  app.get(
    '/admin/offers',
    {
      schema: {
        tags: ['admin: offers'],
        summary: 'All offers',
        response: { 200: z.object({ items: z.array(offerViewSchema) }), ...errors },
      },
    },
    async () => ({ items: await offers.list() }),
  );

  app.post(
    '/admin/offers',
    { schema: { tags: ['admin: offers'], summary: 'Create an offer', body: offerSchema, response: one } },
    async (request, reply) => {
      const offer = await offers.create(requireAdmin(request).id, request.body);
      return reply.status(201).send({ offer });
    },
  );

  app.put(
    '/admin/offers/:id',
    {
      schema: {
        tags: ['admin: offers'],
        summary: 'Change an offer',
        params,
        body: offerSchema,
        response: one,
      },
    },
    async (request) => ({
      offer: await offers.update(requireAdmin(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/offers/:id',
    {
      schema: {
        tags: ['admin: offers'],
        summary: 'Delete an offer',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await offers.remove(requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
