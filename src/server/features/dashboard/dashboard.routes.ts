import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardCountsSchema,
  lowStockPageSchema,
  lowStockQuerySchema,
} from '../../../domain/dashboard.schemas';
import { onlyAdmins } from '../../auth/guards';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { dashboardCounts } from './dashboard-counts';
import { lowStockProducts } from './low-stock';

const TAGS = ['admin: dashboard'];

/** Admin: the owner's dashboard (issue 12, items 8 and 9). */
export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyAdmins);
  const errors = { 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: TAGS,
        summary:
          'Counts for the dashboard: customers, new this week, products, low and out of stock, pending',
        response: { 200: dashboardCountsSchema, ...errors },
      },
    },
    async () => dashboardCounts(db),
  );

  app.get(
    '/admin/products/low-stock',
    {
      schema: {
        tags: TAGS,
        summary: 'Products at or below the low-stock threshold (10), out of stock first',
        querystring: lowStockQuerySchema,
        response: { 200: lowStockPageSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => lowStockProducts(db, request.query),
  );
};
