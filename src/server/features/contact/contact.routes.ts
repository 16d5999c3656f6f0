import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInputSchema, contactMessageSchema } from '../../../domain/contact.schemas';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import { addressKey } from '../../auth/client-address';
import { rateLimit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { createContactService, type ContactService } from './contact.service';

/** Enough for a family sharing one connection; stops a script filling the inbox. */
const MESSAGES_PER_ADDRESS_PER_HOUR = 10;

const adminContactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.addHook('preValidation', onlyAdmins);
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
  const security = [{ session: [] }];

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['admin: contact'],
        summary: 'Contact messages, newest first (open ones unless asked)',
        security,
        querystring: z.object({
          status: z.enum(['open', 'handled', 'all']).default('open'),
          limit: z.coerce.number().int().min(1).max(100).default(24),
          cursor: z.string().max(300).optional(),
        }),
        response: {
          200: z.object({ items: z.array(contactMessageSchema), nextCursor: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => contact.list(request.query),
  );

  app.post(
    '/admin/contact-messages/:id/handled',
    {
      schema: {
        tags: ['admin: contact'],
        summary: 'Mark a contact message as handled',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ message: contactMessageSchema }), ...errors },
      },
    },
    async (request) => ({ message: await contact.markHandled(requireAdmin(request).id, request.params.id) }),
  );
};

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const contact = createContactService(db);

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (stored for the admin)',
        body: contactInputSchema,
        response: { 201: z.object({ id: z.string() }), 400: errorBodySchema, 429: errorBodySchema },
      },
      preHandler: rateLimit(db, [
        {
          name: 'contact:ip',
          key: (request) => addressKey(request.ip),
          limit: MESSAGES_PER_ADDRESS_PER_HOUR,
          windowSeconds: 3600,
        },
      ]),
    },
    async (request, reply) => reply.status(201).send(await contact.submit(request.body)),
  );

  await app.register(adminContactRoutes, { contact });
};
