/**
 * npm run bench:lighthouse: how the storefront's public pages load on a phone.
 *  - Lighthouse 12 (mobile: its simulated slow 4G and mid-range phone) on /, /shop, /leaderboard and
 *    /login as a guest, /checkout as a customer and /admin/dashboard as the admin (their session
 *    cookie sent; the checkout's cart is empty, as Lighthouse clears storage), in Debian's Chromium:
 *    performance score, Largest Contentful Paint and Total Blocking Time, the median of
 *    LIGHTHOUSE_RUNS runs (default 3; one run swings by several points on a busy machine).
 *    Targets: score ≥ 95, LCP ≤ 2.5 s and TBT ≤ 200 ms on the public pages; score ≥ 90 on the
 *    checkout and the dashboard.
 *  - Time to the first product card on /shop over slow 3G (Chromium's network throttling), both
 *    ways of throttling: target ≤ 6 s.
 *
 * Part of `npm run bench` (and alone: `npm run bench:lighthouse`), on the bench's shop.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS as CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { BENCH_ADMIN, customer, post } from './lib/shop-process';
import { record } from './lib/table';

type Viewer = 'guest' | 'customer' | 'admin';

/** The public pages a first-time visitor lands on, and the two busiest signed-in screens. */
export const LIGHTHOUSE_ROUTES: readonly { route: string; who: Viewer; minScore: number; public: boolean }[] =
  [
    { route: '/', who: 'guest', minScore: 95, public: true },
    { route: '/shop', who: 'guest', minScore: 95, public: true },
    { route: '/leaderboard', who: 'guest', minScore: 95, public: true },
    { route: '/login', who: 'guest', minScore: 95, public: true },
    { route: '/checkout', who: 'customer', minScore: 90, public: false },
    { route: '/admin/dashboard', who: 'admin', minScore: 90, public: false },
  ];

interface LighthouseResult {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  /** Total Blocking Time. */
  tbtMs: number;
}

export interface LighthouseRow extends LighthouseResult {
  route: string;
  minScore: number;
  public: boolean;
}

const median = <T>(values: T[], by: (value: T) => number): T =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;

/** One Lighthouse mobile performance run of `url`, in a fresh Chromium, with `cookie` if signed in. */
async function lighthouseRun(url: string, cookie: string | null): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    const lcpMs = lhr?.audits['largest-contentful-paint']?.numericValue;
    const tbtMs = lhr?.audits['total-blocking-time']?.numericValue;
    if (typeof score !== 'number' || typeof lcpMs !== 'number' || typeof tbtMs !== 'number')
      throw new Error(`Lighthouse gave no performance result for ${url}: ${lhr?.runtimeError?.message}`);
    if (lhr?.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} was sent to ${lhr.finalDisplayedUrl}`);
    return { score: Math.round(score * 100), lcpMs: Math.round(lcpMs), tbtMs: Math.round(tbtMs) };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): such a run is run again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/** Lighthouse's mobile performance on every route of LIGHTHOUSE_ROUTES: the median of `runs` runs. */
export async function runLighthouse(
  baseUrl: string,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseRow[]> {
  const cookies: Record<Viewer, string | null> = {
    guest: null,
    customer: (await customer(baseUrl, 'Lighthouse Shopper')).cookie,
    admin: (await post(baseUrl, '/api/auth/admin/login', BENCH_ADMIN)).cookie!,
  };
  const rows: LighthouseRow[] = [];
  for (const { route, who, ...targets } of LIGHTHOUSE_ROUTES) {
    const results: LighthouseResult[] = [];
    for (let run = 0; run < runs; run++)
      results.push(await withRetries(() => lighthouseRun(new URL(route, baseUrl).href, cookies[who])));
    rows.push({
      route,
      ...targets,
      score: median(results, (r) => r.score).score,
      lcpMs: median(results, (r) => r.lcpMs).lcpMs,
      tbtMs: median(results, (r) => r.tbtMs).tbtMs,
    });
  }
  return rows;
}

/**
 * Slow 3G as Chromium throttles it: about 400 kbps down and up. DevTools' own "Slow 3G" preset adds
 * 2 s to every request (400 ms round trip × 5, for the round trips a real connection makes).
 */
export const SLOW_3G = [
  { name: 'slow 3G, 400 kbps, 400 ms RTT', latency: 400, bytesPerSecond: 50_000 },
  { name: 'DevTools "Slow 3G" preset (2 s per request)', latency: 2_000, bytesPerSecond: 50_000 },
] as const;

/** Milliseconds from navigation to the first product card on /shop (a phone, empty cache): median of `runs`. */
export async function firstProductCard(
  baseUrl: string,
  network: (typeof SLOW_3G)[number],
  runs = 3,
): Promise<number> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.latency,
        downloadThroughput: network.bytesPerSecond,
        uploadThroughput: network.bytesPerSecond,
      });
      const start = Date.now();
      await page.goto(new URL('/shop', baseUrl).href, { waitUntil: 'commit' });
      await page
        .getByRole('list', { name: 'Products', exact: true })
        .getByRole('listitem')
        .first()
        .waitFor({ timeout: 120_000 });
      times.push(Date.now() - start);
      await context.close();
    }
    return median(times, (time) => time);
  } finally {
    await browser.close();
  }
}

/** Lighthouse on the public pages, and the first product card over slow 3G, as rows of the bench's table. */
export async function lighthouseRows(baseUrl: string) {
  for (const row of await runLighthouse(baseUrl)) {
    record({
      measure: `Lighthouse (mobile) ${row.route}${row.public ? '' : ' (signed in)'}`,
      result: `${row.score}, LCP ${(row.lcpMs / 1000).toFixed(2)} s, TBT ${row.tbtMs} ms`,
      target: row.public ? `≥ ${row.minScore}, LCP ≤ 2.5 s, TBT ≤ 200 ms` : `≥ ${row.minScore}`,
      met: row.score >= row.minScore && (!row.public || (row.lcpMs <= 2500 && row.tbtMs <= 200)),
      note: `median of ${process.env.LIGHTHOUSE_RUNS ?? 3} runs`,
    });
  }
  for (const network of SLOW_3G) {
    const ms = await firstProductCard(baseUrl, network);
    record({
      measure: `first product card on /shop, ${network.name}`,
      result: `${(ms / 1000).toFixed(1)} s`,
      target: '≤ 6 s',
      met: ms <= 6_000,
    });
  }
}
