import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryInputSchema, categorySchema } from '../../../domain/catalogue.schemas';
import { messages } from '../../../domain/messages';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { createCategoriesService, type CategoriesService } from './categories.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

const shopCategoryRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories by name, with their product counts',
        response: { 200: z.object({ items: z.array(categorySchema) }) },
      },
    },
    async () => ({ items: await categories.list() }),
  );
};

const adminCategoryRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.addHook('preValidation', onlyAdmins);
  app.post(
    '/admin/categories',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary: 'Add a category (name unique, any case)',
        security: [{ session: [] }],
        body: categoryInputSchema,
        response: { 201: z.object({ category: categorySchema }), ...errors },
      },
    },
    async (request, reply) => {
      const category = await categories
        .create(requireAdmin(request).id, request.body)
        .catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          throw new AppError('INTERNAL', messages.category.failed, undefined, { cause: error });
        });
      return reply.status(201).send({ category });
    },
  );
};

export const categoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const categories = createCategoriesService(db);
  await app.register(shopCategoryRoutes, { categories });
  await app.register(adminCategoryRoutes, { categories });
};
