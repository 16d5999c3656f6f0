import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../../auth/sessions';
import { etagMatches } from '../../cache-validators';
import { cachedGuestPage, pageBody, pageHeaders } from './shop-list-cache';

const SESSION = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/**
 * Answers a guest's read of the shop's product list straight from its cache, before Fastify, when
 * the route has answered that exact address before and the page is still cached: the same status,
 * headers and bytes the route would send (a test compares them), without routing, hooks, query
 * validation and the reply's machinery, which cost more than the answer itself (docs/decisions/062).
 * Anything else returns false and takes the usual way: a session cookie, another method or address,
 * a page not cached.
 */
export function guestListFastPath(securityHeaders: Readonly<Record<string, string>>) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const { cookie, 'if-none-match': ifNoneMatch, 'accept-encoding': acceptEncoding } = request.headers;
    if (cookie !== undefined && SESSION.test(cookie)) return false;
    const page = request.url === undefined ? null : cachedGuestPage(request.url);
    if (!page) return false;
    // As the route: the body is chosen (and counted) before a matching ETag turns it into a 304.
    const [encoding, body] = pageBody(page, acceptEncoding);
    if (etagMatches(ifNoneMatch, page.etag)) {
      response.writeHead(304, { ...securityHeaders, ...pageHeaders(page.etag, null), 'content-length': 0 });
      response.end();
      return true;
    }
    response.writeHead(200, {
      ...securityHeaders,
      ...pageHeaders(page.etag, encoding),
      'content-length': Buffer.byteLength(body),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
