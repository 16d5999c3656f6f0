import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationMessages } from '../domain/messages';
import { hasNulCharacter } from '../domain/text-fields';
import { AppError } from './errors';

/**
 * The path of the first string (value or key) holding U+0000 in a parsed body, query or
 * params, or null. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNulCharacter(root: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasNulCharacter(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (hasNulCharacter(key)) return path;
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Requests whose raw JSON body holds the escape of U+0000 (the only way JSON can carry one). */
const jsonBodiesWithNulEscape = new WeakSet<FastifyRequest>();

/**
 * How every request's JSON body is read, before any route sees it: an empty body sent as
 * application/json is no body (a bare POST from fetch or curl). A body whose raw text holds
 * `\u0000` is noted for the API's NUL guard (registerNulGuard), so it need not walk every body.
 */
export function registerRequestParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    if ((body as string).includes('\\u0000')) jsonBodiesWithNulEscape.add(request);
    return parseJson(request, body as string, done);
  });
}

/**
 * A U+0000 can reach the API only as `%00` in the URL, the `\u0000` escape in a JSON body, or
 * in a plain-text body. Most requests have none, so the parsed params, query and body are walked
 * (to name the field) only when one of those is there.
 */
function mayHoldNul(request: FastifyRequest): boolean {
  return (
    request.url.includes('%00') ||
    jsonBodiesWithNulEscape.has(request) ||
    (typeof request.body === 'string' && hasNulCharacter(request.body))
  );
}

/**
 * In this scope (the API) no string anywhere in the path parameters, query string or JSON body
 * may hold U+0000, which PostgreSQL cannot store in text: 400 naming the field, never a 500 from
 * the database. The shared text fields of src/domain refuse it too, so forms say the same.
 */
export function registerNulGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (!mayHoldNul(request)) return;
    for (const part of [request.params, request.query, request.body]) {
      const path = findNulCharacter(part);
      if (!path) continue;
      const message = validationMessages.nulCharacter;
      throw new AppError(
        'VALIDATION_FAILED',
        message,
        path.length ? { [path.join('.')]: message } : undefined,
      );
    }
  });
}
