import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditAdminsSchema,
  auditLogFilterSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '../../../domain/audit-log.schemas';
import { businessDay } from '../../../domain/business-day';
import { onlyAdmins } from '../../auth/guards';
import type { AppContext } from '../../context';
import { csvDownload, sendCsv } from '../../csv/csv';
import { errorBodySchema } from '../../errors';
import { AUDIT_LOG_CSV_HEADER, auditLogCsvRows } from './audit-log-csv';
import { auditAdmins, auditLogPage } from './audit-log-read';

const TAGS = ['admin: audit log'];

/** Admin: who did what, when, to what (DESIGN 6's audit_log; issue 12, items 10 and 11). */
export const auditLogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyAdmins);
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: TAGS,
        summary: 'Admin actions, newest first, with before and after; filtered by kind, admin and days',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) => auditLogPage(db, request.query),
  );

  app.get(
    '/admin/audit-log/admins',
    {
      schema: {
        tags: TAGS,
        summary: "The admins, for the audit log's filter",
        response: { 200: auditAdminsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ items: await auditAdmins(db) }),
  );

  app.get(
    '/admin/audit-log/export',
    {
      schema: {
        tags: TAGS,
        summary: 'The audit log as CSV, for the same filters as the screen (streamed)',
        querystring: auditLogFilterSchema,
        response: { 200: csvDownload, ...errors },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `audit-log-${businessDay()}.csv`,
        AUDIT_LOG_CSV_HEADER,
        auditLogCsvRows(db, request.query),
      ),
  );
};
