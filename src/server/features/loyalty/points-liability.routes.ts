import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessDay } from '../../../domain/business-day';
import { LIABILITY_TREND_DAYS, pointsLiabilitySchema } from '../../../domain/points-liability.schemas';
import { onlyAdmins } from '../../auth/guards';
import type { AppContext } from '../../context';
import { csvDownload, sendCsv } from '../../csv/csv';
import { errorBodySchema } from '../../errors';
import { LIABILITY_CSV_HEADER, liabilityCsvRows, pointsLiability } from './points-liability';

const TAGS = ['admin: dashboard'];

/** Admin: the points customers hold, what they are worth, and the trend (DESIGN 11.3, docs/decisions/083). */
export const pointsLiabilityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyAdmins);
  const errors = { 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/admin/points/liability',
    {
      schema: {
        tags: TAGS,
        summary: `Points and pending points customers hold, in points and rupees: today (live) and the last ${LIABILITY_TREND_DAYS} days`,
        response: { 200: pointsLiabilitySchema, ...errors },
      },
    },
    async () => pointsLiability(db, LIABILITY_TREND_DAYS),
  );

  app.get(
    '/admin/points/liability.csv',
    {
      schema: {
        tags: TAGS,
        summary:
          'Every day as a CSV file: date (DD/MM/YYYY), points, pending points, and their rupees; today last',
        response: { 200: csvDownload, ...errors },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, `points-liability-${businessDay()}.csv`, LIABILITY_CSV_HEADER, liabilityCsvRows(db)),
  );
};
