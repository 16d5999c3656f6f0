import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentPageInputSchema, contentPageSchema } from '../../../domain/content.schemas';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { createPagesService, type PagesService } from './pages.service';

/** Any slug-shaped string: unknown pages answer 404, not 400. */
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });
const pageResponse = z.object({ page: contentPageSchema });

const adminPageRoutes: FastifyPluginAsyncZod<{ pages: PagesService }> = async (app, { pages }) => {
  app.addHook('preValidation', onlyAdmins);
  app.put(
    '/admin/pages/:slug',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'Edit a footer page (faq, shipping-policy, return-policy, privacy-policy)',
        security: [{ session: [] }],
        params: slugParams,
        body: contentPageInputSchema,
        response: {
          200: pageResponse,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      page: await pages.update(requireAdmin(request).id, request.params.slug, request.body),
    }),
  );
};

export const pageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const pages = createPagesService(db);

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A footer page: faq, shipping-policy, return-policy or privacy-policy',
        params: slugParams,
        response: { 200: pageResponse, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ page: await pages.get(request.params.slug) }),
  );

  await app.register(adminPageRoutes, { pages });
};
