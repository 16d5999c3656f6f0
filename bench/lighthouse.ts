/**
 * npm run bench:lighthouse: how the storefront's public pages load on a phone.
 *  - Lighthouse 12 (mobile: its simulated slow 4G and mid-range phone) on /, /shop, /leaderboard and
 *    /login, in Debian's Chromium: performance score and Largest Contentful Paint, the median of
 *    LIGHTHOUSE_RUNS runs (default 3; one run swings by several points on a busy machine).
 *    Targets: score ≥ 95 and LCP ≤ 2.5 s on each.
 *  - Time to the first product card on /shop over slow 3G (Chromium's network throttling).
 *
 * Part of `npm run bench` (and alone: `npm run bench:lighthouse`), on the bench's shop.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS as CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { record } from './lib/table';

/** The public pages a first-time visitor lands on. */
export const LIGHTHOUSE_ROUTES = ['/', '/shop', '/leaderboard', '/login'] as const;

export interface LighthouseRow {
  route: string;
  /** Performance score, 0–100 (the median run's). */
  score: number;
  lcpMs: number;
}

const median = <T>(values: T[], by: (value: T) => number): T =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;

/** One Lighthouse mobile performance run of `url`, in a fresh Chromium. */
async function lighthouseRun(url: string): Promise<{ score: number; lcpMs: number }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    const lcpMs = lhr?.audits['largest-contentful-paint']?.numericValue;
    if (typeof score !== 'number' || typeof lcpMs !== 'number')
      throw new Error(`Lighthouse gave no performance result for ${url}: ${lhr?.runtimeError?.message}`);
    return { score: Math.round(score * 100), lcpMs: Math.round(lcpMs) };
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
  const rows: LighthouseRow[] = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    const results: { score: number; lcpMs: number }[] = [];
    for (let run = 0; run < runs; run++)
      results.push(await withRetries(() => lighthouseRun(new URL(route, baseUrl).href)));
    rows.push({
      route,
      score: median(results, (r) => r.score).score,
      lcpMs: median(results, (r) => r.lcpMs).lcpMs,
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
      measure: `Lighthouse (mobile) ${row.route}`,
      result: `${row.score}, LCP ${(row.lcpMs / 1000).toFixed(2)} s`,
      target: '≥ 95, LCP ≤ 2.5 s',
      met: row.score >= 95 && row.lcpMs <= 2500,
      note: `median of ${process.env.LIGHTHOUSE_RUNS ?? 3} runs`,
    });
  }
  for (const network of SLOW_3G) {
    const ms = await firstProductCard(baseUrl, network);
    record({
      measure: `first product card on /shop, ${network.name}`,
      result: `${(ms / 1000).toFixed(1)} s`,
    });
  }
}
