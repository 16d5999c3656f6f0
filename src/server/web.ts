import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cardImage, type CardImage } from '../domain/image-variants';
import type { Category } from '../domain/catalogue.schemas';
import type { FirstReads } from '../domain/first-reads';
import { SHOP_FIRST_ROW } from '../domain/shop-list';
import { SESSION_COOKIE } from './auth/sessions';
import { LANGUAGE_COOKIE, languageFrom, type Language } from '../domain/language';
import { createGuestPageCache, encodedHtml } from './guest-page-cache';
import { createPageRenderer, shopShelfFor, type BuildManifest, type WebPage } from './web-pages';

const WEB_ROOT = resolve('dist/web');
const htmlEncodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * Serves the built React app: hashed assets cached for a year, the HTML never cached. A GET for a
 * page of the app (the route table in src/domain/app-routes.ts, which the browser's router is
 * built from) answers index.html with that page's title and description; any other path answers
 * 404 with the same app, which shows its own 404 page. Text assets go out as the .br or .gz copy
 * the build wrote beside them (scripts/precompress-assets.ts) when the browser accepts it.
 */
export async function registerWeb(
  app: FastifyInstance,
  root = WEB_ROOT,
  // Built beside the web app (dist/server-render); a test may name the source.
  serverRender = join(root, '../server-render/server-render.js'),
): Promise<void> {
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
  const render = await loadServerRender(app, serverRender);
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
  const guestPages = createGuestPageCache();
  /** A page's HTML: its links, and for a guest its first reads and (rendered) the page itself. */
  const makePage = async (url: string, guest: boolean, lang: Language): Promise<WebPage> => {
    const shelf = shopShelfFor(url);
    const rendered = guest && render ? await renderSafely(app, url, lang, render) : null;
    const [pictures, categories] = await Promise.all([
      shelf ? firstPictures(app, shelf) : [],
      shelf && guest && !rendered ? shopCategories(app) : undefined,
    ]);
    const reads: FirstReads | undefined = guest
      ? { signedOut: true, ...(categories && { categories }), ...(rendered && { rendered: rendered.cache }) }
      : undefined;
    return pageFor(url, pictures, reads, rendered?.html, lang);
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const guest = request.cookies[SESSION_COOKIE] === undefined;
    // The browser's language (docs/decisions/098): the first HTML is already in it.
    const lang = languageFrom(request.cookies[LANGUAGE_COOKIE]);
    const page = guest
      ? await guestPages(`${lang} ${request.url}`, () => makePage(request.url, true, lang))
      : { ...(await makePage(request.url, false, lang)), encoded: {} };
    const encoding = htmlEncodings.negotiate(request.headers['accept-encoding'] ?? '');
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      // With a session cookie the page is that person's (never kept by a shared cache).
      .header('cache-control', guest ? 'no-cache' : 'private, no-cache')
      .header('vary', 'accept-encoding, cookie');
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(encodedHtml(page, encoding));
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

type Renderer = (url: string, lang: Language) => Promise<{ html: string; cache: unknown } | null>;

/**
 * The server render of guests' pages (src/web/server-render.tsx, built by `npm run build:web`), its
 * API reads answered by this server's own routes as a guest's; null when it is not built.
 */
async function loadServerRender(app: FastifyInstance, file: string): Promise<Renderer | null> {
  if (!existsSync(file)) {
    app.log.warn('dist/server-render is missing: pages are sent for the browser to render');
    return null;
  }
  const built = (await import(pathToFileURL(file).href)) as {
    createServerRenderer: (send: typeof fetch) => Renderer;
  };
  return built.createServerRenderer(async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(answer.statusCode === 204 ? null : answer.payload, {
      status: answer.statusCode,
      headers,
    });
  });
}

/** A page that cannot be rendered is sent for the browser to render, as before (and logged). */
async function renderSafely(app: FastifyInstance, url: string, lang: Language, render: Renderer) {
  try {
    return await render(url, lang);
  } catch (error) {
    app.log.error({ err: error, url }, 'server render failed: the page is sent for the browser to render');
    return null;
  }
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
