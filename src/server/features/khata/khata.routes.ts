import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessDay } from '../../../domain/business-day';
import { idempotencyHeadersSchema } from '../../../domain/refund.schemas';
import {
  creditSchema,
  khataBookSchema,
  khataSchema,
  recordSettlementSchema,
  setCreditLimitSchema,
  settlementSchema,
} from '../../../domain/khata.schemas';
import {
  onlyCustomers,
  onlyShopStaff,
  requireAdmin,
  requireCustomer,
  requireShopStaff,
} from '../../auth/guards';
import type { AppContext } from '../../context';
import { csvDownload, sendCsv } from '../../csv/csv';
import { errorBodySchema } from '../../errors';
import { SESSION_SECURITY } from '../../openapi';
import { settleKhata } from '../../workflows/settle-khata.workflow';
import { KHATA_CSV_HEADER, khataBook, khataBookRows } from './khata-book';
import { customerKhata } from './khata-statement';
import { customerCredit, setCreditLimit } from './khata.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
// Any text: a malformed id is 'Customer not found' like an unknown one.
const params = z.object({ id: z.string().max(60) });

/** The customer's own khata (DESIGN 11.8). */
export const khataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyCustomers);
  app.get(
    '/khata',
    {
      schema: {
        tags: ['orders'],
        security: SESSION_SECURITY,
        summary:
          'Your khata: the credit limit, what you owe, what is left, and each khata order and payment newest first with the balance after it',
        response: { 200: khataSchema, ...errors },
      },
    },
    async (request) => customerKhata(db, requireCustomer(request).id),
  );
};

/**
 * A customer's limit, settlements, and the book of who owes what (DESIGN 11.8). The staff read
 * them and record settlements (docs/decisions/085); setting a limit and the CSV are the owner's.
 */
export const adminKhataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyShopStaff);
  const tags = ['admin: customers'];
  const staff = { staff: true };
  app.get(
    '/admin/customers/:id/credit',
    {
      config: staff,
      schema: {
        tags,
        summary: "A customer's credit limit and what they owe on khata",
        params,
        response: { 200: z.object({ credit: creditSchema }), ...errors },
      },
    },
    async (request) => ({ credit: await customerCredit(db, request.params.id) }),
  );
  app.put(
    '/admin/customers/:id/credit',
    {
      schema: {
        tags,
        summary: "Set a customer's khata credit limit (0 ends khata for new orders; what is owed stays owed)",
        params,
        body: setCreditLimitSchema,
        response: { 200: z.object({ credit: creditSchema }), ...errors },
      },
    },
    async (request) => ({
      credit: await setCreditLimit(db, requireAdmin(request).id, request.params.id, request.body.limitPaise),
    }),
  );
  app.post(
    '/admin/customers/:id/khata/settlements',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Record cash or UPI paid against a customer's khata: it pays their due khata orders, oldest first; at most what they owe",
        params,
        headers: idempotencyHeadersSchema,
        body: recordSettlementSchema,
        response: { 201: z.object({ settlement: settlementSchema, credit: creditSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const [by, key] = [requireShopStaff(request).id, request.headers['idempotency-key']];
      return reply.status(201).send(await settleKhata(db, by, request.params.id, request.body, key));
    },
  );
  app.get(
    '/admin/khata',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Who owes what on khata and since when: ageing 0–30, 31–60 and over 60 days, and totals',
        response: { 200: khataBookSchema, ...errors },
      },
    },
    async () => khataBook(db),
  );
  app.get(
    '/admin/khata/export',
    {
      schema: {
        tags,
        summary: 'The khata book as CSV',
        response: { 200: csvDownload, ...errors },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, `khata-${businessDay()}.csv`, KHATA_CSV_HEADER, khataBookRows(db)),
  );
};
