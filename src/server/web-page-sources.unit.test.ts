import { describe, expect, it } from 'vitest';
import type { PageLoader } from '../web/app/lazy-page';
import { ADMIN_SCREENS } from '../web/app/admin-screens';
import { adminLayoutLoader } from '../web/app/admin-routes';
import { STOREFRONT_PAGES, customerOnly } from '../web/app/router';
import { readFileSync } from 'node:fs';
import {
  ADMIN_LAYOUT_PAGE,
  LANGUAGE_SOURCES,
  CUSTOMER_ONLY_PAGE,
  CUSTOMER_ONLY_ROUTES,
  ROUTE_PAGES,
  ROUTE_WORDS,
  pageSources,
  wordSources,
} from './web-page-sources';

/** What the web loads for each page, from its one declaration of each (and the admin panel's frame). */
function webLoaders(): Record<string, PageLoader> {
  const loaders: Record<string, PageLoader> = { adminLayout: adminLayoutLoader };
  for (const { route, page } of STOREFRONT_PAGES) loaders[route] = page;
  for (const { routes, page } of ADMIN_SCREENS) for (const route of routes) loaders[route] = page;
  return loaders;
}

describe("the server's list of each page's code", () => {
  it('names the file the browser loads for each page (what the HTML tells it to fetch at once)', async () => {
    const named: Record<string, string> = { ...ROUTE_PAGES, adminLayout: ADMIN_LAYOUT_PAGE };
    const loaders = webLoaders();
    expect(Object.keys(named).sort()).toEqual(Object.keys(loaders).sort());
    for (const [key, load] of Object.entries(loaders)) {
      const source = `../web/${named[key]!.replace(/\.tsx?$/, '')}`;
      expect(await load(), key).toBe(await import(/* @vite-ignore */ source));
    }
  }, 30_000);

  it('names the customers-only guard with exactly the pages behind it, and not with the checkout', async () => {
    const guarded = STOREFRONT_PAGES.filter((page) => page.guard === 'customer').map((page) => page.route);
    expect([...CUSTOMER_ONLY_ROUTES].sort()).toEqual(guarded.sort());
    expect(await customerOnly()).toBe(await import('../web/lib/auth/customer-only'));
    expect(pageSources('orders')).toEqual([CUSTOMER_ONLY_PAGE, ROUTE_PAGES.orders]);
    expect(pageSources('checkout')).toEqual([ROUTE_PAGES.checkout]);
  });

  it("names each page's area of words, as the web declares them, and every admin page the admin panel's", () => {
    const declared = Object.fromEntries(
      STOREFRONT_PAGES.filter((page) => page.words).map((page) => [page.route, page.words]),
    );
    expect(ROUTE_WORDS).toEqual(declared);
    expect(wordSources('profile', 'ml')).toEqual([...LANGUAGE_SOURCES.ml, 'i18n/account/ml.json']);
    expect(wordSources('adminCounter', 'en')).toEqual([...LANGUAGE_SOURCES.en, 'i18n/admin/en.json']);
    expect(wordSources('shop', 'en')).toEqual(LANGUAGE_SOURCES.en);
  });

  it("names each language's translation files, exactly the ones the browser loads for it", () => {
    const loader = readFileSync('src/web/i18n/dictionaries.ts', 'utf8');
    const loaded = [...loader.matchAll(/import\('\.\/([\w-]+\.json)'\)/g)].map(([, file]) => `i18n/${file}`);
    expect([...LANGUAGE_SOURCES.en, ...LANGUAGE_SOURCES.ml].sort()).toEqual(loaded.sort());
    expect(LANGUAGE_SOURCES.en).toEqual(['i18n/en.json']);
  });
});
