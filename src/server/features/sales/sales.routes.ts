import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { salesDaySchema, salesRangeQuerySchema, salesRangeSchema } from '../../../domain/sales.schemas';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlyAdmins } from '../../auth/guards';
import { sendCsv } from '../../csv/csv';
import { createSalesService } from './sales.service';
import { SALES_CSV_HEADER, salesCsvFilename, salesCsvRows } from './sales-csv';

const RULE =
  'An order counts on the Asia/Kolkata day it was placed, at the amount the customer pays, unless it was cancelled (rejected) or refunded; point money is what those orders earn. Collected: payment recorded (cash taken at delivery, or marked paid); to collect: the rest.';
const refused = {
  400: errorBodySchema.describe(
    "A date missing ('Please select both start and end dates'), not a real YYYY-MM-DD day, start after end ('Start date cannot be after end date') or a range over 366 days",
  ),
  401: errorBodySchema.describe('Not signed in'),
  403: errorBodySchema.describe('Signed in, but not as an admin'),
};

/** Admin: the Daily Sales Dashboard's figures, computed from the orders (docs/decisions/031). */
export const salesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const sales = createSalesService(db);
  app.addHook('onRequest', onlyAdmins);

  app.get(
    '/admin/sales',
    {
      schema: {
        tags: ['admin: sales'],
        summary:
          'Sales day by day over a range of Asia/Kolkata days (both included, at most 366), with totals',
        description: RULE,
        querystring: salesRangeQuerySchema,
        response: { 200: salesRangeSchema, ...refused },
      },
    },
    async (request) => sales.range(request.query),
  );

  app.get(
    '/admin/sales/today',
    {
      schema: {
        tags: ['admin: sales'],
        summary: "Today's sales (Asia/Kolkata) for the dashboard's cards",
        description: RULE,
        response: {
          200: salesDaySchema,
          401: refused[401],
          403: refused[403],
        },
      },
    },
    async () => sales.today(),
  );

  app.get(
    '/admin/sales.csv',
    {
      schema: {
        tags: ['admin: sales'],
        summary:
          'The range as a CSV file: one row per day (DD/MM/YYYY, rupees with two decimals), then a Total row',
        description: RULE,
        querystring: salesRangeQuerySchema,
        response: {
          200: {
            description: 'UTF-8 CSV with a byte-order mark, CRLF line ends',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...refused,
        },
      },
    },
    async (request, reply) => {
      const report = await sales.range(request.query);
      return sendCsv(reply, salesCsvFilename(request.query), SALES_CSV_HEADER, salesCsvRows(report));
    },
  );
};
