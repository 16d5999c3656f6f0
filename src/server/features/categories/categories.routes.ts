import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryInputSchema, categorySchema } from '../../../domain/catalogue.schemas';
import { messages } from '../../../domain/messages';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { createCategoriesService, type CategoriesService } from './categories.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
/** Rename and delete also answer 404 for a category that is not there (any more). */
const errorsById = { ...errors, 404: errorBodySchema };
const idParams = z.object({ id: z.uuid() });

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
  const security = [{ session: [] }];

  app.post(
    '/admin/categories',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary: 'Add a category (name unique, any case)',
        security,
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

  app.put(
    '/admin/categories/:id',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary: 'Rename a category and set its description; its products follow',
        security,
        params: idParams,
        body: categoryInputSchema,
        response: { 200: z.object({ category: categorySchema }), ...errorsById },
      },
    },
    async (request) => ({
      category: await categories.update(requireAdmin(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/categories/:id',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary: 'Delete a category that holds no products (409 says how many it holds)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errorsById },
      },
    },
    async (request, reply) => {
      await categories.remove(requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export const categoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const categories = createCategoriesService(db);
  await app.register(shopCategoryRoutes, { categories });
  await app.register(adminCategoryRoutes, { categories });
};
