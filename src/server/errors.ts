import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '../domain/error-codes';
import { messages } from '../domain/messages';
import { isDatabaseUnavailable, isUnstorableText } from './db/errors';

/** Error codes the API may answer with, and the HTTP status each maps to: one list, shared with the web. */
export type { ErrorCode };

/**
 * An expected outcome the user should hear about (wrong password, bad parent code, ...).
 * Services throw it; the one error handler below turns it into the JSON error body.
 * An INTERNAL one carries the failure behind it as `cause`: the handler logs that, once.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

function body(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Fastify's own errors (bad JSON, body too large, ...) to our codes. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: messages.api.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.api.sendJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED', message: messages.api.invalidRequest },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: messages.api.invalidRequest },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_RATE_LIMITED: { code: 'RATE_LIMITED', message: messages.api.tooManyRequests },
};

/** The innermost `cause` of an error, as its code and message. */
function rootCause(error: Error): string {
  let root = error;
  for (let depth = 0; root.cause instanceof Error && depth < 5; depth++) root = root.cause;
  const code = (root as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${root.message}` : root.message;
}

/** Seconds a caller should wait before trying again when the database is unavailable (503). */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;
/** Seconds a caller should wait before trying again when the shop is too busy to take the request now (503). */
export const RETRY_AFTER_BUSY_SECONDS = 2;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Safety net: text PostgreSQL cannot store (NUL) that got past the request checks is the caller's fault.
    if (isUnstorableText(error instanceof AppError ? error.cause : error)) {
      return reply.status(400).send(body('VALIDATION_FAILED', messages.api.unstorableText));
    }
    // The database restarting, failing over, unreachable or unable to write: try again shortly.
    if (isDatabaseUnavailable(error)) {
      // One short line each (no stack): an outage answers many requests this way.
      request.log.warn(`database unavailable, answered 503: ${rootCause(error)}`);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS))
        .send(body('SERVICE_UNAVAILABLE', messages.api.databaseUnavailable));
    }
    if (error instanceof AppError) {
      // Busy, not broken (sign-ins past their queue): try again in a moment, nothing to log.
      if (error.code === 'SERVICE_UNAVAILABLE')
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_BUSY_SECONDS))
          .send(body(error.code, error.message));
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (path && !fields[path]) fields[path] = issue.message ?? messages.api.invalidRequest;
      }
      const message = error.validation[0]?.message ?? messages.api.invalidRequest;
      return reply.status(400).send(body('VALIDATION_FAILED', message, fields));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(ERROR_STATUS[known.code]).send(body(known.code, known.message));
    if (isResponseSerializationError(error))
      request.log.error({ err: error }, 'response did not match its schema');
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('BAD_REQUEST', messages.api.invalidRequest));
    } else request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', messages.api.serverError));
  });
}

/**
 * The router's own refusals, before any hook or route runs (Fastify's `frameworkErrors`): a path
 * that is not valid UTF-8 once decoded, or a path parameter over 100 characters. Our error shape,
 * not Fastify's.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(body('URI_TOO_LONG', messages.api.addressTooLong));
  } else if (error.statusCode && error.statusCode < 500) {
    void reply.status(400).send(body('VALIDATION_FAILED', messages.api.badAddress));
  } else {
    request.log.error({ err: error }, 'router error');
    void reply.status(500).send(body('INTERNAL', messages.api.serverError));
  }
}

/**
 * A request Node's HTTP parser could not read (a broken request line, headers over the size
 * limit, a timeout) never reaches Fastify's routes: answered on the socket, in our error shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', messages.api.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', messages.api.headersTooLarge]
        : [400, 'VALIDATION_FAILED', messages.api.invalidRequest];
  const json = JSON.stringify(body(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** JSON 404 for unknown API routes (registered inside the /api scope). */
export function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body('NOT_FOUND', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}
