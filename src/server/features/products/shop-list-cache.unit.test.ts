import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearShopListCache, forgetShopProducts, pageBody, shopListPage } from './shop-list-cache';

type Page = { items: { id: string }[] };

/** A read the test finishes by hand, counting how often the cache asked for one. */
function reads() {
  const pending: ((page: Page) => void)[] = [];
  return {
    count: () => pending.length,
    load: () => new Promise<Page>((resolve) => pending.push(resolve)),
    finish: (n: number, ...ids: string[]) => pending[n]!({ items: ids.map((id) => ({ id })) }),
  };
}

const bodyOf = async (page: Promise<{ body: string }>) => JSON.parse((await page).body) as Page;

beforeEach(clearShopListCache);

describe('shop list cache', () => {
  it('answers shoppers who miss at the same moment with one read', async () => {
    const db = reads();
    const waiting = Array.from({ length: 20 }, () => shopListPage('guest-first-page', db.load));
    expect(db.count()).toBe(1);
    db.finish(0, 'rice', 'oil');
    const pages = await Promise.all(waiting);
    expect(new Set(pages.map((page) => page.etag)).size).toBe(1);
    await shopListPage('guest-first-page', db.load);
    expect(db.count()).toBe(1);
  });

  it('drops only the pages that show a product whose stock changed', async () => {
    const db = reads();
    const rice = shopListPage('rice-page', db.load);
    const tea = shopListPage('tea-page', db.load);
    db.finish(0, 'rice-1', 'rice-2');
    db.finish(1, 'tea-1');
    await Promise.all([rice, tea]);

    forgetShopProducts(['rice-2']);
    const teaAgain = shopListPage('tea-page', db.load);
    expect(db.count()).toBe(2);
    expect((await bodyOf(teaAgain)).items).toEqual([{ id: 'tea-1' }]);
    const riceAgain = shopListPage('rice-page', db.load);
    expect(db.count()).toBe(3);
    db.finish(2, 'rice-1', 'rice-2');
    await riceAgain;
  });

  it('does not keep a page read while its products changed, and reads again for later requests', async () => {
    const db = reads();
    const before = shopListPage('changing', db.load);
    forgetShopProducts(['rice-1']);
    const after = shopListPage('changing', db.load);
    expect(db.count()).toBe(2);
    db.finish(0, 'rice-1');
    db.finish(1, 'rice-1');
    await Promise.all([before, after]);
    await shopListPage('changing', db.load);
    expect(db.count()).toBe(2);

    // A read that changed products it does not show is kept.
    const unrelated = shopListPage('unrelated', db.load);
    forgetShopProducts(['tea-1']);
    db.finish(2, 'rice-1');
    await unrelated;
    await shopListPage('unrelated', db.load);
    expect(db.count()).toBe(3);
  });

  it('drops every page, and every read under way, after an admin changes the catalogue', async () => {
    const db = reads();
    const first = shopListPage('one', db.load);
    db.finish(0, 'rice-1');
    await first;
    const underWay = shopListPage('two', db.load);
    clearShopListCache();
    db.finish(1, 'tea-1');
    await underWay;
    const again = [shopListPage('one', db.load), shopListPage('two', db.load)];
    expect(db.count()).toBe(4);
    db.finish(2, 'rice-1');
    db.finish(3, 'tea-1');
    await Promise.all(again);
  });

  it('sends a page asked for once gzip-encoded, and Brotli-encodes it only when it is asked for again', () => {
    const body = JSON.stringify({ items: Array.from({ length: 80 }, (_, n) => ({ id: `product-${n}` })) });
    const page = { body, etag: '"x"' };
    const browser = 'gzip, deflate, br';
    const [first, firstBytes] = pageBody(page, browser);
    expect(first).toBe('gzip');
    expect(gunzipSync(firstBytes).toString()).toBe(body);
    const [second, secondBytes] = pageBody(page, browser);
    expect(second).toBe('br');
    expect(brotliDecompressSync(secondBytes).toString()).toBe(body);
    expect(pageBody(page, browser)[1]).toBe(secondBytes);
    expect(pageBody({ body, etag: '"y"' }, 'br')[0]).toBe('br');
  });
});
