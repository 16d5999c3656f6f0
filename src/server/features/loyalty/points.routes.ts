import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeLedgerEntry, LEDGER_KINDS, type LedgerEntryFacts } from '../../../domain/ledger-words';
import { SESSION_SECURITY } from '../../openapi';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlyCustomers, requireCustomer } from '../../auth/guards';
import { loadLoyaltySettings } from '../settings/loyalty-settings';

const entrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(LEDGER_KINDS),
  description: z.string(),
  pointsDelta: z.number().int(),
  pointMoneyPaise: z.number().int(),
  orderId: z.string().nullable(),
});

/** The signed-in customer's points: balance, its rupee value, and the ledger in plain words. */
export const pointsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/me/points',
    {
      preHandler: onlyCustomers,
      schema: {
        tags: ['loyalty'],
        summary: 'Your points balance and history, newest first',
        security: SESSION_SECURITY,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          before: z.coerce.number().int().positive().optional(),
        }),
        response: {
          200: z.object({
            points: z.number().int(),
            pointValuePaise: z.number().int(),
            carriedPointMoneyPaise: z.number().int(),
            pointMoneyPerPointPaise: z.number().int(),
            entries: z.array(entrySchema),
            nextBefore: z.number().int().nullable(),
          }),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const settings = await loadLoyaltySettings(db);
      const rows = await db.query<{
        id: number;
        created_at: Date;
        kind: LedgerEntryFacts['kind'];
        points_delta: number;
        point_money_paise: number;
        order_id: string | null;
        source_code: string | null;
        level: number | null;
        note: string | null;
      }>(
        `select l.id, l.created_at, l.kind, l.points_delta, l.point_money_paise, l.order_id, s.code as source_code, l.level, l.note
         from points_ledger l left join customers s on s.id = l.source_customer_id
         where l.customer_id = $1 and ($2::bigint is null or l.id < $2)
         order by l.id desc limit $3`,
        [customer.id, request.query.before ?? null, request.query.limit + 1],
      );
      const shown = rows.slice(0, request.query.limit);
      return {
        points: customer.points,
        pointValuePaise: settings.pointValuePaise,
        carriedPointMoneyPaise: customer.pointMoneyPaise,
        pointMoneyPerPointPaise: settings.pointMoneyPerPointPaise,
        entries: shown.map((r) => ({
          id: r.id,
          at: r.created_at.toISOString(),
          kind: r.kind,
          description: describeLedgerEntry({
            kind: r.kind,
            pointsDelta: r.points_delta,
            pointMoneyPaise: r.point_money_paise,
            orderId: r.order_id,
            sourceCode: r.source_code,
            level: r.level,
            note: r.note,
          }),
          pointsDelta: r.points_delta,
          pointMoneyPaise: r.point_money_paise,
          orderId: r.order_id,
        })),
        nextBefore: rows.length > request.query.limit ? shown[shown.length - 1]!.id : null,
      };
    },
  );
};
