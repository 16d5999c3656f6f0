import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';

/** The built index.html, as Vite writes it from src/web/index.html. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Fresh Mart: fresh groceries from your neighbourhood supermarket in Kerala, with points, membership clubs and referral rewards."
    />
    <meta property="og:title" content="Fresh Mart" />
    <meta
      property="og:description"
      content="Fresh Mart: fresh groceries from your neighbourhood supermarket in Kerala, with points, membership clubs and referral rewards."
    />
    <title>Fresh Mart</title>
    <script type="module" crossorigin src="/assets/index-0a1b2c3d.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const webRoot = join(tmpdir(), `shop-web-pages-${process.pid}-${Date.now()}`);
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, 'assets/index-0a1b2c3d.js'), 'export {};\n');
  t = await startTestApp({}, { serveWeb: true, webRoot });
});
afterAll(async () => t?.close());

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const metaOf = (html: string, name: string) =>
  html.match(new RegExp(`<meta\\s+(?:name|property)="${name}"\\s+content="([^"]*)"`))?.[1];

describe('the web app’s pages', () => {
  it('every page of the route table is the app (200), with its own title and description in the HTML', async () => {
    const shop = await get('/shop');
    expect(shop.statusCode).toBe(200);
    expect(shop.headers['content-type']).toMatch(/^text\/html/);
    expect(shop.headers['cache-control']).toBe('no-cache');
    expect(shop.body).toContain('<div id="root">');
    expect(shop.body).toContain('src="/assets/index-0a1b2c3d.js"');
    expect(titleOf(shop.body)).toBe('Shop · Fresh Mart');
    expect(metaOf(shop.body, 'description')).toMatch(/^Shop rice, spices/);
    expect(metaOf(shop.body, 'og:title')).toBe('Shop · Fresh Mart');
    expect(metaOf(shop.body, 'og:description')).toBe(metaOf(shop.body, 'description'));
    expect(shop.body).not.toContain('noindex');

    const about = await get('/about');
    expect(titleOf(about.body)).toBe('About Us · Fresh Mart');
    expect(metaOf(about.body, 'description')).not.toBe(metaOf(shop.body, 'description'));
    expect(titleOf((await get('/')).body)).toBe('Fresh Mart · Your neighbourhood supermarket');
    expect(titleOf((await get('/membership/gold?from=footer')).body)).toBe('Gold Membership · Fresh Mart');
  });

  it('dynamic paths of the app are pages too: admin aliases, an order, a membership club', async () => {
    for (const path of [
      '/admin',
      '/admin/customers/7f1c/edit',
      '/admin/customers/edit/7f1c',
      '/admin/sales-dashboard',
      '/orders/ORD-1767000000000-ab12',
      '/membership/platinum',
      '/Shop/',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<div id="root">');
    }
    const privatePage = await get('/orders');
    expect(metaOf(privatePage.body, 'robots')).toBe('noindex');
  });

  it('an unknown path answers 404 with the app (which shows its Page not found), not 200', async () => {
    for (const path of ['/nope', '/shop/rice', '/admin/nope', '/membership/tin', '/orders/1/edit']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.body, path).toContain('<div id="root">');
      expect(titleOf(response.body), path).toBe('Oops! Page not found · Fresh Mart');
      expect(metaOf(response.body, 'robots'), path).toBe('noindex');
    }
    expect((await get('/nope', 'HEAD')).statusCode).toBe(404);
    expect((await get('/shop', 'HEAD')).statusCode).toBe(200);
  });

  it('a missing file is a plain 404, and the API keeps its JSON 404', async () => {
    const file = await get('/assets/missing-0000.js');
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('text from the path never reaches the HTML unescaped', async () => {
    const response = await get('/membership/%3Cscript%3E');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<script>');
  });
});
