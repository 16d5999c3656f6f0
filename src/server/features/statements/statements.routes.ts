import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statementMessages } from '../../../domain/messages';
import {
  creditDecisionSchema,
  dismissCreditSchema,
  matchCreditSchema,
  reviewListSchema,
  settleCreditSchema,
  statementMappingSchema,
  statementUploadSchema,
} from '../../../domain/statements.schemas';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { settleKhataFromCredit } from '../../workflows/settle-khata-from-credit.workflow';
import { STATEMENT_LIMITS } from './statement-limits';
import { dismissCredit, matchCreditToOrder, reviewList } from './statement-review.service';
import { uploadStatement, type StatementFile } from './statement-upload.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', statementMessages.tooLarge(STATEMENT_LIMITS.bytes / (1024 * 1024)));

/** The multipart form: the `file` and an optional `mapping` (JSON text), in either order. */
async function statementForm(request: FastifyRequest): Promise<StatementFile> {
  let file: { bytes: Buffer; fileName: string } | undefined;
  let mappingText: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        file = { bytes: await part.toBuffer(), fileName: (part.filename || 'statement.csv').slice(0, 200) };
      } else if (part.fieldname === 'mapping' && typeof part.value === 'string') mappingText = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code?.startsWith('FST_') === true)
      throw new AppError('VALIDATION_FAILED', statementMessages.missingFile, {
        file: statementMessages.missingFile,
      });
    throw error;
  }
  if (!file)
    throw new AppError('VALIDATION_FAILED', statementMessages.missingFile, {
      file: statementMessages.missingFile,
    });
  if (mappingText === undefined || mappingText.trim() === '') return file;
  let mapping: unknown;
  try {
    mapping = JSON.parse(mappingText);
  } catch {
    mapping = undefined;
  }
  const parsed = statementMappingSchema.safeParse(mapping);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', statementMessages.badMapping, {
      mapping: statementMessages.badMapping,
    });
  return { ...file, mapping: parsed.data };
}

/**
 * Bank statements (issue 23, DESIGN 11.8; docs/decisions/068): the upload, a dry run or applied.
 * This and the review routes below are owner-only (issue 25 narrows the admin guard to the owner).
 */
export const statementOwnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: STATEMENT_LIMITS.bytes, files: 1, fields: 2, parts: 3, fieldSize: 4096 },
  });
  app.addHook('preValidation', onlyAdmins);

  app.post(
    '/admin/statements',
    {
      bodyLimit: STATEMENT_LIMITS.bytes + 64 * 1024,
      config: { acceptsMultipart: true },
      schema: {
        tags: ['admin: payments'],
        summary:
          'Upload a bank statement (CSV, at most 10 MB): its credits matched to orders; apply=true records the matches as payments',
        consumes: ['multipart/form-data'],
        // For the OpenAPI document only: the multipart plugin reads the form (statementForm).
        body: z
          .custom<unknown>(() => true)
          .meta({
            type: 'object',
            properties: {
              file: { type: 'string', format: 'binary', description: 'The statement (CSV)' },
              mapping: { type: 'string', description: 'JSON: the columns of a bank no layout knows' },
            },
            required: ['file'],
          }),
        querystring: z.object({
          apply: z
            .enum(['true', 'false'])
            .default('false')
            .describe('false: a dry run that changes nothing; true: record the matches'),
        }),
        response: { 201: statementUploadSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const adminId = requireAdmin(request).id;
      const file = await statementForm(request);
      const statement = await uploadStatement(db, file, request.query.apply === 'true', adminId);
      return reply.status(201).send({ statement });
    },
  );
};

/** The review list: credits the rules could not decide, matched to an order or dismissed by the owner. */
export const statementReviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyAdmins);
  app.get(
    '/admin/statements/review',
    {
      schema: {
        tags: ['admin: payments'],
        summary: 'Statement credits waiting for the owner (several orders fit, or none), newest first',
        response: { 200: reviewListSchema, ...errors },
      },
    },
    async () => ({ credits: await reviewList(db) }),
  );

  const params = z.object({ id: z.uuid() });
  app.post(
    '/admin/statement-credits/:id/match',
    {
      schema: {
        tags: ['admin: payments'],
        summary: 'Record a credit in the review list as a payment on the order the owner picked',
        params,
        body: matchCreditSchema,
        response: { 200: creditDecisionSchema, ...errors },
      },
    },
    async (request) =>
      matchCreditToOrder(db, request.params.id, request.body.orderId, requireAdmin(request).id),
  );
  app.post(
    '/admin/statement-credits/:id/settle',
    {
      schema: {
        tags: ['admin: payments'],
        summary:
          "Record a credit in the review list as a settlement of the customer's khata (UPI, its UTR), oldest orders first",
        params,
        body: settleCreditSchema,
        response: { 200: creditDecisionSchema, ...errors },
      },
    },
    async (request) =>
      settleKhataFromCredit(db, request.params.id, request.body.customerId, requireAdmin(request).id),
  );
  app.post(
    '/admin/statement-credits/:id/dismiss',
    {
      schema: {
        tags: ['admin: payments'],
        summary: 'Set a credit in the review list aside: it is no order’s money',
        params,
        body: dismissCreditSchema,
        response: { 200: creditDecisionSchema, ...errors },
      },
    },
    async (request) => dismissCredit(db, request.params.id, request.body.reason, requireAdmin(request).id),
  );
};
