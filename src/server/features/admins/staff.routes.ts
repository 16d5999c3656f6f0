import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newStaffSchema, staffMemberSchema, staffPasswordSchema } from '../../../domain/staff.schemas';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { createStaffAccounts } from './staff-accounts';

const tags = ['admin: staff'];
const params = z.object({ id: z.uuid() });
const one = z.object({ staff: staffMemberSchema });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const notFound = { 404: errorBodySchema.describe('No staff member has this id') };

/** The owner's Staff screen (DESIGN 11.8: POST /api/admin/staff): the owner's alone. */
export const staffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const staff = createStaffAccounts(db);
  app.addHook('onRequest', onlyAdmins);

  app.get(
    '/admin/staff',
    {
      schema: {
        tags,
        summary: 'The staff, active first, with when each last signed in',
        response: { 200: z.object({ items: z.array(staffMemberSchema) }), ...errors },
      },
    },
    async () => ({ items: await staff.list() }),
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        tags,
        summary: 'Add a staff member, who signs in on the Admin tab with this username and password',
        body: newStaffSchema,
        response: {
          201: one,
          ...errors,
          409: errorBodySchema.describe('The owner or another staff member has this username'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ staff: await staff.add(requireAdmin(request).id, request.body) }),
  );

  for (const action of ['disable', 'enable'] as const)
    app.post(
      `/admin/staff/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'disable'
              ? 'Disable a staff member: they are signed out everywhere and cannot sign in'
              : 'Let a disabled staff member sign in again',
          params,
          response: { 200: one, ...errors, ...notFound },
        },
      },
      async (request) => ({
        staff: await staff.setEnabled(requireAdmin(request).id, request.params.id, action === 'enable'),
      }),
    );

  app.put(
    '/admin/staff/:id/password',
    {
      schema: {
        tags,
        summary: "Set a staff member's password: every session they had ends",
        params,
        body: staffPasswordSchema,
        response: { 200: one, ...errors, ...notFound },
      },
    },
    async (request) => ({
      staff: await staff.setPassword(requireAdmin(request).id, request.params.id, request.body.password),
    }),
  );
};
