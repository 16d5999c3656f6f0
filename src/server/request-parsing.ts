import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unstorableTextMessage } from '../domain/text-fields';
import { AppError } from './errors';

/**
 * The first string (value or key) in a parsed body, query or params that the database cannot
 * store (U+0000 or a lone UTF-16 surrogate): its path and why, or null. Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
export function findUnstorableText(root: unknown): { path: string[]; message: string } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const message = unstorableTextMessage(value);
      if (message) return { path, message };
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const message = unstorableTextMessage(key);
        if (message) return { path, message };
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * JSON can carry U+0000 or a lone surrogate only as an escape: `\u0000`, or `\uD800`–`\uDFFF`
 * (a whole emoji escaped as a pair matches too; the walk then finds nothing).
 */
const SUSPECT_JSON_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/** Requests whose raw JSON body holds such an escape. */
const jsonBodiesWithSuspectEscape = new WeakSet<FastifyRequest>();

/**
 * How every request's JSON body is read, before any route sees it: an empty body sent as
 * application/json is no body (a bare POST from fetch or curl). A body whose raw text holds a
 * suspect escape is noted for the API's text guard (registerTextGuard), so it need not walk every body.
 */
export function registerRequestParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    if (SUSPECT_JSON_ESCAPE.test(body as string)) jsonBodiesWithSuspectEscape.add(request);
    return parseJson(request, body as string, done);
  });
}

/**
 * Text the database cannot store reaches the API only as `%00` in the URL, an escape in a JSON
 * body, or in a plain-text body. A URL cannot carry a lone surrogate: percent-escapes decode as
 * UTF-8, which has none (a path with invalid UTF-8 is refused by the router, a query keeps the
 * escape as typed). Most requests have none of these, so the parsed params, query and body are
 * walked (to name the field) only when one is there.
 */
function mayHoldUnstorableText(request: FastifyRequest): boolean {
  return (
    request.url.includes('%00') ||
    jsonBodiesWithSuspectEscape.has(request) ||
    (typeof request.body === 'string' && unstorableTextMessage(request.body) !== null)
  );
}

/**
 * In this scope (the API) no string anywhere in the path parameters, query string or JSON body
 * may hold U+0000 (PostgreSQL cannot store it in text) or a lone UTF-16 surrogate (not Unicode;
 * PostgreSQL's JSON refuses it): 400 naming the field, never a 500 from the database. The shared
 * text fields of src/domain refuse both with the same words, so forms say the same.
 */
export function registerTextGuard(api: FastifyInstance): void {
  // Synchronous (no promise per request): it runs on every API request (decision 051).
  api.addHook('preValidation', (request, _reply, done) => done(unstorableText(request)));
}

function unstorableText(request: FastifyRequest): AppError | undefined {
  if (!mayHoldUnstorableText(request)) return undefined;
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnstorableText(part);
    if (!found) continue;
    return new AppError(
      'VALIDATION_FAILED',
      found.message,
      found.path.length ? { [found.path.join('.')]: found.message } : undefined,
    );
  }
  return undefined;
}
