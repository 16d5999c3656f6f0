import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { recordAudit } from '../../audit/audit-log';
import { AppError, errorBodySchema } from '../../errors';
import { onlyAdmins, requireAdmin } from '../../auth/guards';

const registrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  code: z.string(),
  parentCode: z.string().nullable(),
  joinedAt: z.string(),
});

/** Admin: customer registrations waiting for approval. Rejecting disables the account (DESIGN 6). */
export const registrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
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
    async () => {
      const rows = await db.query<{
        id: string;
        name: string;
        phone: string;
        code: string;
        parent_code: string | null;
        joined_at: Date;
      }>(
        `select c.id, c.name, c.phone, c.code, p.code as parent_code, c.joined_at
         from customers c left join customers p on p.id = c.parent_id
         where c.status = 'pending' order by c.joined_at, c.code limit 500`,
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          phone: r.phone,
          code: r.code,
          parentCode: r.parent_code,
          joinedAt: r.joined_at.toISOString(),
        })),
      };
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
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
      async (request) => {
        const admin = requireAdmin(request);
        const status = decision === 'approve' ? 'active' : 'rejected';
        await db.transaction(async (tx) => {
          const [customer] = await tx.query<{ status: string }>(
            'select status from customers where id = $1 for update',
            [request.params.id],
          );
          if (!customer) throw new AppError('NOT_FOUND', messages.customers.notFound);
          if (customer.status !== 'pending') throw new AppError('CONFLICT', messages.customers.notPending);
          await tx.query('update customers set status = $2, updated_at = now() where id = $1', [
            request.params.id,
            status,
          ]);
          if (status === 'rejected')
            await tx.query('delete from sessions where customer_id = $1', [request.params.id]);
          await recordAudit(tx, {
            adminId: admin.id,
            action: `customer.${decision}`,
            entity: 'customer',
            entityId: request.params.id,
          });
        });
        return {
          message: decision === 'approve' ? messages.customers.approved : messages.customers.rejected,
        };
      },
    );
  }
};
