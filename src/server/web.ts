import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const WEB_ROOT = resolve('dist/web');

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached,
 * and every other GET that is not an API call answered with index.html so the
 * browser's router can show the page (or its own 404 page). Text assets go out as the
 * .br or .gz copy the build wrote beside them (scripts/precompress-assets.ts) when the
 * browser accepts it.
 */
export async function registerWeb(app: FastifyInstance, root = WEB_ROOT): Promise<void> {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn('dist/web is missing: run `npm run build:web` to serve the shop from this server');
    app.setNotFoundHandler((_request, reply) => {
      reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build:web`.');
    });
    return;
  }
  const indexHtml = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are alternate encodings of their file, not URLs of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  // The shop's pages are not API: kept out of the OpenAPI document.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const path = request.url.split('?')[0] ?? '';
      if (!/\.[a-z0-9]+$/i.test(path)) return sendIndex(reply);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
