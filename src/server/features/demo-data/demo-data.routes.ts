import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoDataRemovedSchema, demoDataViewSchema } from '../../../domain/demo-data.schemas';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { removeDemoData } from '../../workflows/remove-demo-data.workflow';
import { demoDataHeld } from './demo-data.service';

const TAGS = ['admin: demo data'];

/** Admin: whether the shop holds demo data, and removing it in one step (docs/decisions/040). */
export const demoDataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyAdmins);
  const errors = { 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/admin/demo-data',
    {
      schema: {
        tags: TAGS,
        summary: 'The demo data the shop holds (customers, their orders and ledger rows), or null',
        response: { 200: demoDataViewSchema, ...errors },
      },
    },
    async () => ({ demo: await demoDataHeld(db) }),
  );

  app.post(
    '/admin/demo-data/remove',
    {
      schema: {
        tags: TAGS,
        summary:
          'Remove the demo customers, their orders and ledger rows in one transaction (audited); the catalogue stays',
        response: { 200: demoDataRemovedSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ removed: await removeDemoData(db, requireAdmin(request).id) }),
  );
};
