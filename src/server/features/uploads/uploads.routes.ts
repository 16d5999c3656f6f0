import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { onlyAdmins } from '../../auth/guards';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { MAX_UPLOAD_BYTES, storeImage, UPLOAD_KINDS } from './uploads.service';

/** Multipart's own errors, in the shop's words. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', messages.image.tooLarge, { file: messages.image.tooLarge });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', messages.image.missing, { file: messages.image.missing });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('VALIDATION_FAILED', messages.image.missing);
  }
  return error;
}

export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config }) => {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  app.addHook('preValidation', onlyAdmins);

  app.post(
    '/admin/uploads',
    {
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      config: { acceptsMultipart: true },
      schema: {
        tags: ['admin: catalogue'],
        summary: 'Upload an image (multipart field "file", at most 5 MB); stored re-encoded as WebP',
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        // The form, for the OpenAPI document only: the multipart plugin reads it (request.file()
        // below) and leaves no parsed body, so this schema accepts anything and refuses nothing.
        body: z
          .custom<unknown>(() => true)
          .meta({
            type: 'object',
            properties: { file: { type: 'string', format: 'binary', description: 'The image file' } },
            required: ['file'],
          }),
        querystring: z.object({ kind: z.enum(UPLOAD_KINDS).optional().describe('Sub-folder for the image') }),
        response: {
          201: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file')
          throw new AppError('VALIDATION_FAILED', messages.image.missing, { file: messages.image.missing });
        bytes = await file.toBuffer();
      } catch (error) {
        throw uploadError(error);
      }
      const stored = await storeImage(config.dataDir, bytes, request.query.kind);
      return reply.status(201).send(stored);
    },
  );
};
