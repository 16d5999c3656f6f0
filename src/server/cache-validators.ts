import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The strong ETag of a response body: a SHA-1 of its bytes, quoted. */
export function etagFor(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Weak comparison (RFC 9110 8.8.3.2): W/"x" and "x" match; If-None-Match may list several or be *. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Cache validators for every GET answered in this scope (the API): a 200 gets an ETag (the
 * route's own, or a hash of the JSON body) and `Cache-Control: private, no-cache` unless the
 * route chose its headers; a request whose If-None-Match matches gets 304 with no body.
 * Private because many answers depend on who is signed in: a browser may keep its own copy
 * and revalidate it, a shared cache never stores one. Runs before compression, so the ETag
 * names the JSON, whatever the encoding.
 */
export function registerCacheValidators(app: FastifyInstance): void {
  // Synchronous (no promise per request): it runs on every API answer (decision 051).
  app.addHook('onSend', (request, reply, payload, done) => done(null, validated(request, reply, payload)));
}

function validated(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
  let etag = reply.getHeader('etag');
  if (typeof etag !== 'string') {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    etag = etagFor(payload);
    reply.header('etag', etag);
  }
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  // A 304 has no body, so nothing is encoded.
  reply.code(304).removeHeader('content-encoding');
  return '';
}
