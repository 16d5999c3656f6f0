import type { NetworkInterfaceInfo } from 'node:os';

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '']);
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Whether only this computer can reach an address the server listens on (127.0.0.1, the default). */
export const isLoopback = (host: string) => LOOPBACK.has(host) || host.startsWith('127.');

/**
 * The address to print for people to open: localhost when the server listens on every
 * interface or on loopback, otherwise the host it was told to listen on (IPv6 in brackets).
 */
export function listenUrl(host: string, port: number): string {
  const name =
    EVERY_INTERFACE.has(host) || isLoopback(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Where other devices on the network open the shop when it listens on every interface: one
 * address per IPv4 interface that is not loopback (what a phone on the shop's Wi-Fi types in).
 * None when it listens on one address (listenUrl names it) or on loopback.
 */
export function networkUrls(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): string[] {
  if (!EVERY_INTERFACE.has(host)) return [];
  return Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address.address}:${port}`);
}
