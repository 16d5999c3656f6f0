import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGuestPageCache, encodedHtml } from './guest-page-cache';

const page = (html: string) => ({ status: 200 as const, html });

describe('guests’ pages kept for a moment', () => {
  it('guests asking for one address within the TTL share one page; after it, the page is made again', async () => {
    const cache = createGuestPageCache(2_000, 10);
    let made = 0;
    const make = async () => page(`<p>${++made}</p>`);
    const [a, b] = await Promise.all([cache('/shop', make, 0), cache('/shop', make, 1_999)]);
    expect(a.html).toBe('<p>1</p>');
    expect(b).toBe(a);
    expect((await cache('/shop?search=rice', make, 1_000)).html).toBe('<p>2</p>');
    expect((await cache('/shop', make, 2_000)).html).toBe('<p>3</p>');
  });

  it('keeps at most its number of addresses, the oldest going first, and never keeps a failure', async () => {
    const cache = createGuestPageCache(60_000, 2);
    let made = 0;
    const make = async () => page(String(++made));
    await cache('/a', make, 0);
    await cache('/b', make, 0);
    await cache('/c', make, 0); // '/a' goes
    expect((await cache('/b', make, 1)).html).toBe('2');
    expect((await cache('/a', make, 1)).html).toBe('4');

    const broken = () => Promise.reject(new Error('down'));
    await expect(cache('/d', broken, 1)).rejects.toThrow('down');
    expect((await cache('/d', make, 2)).html).toBe('5');
  });

  it('compresses a page once per encoding, and the bytes are the page', async () => {
    const cache = createGuestPageCache();
    const kept = await cache('/', async () => page('<main>Fresh Mart</main>'.repeat(100)));
    const gzip = encodedHtml(kept, 'gzip');
    expect(encodedHtml(kept, 'gzip')).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe(kept.html);
  });
});
