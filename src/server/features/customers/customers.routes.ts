import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCustomerSchema,
  adminCustomerDetailSchema,
  customerListQuerySchema,
  customerListSchema,
  resetLinkSchema,
  setCustomerPasswordSchema,
  updateCustomerSchema,
} from '../../../domain/customers.schemas';
import { messages } from '../../../domain/messages';
import { onlyShopStaff, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { ownOrigin } from '../../cross-site-guard';
import { AppError, errorBodySchema } from '../../errors';
import { businessDay } from '../../../domain/business-day';
import { csvDownload, sendCsv } from '../../csv/csv';
import { editCustomer } from '../../workflows/edit-customer.workflow';
import { POINTS_LEDGER_CSV_HEADER, pointsLedgerRows } from '../loyalty';
import { CUSTOMERS_CSV_HEADER, customerRows } from './customers-csv';
import { createCustomersService } from './customers.service';

const TAGS = ['admin: customers'];

/** Admin: the customer screens (DESIGN 2's customer rows, issue 11). */
export const customerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const customers = createCustomersService(db);
  // The staff look customers up (docs/decisions/085); every change, the CSVs and reset links stay the owner's.
  app.addHook('onRequest', onlyShopStaff);
  const staff = { staff: true };
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
  const notFound = { 404: errorBodySchema.describe('Customer not found (an unknown or malformed id)') };
  // Any text: a malformed id is 'Customer not found' like an unknown one, not a validation error.
  const params = z.object({ id: z.string() });
  const one = z.object({ customer: adminCustomerDetailSchema });

  app.get(
    '/admin/customers',
    {
      config: staff,
      schema: {
        tags: TAGS,
        summary: 'Customers, newest first: searched by name, phone or code, filtered by status, with counts',
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema, ...errors },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.get(
    '/admin/customers/export',
    {
      schema: {
        tags: TAGS,
        summary: 'The customers as CSV, for the same search and status as the screen (streamed)',
        querystring: customerListQuerySchema.pick({ search: true, status: true }),
        response: { 200: csvDownload, ...errors },
      },
    },
    async (request, reply) =>
      sendCsv(reply, `customers-${businessDay()}.csv`, CUSTOMERS_CSV_HEADER, customerRows(db, request.query)),
  );

  app.get(
    '/admin/customers/:id/points/export',
    {
      schema: {
        tags: TAGS,
        summary: "A customer's points ledger as CSV, oldest first with the balance after each entry",
        params,
        response: { 200: csvDownload, ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      const customer = await customers.get(request.params.id);
      return sendCsv(
        reply,
        `points-${customer.code}-${businessDay()}.csv`,
        POINTS_LEDGER_CSV_HEADER,
        pointsLedgerRows(db, customer.id),
      );
    },
  );

  app.get(
    '/admin/customers/:id',
    {
      config: staff,
      schema: {
        tags: TAGS,
        summary: 'One customer, for the edit screen',
        params,
        response: { 200: one, ...errors, ...notFound },
      },
    },
    async (request) => ({ customer: await customers.get(request.params.id) }),
  );

  app.post(
    '/admin/customers',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a customer (active; Reserved when no password is given)',
        body: addCustomerSchema,
        response: { 201: one, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await customers.add(requireAdmin(request).id, request.body);
      return reply.status(201).send({ customer });
    },
  );

  app.put(
    '/admin/customers/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Change a customer: details, parent (moves the downline), tier, points (a ledger adjustment)',
        params,
        body: updateCustomerSchema,
        response: { 200: one, ...errors, ...notFound },
      },
    },
    async (request) => {
      await editCustomer(db, requireAdmin(request).id, request.params.id, request.body);
      return { customer: await customers.get(request.params.id) };
    },
  );

  app.delete(
    '/admin/customers/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a customer without children, orders or points history',
        params,
        response: {
          204: z.null(),
          ...errors,
          ...notFound,
          409: errorBodySchema.describe('The customer has children in the tree, or orders or points history'),
        },
      },
    },
    async (request, reply) => {
      await customers.remove(requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/admin/customers/:id/${action}`,
      {
        schema: {
          tags: TAGS,
          summary:
            action === 'disable'
              ? 'Disable a customer: they cannot sign in, and their sessions end'
              : 'Enable a disabled customer again',
          params,
          response: {
            200: one.extend({ message: z.string() }),
            ...errors,
            ...notFound,
          },
        },
      },
      async (request) =>
        customers.setEnabled(requireAdmin(request).id, request.params.id, action === 'enable'),
    );
  }

  app.put(
    '/admin/customers/:id/password',
    {
      schema: {
        tags: TAGS,
        summary: "Set a customer's password: a Reserved customer can sign in, their sessions end",
        params,
        body: setCustomerPasswordSchema,
        response: { 204: z.null(), ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      await customers.setPassword(requireAdmin(request).id, request.params.id, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/customers/:id/reset-link',
    {
      schema: {
        tags: TAGS,
        summary:
          'A one-time password reset link for a customer (30 minutes), with a WhatsApp link to send it',
        params,
        response: { 201: resetLinkSchema, ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      const origin = ownOrigin(request);
      if (!origin) throw new AppError('VALIDATION_FAILED', messages.adminCustomers.resetLinkNeedsOrigin);
      const link = await customers.resetLink(requireAdmin(request).id, request.params.id, origin);
      return reply.status(201).send(link);
    },
  );
};
