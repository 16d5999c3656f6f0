import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceActiveSchema, serviceInputSchema, serviceSchema } from '../../../domain/services.schemas';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { createServicesService, type ServicesService } from './services.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const idParams = z.object({ id: z.uuid() });
const serviceResponse = z.object({ service: serviceSchema });
const listResponse = z.object({ items: z.array(serviceSchema) });

const adminServiceRoutes: FastifyPluginAsyncZod<{ services: ServicesService }> = async (
  app,
  { services },
) => {
  app.addHook('preValidation', onlyAdmins);
  const security = [{ session: [] }];
  const tags = ['admin: services'];

  app.get(
    '/admin/services',
    {
      schema: {
        tags,
        summary: 'Every service (active or not), newest first, searched by title or category',
        security,
        querystring: z.object({ search: z.string().trim().max(100).optional() }),
        response: { 200: listResponse, ...errors },
      },
    },
    async (request) => ({ items: await services.listAll(request.query.search) }),
  );

  app.post(
    '/admin/services',
    {
      schema: {
        tags,
        summary: 'Add a service',
        security,
        body: serviceInputSchema,
        response: { 201: serviceResponse, ...errors },
      },
    },
    async (request, reply) => {
      const service = await services.create(requireAdmin(request).id, request.body);
      return reply.status(201).send({ service });
    },
  );

  app.put(
    '/admin/services/:id',
    {
      schema: {
        tags,
        summary: 'Edit a service; no imageUrl keeps the current image',
        security,
        params: idParams,
        body: serviceInputSchema,
        response: { 200: serviceResponse, ...errors },
      },
    },
    async (request) => ({
      service: await services.update(requireAdmin(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/services/:id/active',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate a service',
        security,
        params: idParams,
        body: serviceActiveSchema,
        response: { 200: serviceResponse, ...errors },
      },
    },
    async (request) => ({
      service: await services.setActive(requireAdmin(request).id, request.params.id, request.body.isActive),
    }),
  );

  app.delete(
    '/admin/services/:id',
    {
      schema: {
        tags,
        summary: 'Delete a service',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await services.remove(requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export const serviceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const services = createServicesService(db);

  app.get(
    '/services',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active services (the Other Services page), newest first',
        response: { 200: listResponse },
      },
    },
    async () => ({ items: await services.listActive() }),
  );

  await app.register(adminServiceRoutes, { services });
};
