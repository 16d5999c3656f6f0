import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';

/** Answers a request itself (true), or leaves it to Fastify (false). */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/** What Fastify passes a server factory: its options, the HTTP server's among them (all set by then). */
interface ServerSettings {
  http?: ServerOptions | null;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** Fastify's `serverFactory`: its own HTTP server, settings and all, with `fastPath` tried first. */
export function serverWithFastPath(fastPath: FastPath) {
  return (handler: RequestListener, opts: Record<string, unknown>) => {
    const options = opts as unknown as ServerSettings;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!fastPath(request, response)) handler(request, response);
    });
    // As Fastify sets up its own server (fastify/lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
