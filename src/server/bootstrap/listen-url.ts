const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost', '']);

/**
 * The address to print for people to open: localhost when the server listens on every
 * interface or on loopback, otherwise the host it was told to listen on (IPv6 in brackets).
 */
export function listenUrl(host: string, port: number): string {
  const name = LOCAL_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
