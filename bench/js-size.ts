import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { BENCH_ADMIN, customer, post, type BenchShop } from './lib/shop-process';
import { record } from './lib/table';
import { LANGUAGE_COOKIE, type Language } from '../src/domain/language';

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

type Viewer = 'guest' | 'customer' | 'admin';

/** The translation files' chunks (src/web/i18n/*.json: en, ml, ml-messages). */
const WORDS_CHUNK = /\/(en|ml|ml-messages)-[\w-]+\.js$/;

/**
 * Budgets: every route's JavaScript on a cheap phone, the storefront's first screens and the rest
 * alike. /shop is measured in each language (Issue 26: ≤ 120 KB per language): the page loads only
 * its own language's words (docs/decisions/097).
 */
const ROUTES: { path: string; who: Viewer[]; budgetKb?: number; lang?: Language }[] = [
  { path: '/', who: ['guest', 'customer'], budgetKb: 120 },
  { path: '/shop', who: ['guest', 'customer'], budgetKb: 120 },
  { path: '/shop', who: ['guest', 'customer'], budgetKb: 120, lang: 'ml' },
  { path: '/login', who: ['guest'], budgetKb: 120 },
  { path: '/checkout', who: ['customer'], budgetKb: 120 },
  { path: '/admin/dashboard', who: ['admin'], budgetKb: 120 },
  // The counter (issue 25), without the camera's barcode library: it loads only when its button is pressed.
  { path: '/admin/counter', who: ['admin'], budgetKb: 120 },
];

/**
 * JavaScript the browser loads per route (real page loads in Chromium at 390 px): gzip -9 of every
 * script (what the budget counts) and the bytes the server actually sent for them.
 */
export async function jsSizeRows(shop: BenchShop) {
  const browser = await launchChromium();
  const sessions: Record<Viewer, string | null> = {
    guest: null,
    customer: (await customer(shop.base)).cookie,
    admin: (await post(shop.base, '/api/auth/admin/login', BENCH_ADMIN)).cookie!,
  };
  const [product] = (await (await fetch(`${shop.base}/api/products?limit=1`)).json()).items as {
    id: string;
    name: string;
    sellingPricePaise: number;
    stockQuantity: number;
  }[];
  try {
    for (const { path, who, budgetKb, lang } of ROUTES) {
      for (const viewer of who) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const session = sessions[viewer];
        if (session) {
          const [name, value] = session.split('=');
          await context.addCookies([{ name: name!, value: value!, url: shop.base }]);
        }
        if (lang) await context.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: shop.base }]);
        if (path === '/checkout') {
          const cart = [
            {
              id: product!.id,
              name: product!.name,
              price: product!.sellingPricePaise,
              quantity: 1,
              image: '',
              stockQuantity: product!.stockQuantity,
            },
          ];
          await context.addInitScript(
            (items) => localStorage.setItem('cartItems', items),
            JSON.stringify(cart),
          );
        }
        const page = await context.newPage();
        const scripts: Promise<{ gz: number; wire: number; url: string }>[] = [];
        page.on('response', (response) => {
          if (!response.url().endsWith('.js')) return;
          scripts.push(
            (async () => ({
              url: response.url(),
              gz: gzipSync(await response.body().catch(() => Buffer.alloc(0)), { level: 9 }).length,
              wire: (await response.request().sizes()).responseBodySize,
            }))(),
          );
        });
        await page.goto(shop.base + path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        if (new URL(page.url()).pathname !== path)
          throw new Error(`${viewer} on ${path} was sent to ${page.url()}`);
        const all = await Promise.all(scripts);
        const gz = all.reduce((sum, s) => sum + s.gz, 0) / 1024;
        const wire = all.reduce((sum, s) => sum + s.wire, 0) / 1024;
        // The interface's words and the i18n code (rosetta), in what the route loaded.
        const words = all.filter((s) => WORDS_CHUNK.test(s.url)).reduce((sum, s) => sum + s.gz, 0) / 1024;
        record({
          measure: `JS for ${path}, ${viewer}${lang ? ` (${lang})` : ''}`,
          result: `${gz.toFixed(1)} KB gzipped`,
          ...(budgetKb ? { target: `≤ ${budgetKb} KB`, met: gz <= budgetKb } : {}),
          note: `${all.length} files, ${wire.toFixed(1)} KB sent; words ${words.toFixed(1)} KB`,
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
