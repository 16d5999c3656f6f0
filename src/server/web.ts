import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cardImage, type CardImage } from '../domain/image-variants';
import type { Category } from '../domain/catalogue.schemas';
import type { FirstReads } from '../domain/first-reads';
import { SHOP_FIRST_ROW } from '../domain/shop-list';
import { SESSION_COOKIE } from './auth/sessions';
import { createPageRenderer, shopShelfFor, type BuildManifest } from './web-pages';

const WEB_ROOT = resolve('dist/web');
const htmlEncodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * Serves the built React app: hashed assets cached for a year, the HTML never cached. A GET for a
 * page of the app (the route table in src/domain/app-routes.ts, which the browser's router is
 * built from) answers index.html with that page's title and description; any other path answers
 * 404 with the same app, which shows its own 404 page. Text assets go out as the .br or .gz copy
 * the build wrote beside them (scripts/precompress-assets.ts) when the browser accepts it.
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
  const manifestFile = join(root, '.vite/manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
    : null;
  const pageFor = createPageRenderer(readFileSync(indexFile, 'utf8'), manifest);
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
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const shelf = shopShelfFor(request.url);
    const guest = request.cookies[SESSION_COOKIE] === undefined;
    const [pictures, categories] = await Promise.all([
      shelf ? firstPictures(app, shelf) : [],
      shelf && guest ? shopCategories(app) : undefined,
    ]);
    const reads: FirstReads | undefined = guest
      ? { signedOut: true, ...(categories && { categories }) }
      : undefined;
    const page = pageFor(request.url, pictures, reads);
    // A few KB with the page's links: compressed per response (quick at this size), as the API is.
    const encoding = htmlEncodings.negotiate(request.headers['accept-encoding'] ?? '');
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      // With a session cookie the page is that person's (never kept by a shared cache).
      .header('cache-control', guest ? 'no-cache' : 'private, no-cache')
      .header('vary', 'accept-encoding, cookie');
    if (!encoding) return reply.send(page.html);
    const body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page.html);
    return reply.header('content-encoding', encoding).send(body);
  };
  // The shop's pages are not API: kept out of the OpenAPI document.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const path = request.url.split('?')[0] ?? '';
      if (!/\.[a-z0-9]+$/i.test(path)) return sendPage(request, reply);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}

/**
 * The pictures of the shop's first row of cards, from the product list itself (a guest's view: the
 * pictures are everyone's; the list is micro-cached), so the HTML can ask for them at once.
 */
async function firstPictures(app: FastifyInstance, shelf: string): Promise<CardImage[]> {
  const response = await app.inject({ method: 'GET', url: shelf });
  if (response.statusCode !== 200) return [];
  const { items } = response.json() as { items: { imageUrl: string }[] };
  return items.slice(0, SHOP_FIRST_ROW).map((item) => cardImage(item.imageUrl));
}

/** The shop's categories (the same for everyone; micro-cached), or nothing when they failed. */
async function shopCategories(app: FastifyInstance): Promise<Category[] | undefined> {
  const response = await app.inject({ method: 'GET', url: '/api/categories' });
  return response.statusCode === 200 ? (response.json() as { items: Category[] }).items : undefined;
}
