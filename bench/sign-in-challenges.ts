import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_HEADER, MAX_CHALLENGE_LEVEL, PROOF_HEADER } from '../src/domain/proof-of-work';
import { launchChromium } from './js-size';
import { customer, startShop } from './lib/shop-process';
import { record } from './lib/table';

/** The shipped limits (the main bench shop lifts them), so the rows show what a guesser meets. */
const SHIPPED_LIMITS = {
  LOGIN_ATTEMPTS_PER_ADDRESS: '30',
  LOGIN_ATTEMPTS_PER_ACCOUNT: '10',
  REGISTRATIONS_PER_ADDRESS: '20',
  // One proxy hop: the guesser names its own address in X-Forwarded-For, so it can be many.
  TRUST_PROXY: '1',
};

interface Guess {
  level: number;
  seconds: number;
  status: number;
}

/**
 * One sign-in as a script makes it: sent, and when answered 428, the challenge solved with Node's
 * PBKDF2 on one core (the fastest a phone's WebCrypto could hope for) and sent again.
 */
async function signIn(base: string, phone: string, password: string, from: string): Promise<Guess> {
  const started = performance.now();
  const send = (proof?: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from,
        ...(proof ? { [PROOF_HEADER]: proof } : {}),
      },
      body: JSON.stringify({ phone, password }),
    });
  let response = await send();
  let level = -1;
  const header = response.headers.get(CHALLENGE_HEADER);
  if (response.status === 428 && header) {
    const challenge = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Challenge;
    level = Number(challenge.parameters.data?.level);
    const solution = await solveChallenge({ challenge, deriveKey });
    response = await send(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  await response.arrayBuffer();
  return { level, seconds: (performance.now() - started) / 1000, status: response.status };
}

const rate = (guesses: Guess[]) => guesses.length / guesses.reduce((sum, g) => sum + g.seconds, 0);
const perMinute = (guesses: Guess[]) => `${(rate(guesses) * 60).toFixed(1)} guesses/min`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

/**
 * Throttle, never lock out (docs/decisions/038): how fast a script guesses once it is past the
 * limits and pays for every guess with a proof-of-work challenge, and how long the account's owner
 * waits to sign in while it does. Sequential (one core for the script), bounded in count.
 */
export async function signInChallengeRows(port: number) {
  const shop = await startShop(port, { seedDemo: false, env: SHIPPED_LIMITS });
  try {
    // One account, guessed at from a new address every time: only the account's limit applies.
    const target = await customer(shop.base, 'Guessed At');
    const address = (i: number) => `198.51.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
    const oneAccount: Guess[] = [];
    for (let i = 0; i < 10 + 5 * MAX_CHALLENGE_LEVEL + 5; i++)
      oneAccount.push(await signIn(shop.base, target.phone, `guess-${i}`, address(i)));
    const free = oneAccount.filter((g) => g.level < 0);
    const first = oneAccount.filter((g) => g.level === 0);
    const capped = oneAccount.filter((g) => g.level === MAX_CHALLENGE_LEVEL);
    if (free.length !== 10 || oneAccount.some((g) => g.status !== 401))
      throw new Error(`unexpected answers: ${JSON.stringify(oneAccount)}`);
    record({
      measure: 'guessing one account from many addresses, past its limit (script, 1 core)',
      result: `${perMinute(first)} at the first level, ${perMinute(capped)} at the top`,
      note: `before: 10 free, then 1 guess/min, refused (429) for everyone; now 10 free, then each guess solves a challenge, ${free.length} answered free here`,
    });

    // The owner, on a browser the account does not know, while the account is at the top level.
    const owner: Guess[] = [];
    for (let i = 0; i < 5; i++)
      owner.push(await signIn(shop.base, target.phone, target.password, '203.0.113.9'));
    if (owner.some((g) => g.status !== 200 || g.level !== MAX_CHALLENGE_LEVEL))
      throw new Error(`the owner did not get in: ${JSON.stringify(owner)}`);
    const ownerSeconds = owner.map((g) => g.seconds);
    record({
      measure: 'the owner signs in meanwhile (Node solving, top level)',
      result: `p50 ${quantile(ownerSeconds, 0.5).toFixed(2)} s, p95 ${quantile(ownerSeconds, 0.95).toFixed(2)} s`,
      note: 'every try gets in (before: 429 until the guessing stopped)',
    });

    // The same, in a browser: the real login page, its worker solving with WebCrypto.
    const browser = await launchChromium();
    try {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${20 + i}` },
        });
        const page = await context.newPage();
        await page.goto(`${shop.base}/login`);
        await page.getByLabel('Phone number').fill(target.phone);
        await page.getByLabel('Password', { exact: true }).fill(target.password);
        const started = performance.now();
        await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
        await page.getByText('Login successful!').waitFor({ timeout: 120_000 });
        times.push((performance.now() - started) / 1000);
        await context.close();
      }
      record({
        measure: 'the owner signs in on the login page (Chromium, top level)',
        result: `p50 ${quantile(times, 0.5).toFixed(2)} s, p95 ${quantile(times, 0.95).toFixed(2)} s`,
        note: 'click to "Login successful!"; a cheap phone is about 5x slower at PBKDF2 than this machine (decision 038)',
      });
    } finally {
      await browser.close();
    }

    // One address, a new phone every guess: only the address's limit applies (CGNAT, shop Wi-Fi).
    const oneAddress: Guess[] = [];
    for (let i = 0; i < 30 + 15; i++)
      oneAddress.push(await signIn(shop.base, `97${String(10_000_000 + i)}`, 'guess-123', '100.64.0.1'));
    const paid = oneAddress.filter((g) => g.level >= 0);
    record({
      measure: 'guessing many accounts from one address, past its limit (script, 1 core)',
      result: `${perMinute(paid.filter((g) => g.level === 0))} at the first level`,
      note: `before: 30 free, then 3 guesses/min, refused (429) for everyone behind the address; now 30 free (${oneAddress.length - paid.length} here), then one challenge each, one level up every 15`,
    });
  } finally {
    await shop.stop();
  }
}
