import { isIPv6 } from 'node:net';
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

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 network,
 * since one home or phone connection is handed a whole /64 and could otherwise use a fresh address
 * for every attempt.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
