import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGISTRATION_DECISIONS, registrationSchema } from '../../../domain/registrations.schemas';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import { createRegistrationsService } from './registrations.service';

/** Admin: customer registrations waiting for approval. Rejecting disables the account (DESIGN 6). */
export const registrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const registrations = createRegistrationsService(db);
  app.addHook('onRequest', onlyAdmins);
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  app.get(
    '/admin/registrations',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'Pending customer registrations, oldest first',
        response: { 200: z.object({ items: z.array(registrationSchema) }), ...errors },
      },
    },
    async () => ({ items: await registrations.pending() }),
  );

  for (const decision of REGISTRATION_DECISIONS) {
    app.post(
      `/admin/customers/:id/${decision}`,
      {
        schema: {
          tags: ['admin: customers'],
          summary:
            decision === 'approve'
              ? 'Approve a registration'
              : 'Reject a registration: the account is disabled and signed out',
          params: z.object({ id: z.uuid() }),
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request) => ({
        message: await registrations.decide(requireAdmin(request).id, request.params.id, decision),
      }),
    );
  }
};
