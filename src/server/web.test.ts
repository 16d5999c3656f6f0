import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFixtures } from './testing/shop-fixtures';
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

/** The build's manifest (vite build.manifest): source files to chunks and their static imports. */
const MANIFEST = {
  'index.html': { file: 'assets/index-0a1b2c3d.js', isEntry: true, imports: ['_framework-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_money-1.js': { file: 'assets/money-1.js', imports: ['index.html'] },
  'features/shop/shop-page.tsx': {
    file: 'assets/shop-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_framework-1.js', '_money-1.js'],
  },
  'features/info/about-page.tsx': { file: 'assets/about-page-1.js', imports: ['index.html'] },
  'layouts/admin-layout.tsx': { file: 'assets/admin-layout-1.js', imports: ['_framework-1.js'] },
  'features/admin/products/products-page.tsx': {
    file: 'assets/products-page-1.js',
    imports: ['_money-1.js'],
  },
};

const webRoot = join(tmpdir(), `shop-web-pages-${process.pid}-${Date.now()}`);
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  mkdirSync(join(webRoot, '.vite'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST));
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

const preloads = (html: string, kind: 'modulepreload' | 'fetch') =>
  [
    ...html.matchAll(
      kind === 'modulepreload'
        ? /<link rel="modulepreload" crossorigin href="([^"]+)"/g
        : /<link rel="preload" as="fetch" crossorigin href="([^"]+)"/g,
    ),
  ].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('what a page needs, asked for at once', () => {
  it('the shop names its code and its first reads in the HTML, so the browser fetches them all together', async () => {
    const html = (await get('/shop')).body;
    // Only what index.html does not load already.
    expect(preloads(html, 'modulepreload')).toEqual(['/assets/shop-page-1.js', '/assets/money-1.js']);
    expect(preloads(html, 'fetch')).toEqual(['/api/auth/me', '/api/products?limit=24', '/api/categories']);
    // After the entry's own script (the framework it needs is the biggest file), all in <head>.
    expect(html.indexOf('shop-page-1.js')).toBeGreaterThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('money-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('the shop’s first row of pictures (its largest paint) is asked for with the HTML, as the cards ask for them', async () => {
    const shop = shopFixtures(t);
    const hash = 'cd'.repeat(32);
    for (const [name, imageUrl] of [
      ['Preloaded demo jaggery', '/uploads/demo/products/jaggery.webp'],
      ['Preloaded uploaded ghee', `/uploads/images/product/${hash}.webp`],
    ]) {
      const { id } = await shop.product({ name });
      await t.db.query('update products set image_url = $1 where id = $2', [imageUrl, id]);
    }
    const html = (await get('/shop?search=preloaded')).body;
    const images = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(images).toEqual([
      // Newest first, as the shop lists them; the card's srcset and sizes, so the browser picks the same file.
      `<link rel="preload" as="image" fetchpriority="high" href="/uploads/images/product/${hash}.webp" imagesrcset="/uploads/images/product/${hash}-400w.webp 400w, /uploads/images/product/${hash}.webp 1200w" imagesizes="(min-width: 1024px) 270px, (min-width: 640px) 31vw, 48vw" />`,
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/demo/products/jaggery.webp" />',
    ]);
    expect(preloads((await get('/about')).body, 'fetch')).not.toContain('image');
  });

  it('asks for the shelf the address shows, in the order the shop builds the same address', async () => {
    const html = (await get('/shop?category=Dairy%20%26%20Eggs&search=%20milk%20&utm=x')).body;
    expect(preloads(html, 'fetch')).toContain('/api/products?search=milk&category=Dairy+%26+Eggs&limit=24');
  });

  it('other pages name their own code: the admin panel its frame too; a missing page nothing', async () => {
    expect(preloads((await get('/about')).body, 'modulepreload')).toEqual(['/assets/about-page-1.js']);
    expect(preloads((await get('/about')).body, 'fetch')).toEqual(['/api/auth/me']);
    expect(preloads((await get('/admin/products')).body, 'modulepreload')).toEqual([
      '/assets/admin-layout-1.js',
      '/assets/products-page-1.js',
      '/assets/money-1.js',
    ]);
    expect(preloads((await get('/nope')).body, 'modulepreload')).toEqual([]);
  });

  it('the manifest itself is not a URL', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('the HTML is compressed when the browser accepts it (it carries the page’s links)', async () => {
    const plain = await get('/shop');
    const br = await t.app.inject({
      method: 'GET',
      url: '/shop',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    const gzip = await t.app.inject({ method: 'GET', url: '/nope', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

/** The first reads a page carries (`<script type="application/json" id="first-reads">`), parsed. */
const firstReadsOf = (html: string) => {
  const text = html.match(/<script type="application\/json" id="first-reads">([^<]*)<\/script>/)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
};

describe('a guest’s page carries its first reads; a signed-in customer’s page carries nothing of theirs', () => {
  it('a guest’s page says they are signed out, and the shop’s holds its categories, as data no browser runs', async () => {
    const name = 'Carried </script><script>alert(1)</script> sweets';
    await t.db.query('insert into categories (name) values ($1)', [name]);
    // An address of its own: a guest's page is kept two seconds per address (decision 057).
    const page = await get('/shop?search=sweets');
    expect(page.headers['cache-control']).toBe('no-cache');
    // The name's `<` is written \u003c: nothing in the data can end the element or start a script.
    expect(page.body).not.toContain('</script><script>alert(1)');
    expect(page.body).not.toMatch(/<script>|<script nonce/);
    const listed = (await get('/api/categories')).json() as { items: unknown[] };
    expect(listed.items).toContainEqual(expect.objectContaining({ name }));
    expect(firstReadsOf(page.body)).toEqual({ signedOut: true, categories: listed.items });
    expect(firstReadsOf((await get('/about')).body)).toEqual({ signedOut: true });
  });

  it('with a session cookie the page carries no reads (a session, a tier’s prices), and no shared cache keeps it', async () => {
    const shop = shopFixtures(t);
    const customer = await shop.customer({ name: 'Meenakshi Private' });
    for (const path of ['/shop', '/', '/profile']) {
      const page = await t.app.inject({ method: 'GET', url: path, cookies: customer.cookies });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('private, no-cache');
      expect(page.headers.vary, path).toMatch(/cookie/i);
      expect(firstReadsOf(page.body), path).toBeUndefined();
      expect(page.body, path).not.toMatch(/first-reads|Meenakshi|signedOut/);
    }
  });
});

describe('a guest’s page rendered by the server (docs/decisions/057)', () => {
  let rendering: TestApp;
  let failing: TestApp;
  const failingRender = join(webRoot, 'failing-render.mjs');

  beforeAll(async () => {
    // The render's source, as `vite build --ssr` bundles it (vitest compiles it here).
    rendering = await startTestApp(
      {},
      { serveWeb: true, webRoot, serverRender: resolve('src/web/server-render.tsx') },
    );
    writeFileSync(
      failingRender,
      'export const createServerRenderer = () => async () => { throw new Error("render broke"); };\n',
    );
    failing = await startTestApp({}, { serveWeb: true, webRoot, serverRender: failingRender });
  });
  afterAll(async () => {
    await rendering?.close();
    await failing?.close();
  });

  const rootOf = (html: string) =>
    html.match(/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/)?.[1];

  it('the shop’s HTML holds its header and first products, and the cache they were rendered from', async () => {
    // Text that could break the page: HTML, and `$&`, which a string replacement would expand.
    const name = 'Halwa $& </div><script>alert(1)</script> box';
    await shopFixtures(rendering).product({ name, mrpPaise: 15_000, pricePaise: 15_000 });
    // A search of its own: the list's short cache may hold the shelf from before the insert.
    const page = await rendering.app.inject({ method: 'GET', url: '/shop?search=halwa' });
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain('Sign In');
    expect(root).toContain('Halwa $&amp; &lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt; box');
    // A guest's price, as the card shows it.
    expect(root).toContain('₹150.00');
    expect(page.body).not.toContain('<script>alert(1)');
    // The browser takes the same answers before it hydrates: the products the API gives a guest.
    const reads = firstReadsOf(page.body) as {
      signedOut: true;
      rendered: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    expect(reads.signedOut).toBe(true);
    const shelf = reads.rendered.queries.find((query) => query.queryKey[1] === 'products');
    const listed = (
      await rendering.app.inject({ method: 'GET', url: '/api/products?search=halwa&limit=24' })
    ).json();
    expect(shelf?.state.data).toEqual({ pages: [listed], pageParams: [null] });
  });

  it('renders the public pages; not the checkout, a signed-in person’s page or a path with no page', async () => {
    for (const [path, text] of [
      ['/', 'Fresh groceries, fair prices'],
      ['/leaderboard', 'Leaderboard'],
      ['/login', 'Sign In'],
      ['/register', 'Create your account'],
      ['/faq', 'Frequently asked questions'],
      ['/referral-terms', 'Referral terms'],
    ] as const) {
      const page = await rendering.app.inject({ method: 'GET', url: path });
      expect(rootOf(page.body), path).toContain(text);
    }
    const customer = await shopFixtures(rendering).customer({ name: 'Meenakshi Rendered' });
    for (const [path, cookies] of [
      ['/checkout', {}],
      ['/nowhere', {}],
      ['/shop', customer.cookies],
    ] as const) {
      const page = await rendering.app.inject({ method: 'GET', url: path, cookies });
      expect(page.body, path).toContain('<div id="root"></div>');
      // Its scripts draw it: they come first.
      expect(page.body, path).not.toContain('fetchpriority="low"');
    }
    // A rendered page paints without its scripts: they come after what it shows.
    const shop = (await rendering.app.inject({ method: 'GET', url: '/shop' })).body;
    expect(shop).toContain(
      '<script type="module" crossorigin src="/assets/index-0a1b2c3d.js" fetchpriority="low"></script>',
    );
    expect(shop).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/shop-page-1\.js" fetchpriority="low" \/>/,
    );
  });

  it('a guest gets the referral terms drawn from the settings, and a change of settings changes them', async () => {
    const admin = await shopFixtures(rendering).admin();
    const settings = (
      await rendering.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin })
    ).json().settings;
    const put = (payload: Record<string, unknown>) =>
      rendering.app.inject({ method: 'PUT', url: '/api/admin/settings', cookies: admin, payload });
    const terms = async (url: string) => {
      const page = await rendering.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(titleOf(page.body)).toBe('Referral terms · Fresh Mart');
      return rootOf(page.body) ?? '';
    };
    const before = await terms('/referral-terms');
    expect(before).toContain('no joining fee and nothing to buy to join');
    expect(before).toContain('you earn 10% of it, ₹10.00 of point money, which makes 2 points');
    expect(before).toContain('down to 3 levels');
    try {
      await put({ ...settings, referralPercents: [20, 5, 2], multiLevelReferrals: false });
      // An address of its own: a guest's page is kept two seconds per address.
      const after = await terms('/referral-terms?after=change');
      expect(after).toContain('you earn 20% of it, ₹20.00 of point money, which makes 4 points');
      expect(after).toContain('one level only');
      expect(after).not.toContain('Level 2');
    } finally {
      await put(settings);
    }
  });

  it('a render that fails sends the page for the browser to render, as before, and says so in the log', async () => {
    const page = await failing.app.inject({ method: 'GET', url: '/shop' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(firstReadsOf(page.body)).toMatchObject({ signedOut: true, categories: expect.any(Array) });
  });
});
