import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../domain/messages';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route takes a multipart/form-data body (a file upload) as well as JSON. */
    acceptsMultipart?: boolean;
  }
}

/** Methods that change nothing (RFC 9110's safe methods): everything else is a state change. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sec-Fetch-Site of a request made by our own pages, or by the user directly (a typed URL). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether `origin` (the browser's Origin header) names the host this request was sent to: the
 * Host header, or behind a trusted proxy (TRUST_PROXY) the forwarded host. Host and port are
 * compared, not the scheme: behind a TLS proxy the app itself is reached over plain HTTP.
 */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  try {
    const from = new URL(origin); // 'null' (a sandboxed frame, a file) does not parse
    if ((from.protocol !== 'http:' && from.protocol !== 'https:') || !host) return false;
    return from.host === new URL(`${from.protocol}//${host}`).host; // default ports dropped on both
  } catch {
    return false;
  }
}

/**
 * A browser names the page a request comes from in Origin and (since 2020-23) Sec-Fetch-Site, on
 * every cross-site state change, and a page cannot forge either. A request with neither is not
 * from a browser's page (curl, another server): it is let through, and must still be JSON, which
 * no other site can make a browser send without a CORS preflight we never grant.
 */
export function isFromThisSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(String(fetchSite).toLowerCase())) return false;
  const origin = request.headers.origin;
  return origin === undefined || isOwnOrigin(origin, request.host);
}

/**
 * The site's own origin as the browser named it (`https://shop.example`), for links the app hands
 * out: the Origin of a request from this site, checked against the host as above (the guard below
 * already refused any other on state changes). Null when the request names none (not a browser),
 * so no link is ever built from a Host header alone.
 */
export function ownOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin === undefined || !isFromThisSite(request)) return null;
  return new URL(origin).origin;
}

function mediaType(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
}

/**
 * DESIGN 6: every state change under /api must come from this site and carry JSON (multipart only
 * where a route takes uploads), or it is refused here, before the session is looked up, the body
 * read or any handler run: 403 for another site, 415 for anything but JSON, even with no body.
 */
export function registerCrossSiteGuard(api: FastifyInstance): void {
  // Synchronous (no promise per request): it runs on every API request (decision 051).
  api.addHook('onRequest', (request, _reply, done) => done(refusal(request)));
}

function refusal(request: FastifyRequest): AppError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  if (!isFromThisSite(request)) return new AppError('CROSS_SITE_REQUEST', messages.api.crossSite);
  const type = mediaType(request);
  const multipart = request.routeOptions.config?.acceptsMultipart === true;
  if (type === 'application/json' || (multipart && type === 'multipart/form-data')) return undefined;
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    multipart ? messages.api.sendJsonOrFile : messages.api.sendJson,
  );
}
