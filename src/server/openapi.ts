import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, errorCodesWithStatus } from '../domain/error-codes';
import { errorBodySchema } from './errors';

/** Methods that change state: each must be sent as JSON, even with no body (cross-site-guard.ts). */
const STATE_CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The request body the document gives a state change that takes no fields (docs/decisions/039):
 * an empty JSON object, required, so that a generated client sends one, and with it the
 * `Content-Type: application/json` the API asks of every state change (a client that sends no
 * body sends no Content-Type: openapi-fetch, hey-api and openapi-generator alike). The server also
 * takes an empty body sent as JSON.
 */
export const NO_FIELDS_BODY = {
  type: 'object',
  additionalProperties: false,
  description:
    'No fields: send {} as application/json (an empty body with Content-Type: application/json is taken too). ' +
    'A state change sent without that Content-Type is refused with 415.',
};

/** An operation that needs a signed-in session (the cookie the document's security scheme names). */
export const SESSION_SECURITY = [{ session: [] }];

/**
 * Who may call an admin operation, as OpenAPI 3.1 lets a security requirement name roles: the
 * owner alone, or the owner and the staff where the route says so (`config: { staff: true }`,
 * docs/decisions/085). The authorization matrix (authorization-matrix.test.ts) reads it.
 */
export const OWNER_SECURITY = [{ session: ['owner'] }];
export const STAFF_SECURITY = [{ session: ['owner', 'staff'] }];

/**
 * The document itself: OpenAPI 3.1, whose JSON Schema has a real `null` (a nullable enum lists
 * null, a 204 has no body), with the session cookie as its one security scheme.
 */
export const openApiOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Fresh Mart API',
      version: '1.0.0',
      description: 'Storefront, loyalty and admin API. Errors are { error: { code, message, fields? } }.',
    },
    servers: [{ url: '/', description: 'This shop' }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
  },
  transform(document) {
    const result = jsonSchemaTransform(document);
    const method = [document.route.method].flat()[0]!.toUpperCase();
    const declared = (result.schema ?? {}) as FastifySchema;
    const schema = declared.response
      ? { ...declared, response: withCodesPerStatus(declared.response) }
      : declared;
    if (schema.hide || schema.body || !STATE_CHANGES.has(method))
      return { ...result, schema: result.schema && schema };
    return { ...result, schema: { ...schema, body: NO_FIELDS_BODY } };
  },
};

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
}

/**
 * An error answer in the document lists the codes its status can carry (a 409 lists
 * OUT_OF_STOCK, IDEMPOTENCY_KEY_REUSED, ...), not every code: the error body's `code` enum,
 * narrowed in a copy (the converted schemas may be shared between answers).
 */
function withCodesPerStatus(response: FastifySchema['response']): FastifySchema['response'] {
  if (!response || typeof response !== 'object') return response;
  const answers = Object.entries(response as Record<string, JsonSchema>).map(([status, answer]) => {
    const error = answer?.properties?.error;
    if (error?.properties?.code?.enum?.length !== ERROR_CODES.length) return [status, answer];
    const code = { ...error.properties.code, enum: errorCodesWithStatus(Number(status)) };
    const narrowed = { ...error, properties: { ...error.properties, code } };
    return [status, { ...answer, properties: { ...answer.properties, error: narrowed } }];
  });
  return Object.fromEntries(answers);
}

/** `POST /api/admin/orders/:id/mark-paid` → `postAdminOrdersByIdMarkPaid`. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api')
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[-_.]/)));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

const answer = (description: string) => errorBodySchema.describe(description);

/** The answers the API's shared parts give, in our error shape, and which operations get each. */
const SHARED_ANSWERS = {
  invalid: { 400: answer('The request is not valid: a field, the query, a path parameter or the JSON') },
  pathParameter: { 414: answer('A path parameter is over 100 characters') },
  signedIn: { 401: answer('Not signed in') },
  adminOnly: {
    403: answer('Signed in, but not as the owner (or, where the operation lets staff in, staff)'),
  },
  stateChange: {
    400: answer('The request is not valid: a field, the query, a path parameter or the JSON'),
    403: answer('A request from another website (or, where a role is needed, a user of another role)'),
    413: answer('The request body is over its size limit'),
    415: answer('Not sent as JSON (multipart/form-data where the operation takes a file)'),
  },
  read: { 304: z.null().describe('Not modified: If-None-Match still matches the ETag') },
  unavailable: {
    503: answer(
      'The database is unavailable for a moment (restarting, failing over, or unable to write): try again after Retry-After seconds',
    ),
  },
} as const;

/**
 * The API's conventions in its OpenAPI document, in one place (an onRoute hook on the /api scope,
 * registered before its routes), so no route can forget them:
 *   - every operation has an operationId (from its method and path unless it names itself);
 *   - every operation declares security: under /api/admin/ a session and who may use it (the owner
 *     alone, or the staff too where the route's config says so), none elsewhere unless the route
 *     says it needs one;
 *   - every operation lists the answers the shared parts give it (validation 400, the router's
 *     414, 401/403 from the guards, 403/413/415 on state changes, 304 on reads, the error handler's
 *     503 when the database is unavailable), unless it lists them itself.
 */
export function registerOpenApiConventions(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const schema: FastifySchema | undefined = route.schema;
    if (!schema || schema.hide) return;
    const method = [route.method].flat()[0]!.toUpperCase();
    const admin = route.url.startsWith('/api/admin/');
    const staffToo = route.config?.staff === true;
    const security = admin ? (staffToo ? STAFF_SECURITY : OWNER_SECURITY) : (schema.security ?? []);
    const shared = {
      ...SHARED_ANSWERS.unavailable,
      ...(method === 'GET' ? SHARED_ANSWERS.read : {}),
      ...(schema.params || schema.querystring || schema.headers || schema.body ? SHARED_ANSWERS.invalid : {}),
      ...(route.url.includes(':') ? SHARED_ANSWERS.pathParameter : {}),
      ...(security.length ? SHARED_ANSWERS.signedIn : {}),
      ...(admin ? SHARED_ANSWERS.adminOnly : {}),
      ...(method === 'GET' || method === 'HEAD' ? {} : SHARED_ANSWERS.stateChange),
    };
    route.schema = {
      ...schema,
      operationId: schema.operationId ?? operationIdFor(method, route.url),
      security,
      response: { ...shared, ...(schema.response as object | undefined) },
    };
  });
}
