import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { offerSchema, offerViewSchema, type Offer } from '../../../domain/offers.schemas';
import { TIERS, type Tier } from '../../../domain/tiers';
import { SESSION_SECURITY } from '../../openapi';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { onlyAdmins, onlyCustomers, requireAdmin, requireCustomer } from '../../auth/guards';
import { recordAudit } from '../../audit/audit-log';

interface OfferRow {
  id: string;
  title: string;
  description: string;
  min_tier: Tier;
  valid_until: string | null;
}
const COLUMNS = `id, title, description, min_tier, to_char(valid_until, 'YYYY-MM-DD') as valid_until`;
const toOffer = (r: OfferRow): Offer => ({
  id: r.id,
  title: r.title,
  description: r.description,
  minTier: r.min_tier,
  validUntil: r.valid_until,
});
const TODAY = `(now() at time zone 'Asia/Kolkata')::date`;

/** Live offers at or below the customer's tier (SPEC 4), newest first; the dashboard shows 3. */
export const offerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
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
    async (request) => {
      const customer = requireCustomer(request);
      const rows = await db.query<OfferRow>(
        `select ${COLUMNS} from offers
         where array_position($1::text[], min_tier) <= array_position($1::text[], $2::text)
           and (valid_until is null or valid_until >= ${TODAY})
         order by created_at desc limit $3`,
        [TIERS, customer.tier, request.query.limit],
      );
      return { items: rows.map(toOffer) };
    },
  );
};

export const adminOfferRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
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
    async () => ({
      items: (
        await db.query<OfferRow>(`select ${COLUMNS} from offers order by created_at desc limit 500`)
      ).map(toOffer),
    }),
  );

  app.post(
    '/admin/offers',
    { schema: { tags: ['admin: offers'], summary: 'Create an offer', body: offerSchema, response: one } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const o = request.body;
      const offer = await db.transaction(async (tx) => {
        const [row] = await tx.query<OfferRow>(
          `insert into offers (title, description, min_tier, valid_until) values ($1, $2, $3, $4) returning ${COLUMNS}`,
          [o.title, o.description, o.minTier, o.validUntil],
        );
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'offer.create',
          entity: 'offer',
          entityId: row!.id,
          details: o,
        });
        return toOffer(row!);
      });
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
    async (request) => {
      const admin = requireAdmin(request);
      const o = request.body;
      return db.transaction(async (tx) => {
        const [row] = await tx.query<OfferRow>(
          `update offers set title = $2, description = $3, min_tier = $4, valid_until = $5, updated_at = now() where id = $1 returning ${COLUMNS}`,
          [request.params.id, o.title, o.description, o.minTier, o.validUntil],
        );
        if (!row) throw new AppError('NOT_FOUND', messages.offers.notFound);
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'offer.update',
          entity: 'offer',
          entityId: row.id,
          details: o,
        });
        return { offer: toOffer(row) };
      });
    },
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
      const admin = requireAdmin(request);
      await db.transaction(async (tx) => {
        const deleted = await tx.query('delete from offers where id = $1 returning id', [request.params.id]);
        if (!deleted.length) throw new AppError('NOT_FOUND', messages.offers.notFound);
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'offer.delete',
          entity: 'offer',
          entityId: request.params.id,
        });
      });
      return reply.status(204).send(null);
    },
  );
};
