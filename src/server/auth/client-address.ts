import type { TrustedProxies } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes a function of the hop's position
 * (0 is the peer that opened the connection), because Fastify's own numeric option trusts no one;
 * the client's address (`request.ip`) is then the first one, from the right of X-Forwarded-For,
 * that was not added by a trusted proxy. Whatever the client itself put further left is ignored.
 */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ('hops' in trusted) return (_address, hop) => hop < trusted.hops;
  return trusted.addresses;
}
