import type { FastifyRequest } from 'fastify';

/**
 * What an error's log line may carry. A database error also holds the query's parameters and
 * "Failing row contains (...)" details, which can include a new password's hash or a customer's
 * phone: only these fields are copied, never `params`, `detail`, `where` or the like.
 */
const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'severity', 'routine', 'statusCode'] as const;
const MAX_CAUSES = 5;

export interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: error.message,
    stack: error.stack ?? '',
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** Query parameters whose value opens something (a reset link's token): never written to a log. */
const SECRET_QUERY = /([?&]token=)[^&#]*/gi;

/** A request as its log line shows it: Fastify's own fields, with secrets in the address hidden. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1[hidden]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
