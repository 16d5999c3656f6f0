import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../domain/messages';
import { spawnApp, type AppProcess } from '../testing/app-process';
import { debianPostgresBin, startPrivatePostgres, type PrivatePostgres } from '../testing/private-postgres';
import { uniquePhone } from '../testing/test-app';
import { embeddedConnection, embeddedPaths } from './embedded/embedded-postgres';

/**
 * Issue 20, section 1: the database stops under a load of orders (killed, or restarted by its
 * operator) and comes back. The shop's processes stay up, every order placed meanwhile is either
 * acknowledged (and kept) or refused with a 503 in our error shape, quickly, and orders go through
 * again once the database is back, without restarting the shop.
 */

/** No request may wait longer than this for its answer, outage or not. */
const ANSWER_WITHIN_MS = 15_000;
const BUYERS = 6;
const PAUSE_MS = 250; // six buyers at about four orders a second each: the issue's ~20 orders/s

type Connection = string | pg.ClientConfig;

async function sql<Row>(connection: Connection, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client(
    typeof connection === 'string' ? { connectionString: connection } : connection,
  );
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

interface Answer {
  base: string;
  at: number;
  status: number | 'no answer';
  retryAfter: string | null;
  body: unknown;
}

async function post(base: string, path: string, body: unknown, cookie?: string): Promise<Answer> {
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    return {
      base,
      at: Date.now(),
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.json().catch(() => null),
    };
  } catch (error) {
    return { base, at: Date.now(), status: 'no answer', retryAfter: null, body: String(error) };
  }
}

/** Buyers registered through the shop (spread over its processes) and let in; a product with stock. */
async function prepareShop(bases: string[], connection: Connection) {
  const cookies = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const response = await fetch(`${bases[i % bases.length]}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Buyer ${i}`,
          phone: uniquePhone(),
          password: 'secret1',
          confirmPassword: 'secret1',
        }),
      });
      expect(response.status).toBe(201);
      return response.headers.get('set-cookie')!.split(';')[0]!;
    }),
  );
  await sql(connection, `update customers set status = 'active'`);
  const [product] = await sql<{ id: string }>(
    connection,
    `insert into products (name, description, category_id, mrp_paise, price_paise, stock_quantity)
     values ('Matta Rice 5 kg', 'x', (select id from categories where name = 'General'), 32000, 29000, 100000)
     returning id`,
  );
  return { cookies, productId: product!.id };
}

/** Each buyer orders one bag at a time, on "their" process, until stopped; every answer is kept. */
function orderLoad(bases: string[], cookies: string[], productId: string) {
  const answers: Answer[] = [];
  let running = true;
  const buyers = cookies.map(async (cookie, i) => {
    while (running) {
      answers.push(
        await post(
          bases[i % bases.length]!,
          '/api/orders',
          {
            items: [{ productId, quantity: 1 }],
            delivery: { name: 'Buyer', phone: '9847012345', pincode: '680001' },
            paymentMethod: 'cod',
          },
          cookie,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  });
  return {
    answers,
    /** Waits until `enough(answers)`, failing after `ms` with what was seen. */
    async until(what: string, enough: (answers: Answer[]) => boolean, ms: number) {
      const deadline = Date.now() + ms;
      while (!enough(answers)) {
        if (Date.now() > deadline) {
          const seen = answers.map((a) => a.status).join(' ');
          throw new Error(`waited ${ms} ms for ${what}; answers so far: ${seen}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      running = false;
      await Promise.all(buyers);
    },
  };
}

const placed = (answers: Answer[], after = 0) => answers.filter((a) => a.status === 201 && a.at > after);
const refused = (answers: Answer[], after = 0) => answers.filter((a) => a.status === 503 && a.at > after);
const alive = (app: AppProcess) => app.child.exitCode === null && app.child.signalCode === null;

/** What must hold after an outage, whichever engine. */
async function expectServedThrough(answers: Answer[], apps: AppProcess[], connection: Connection) {
  for (const app of apps) {
    expect(alive(app), app.output()).toBe(true);
    expect(app.output()).not.toMatch(/Unhandled 'error' event|ECONNRESET/);
  }
  // Every order was acknowledged or refused with our 503: never a crash, a 500 or a hang.
  const other = answers.filter((a) => a.status !== 201 && a.status !== 503);
  expect(other.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
  for (const answer of refused(answers)) {
    expect(answer.body).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: messages.api.databaseUnavailable },
    });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
  // Every acknowledged order is there.
  const ids = placed(answers).map((a) => (a.body as { order: { id: string } }).order.id);
  const kept = await sql<{ id: string }>(connection, 'select id from orders where id = any($1)', [ids]);
  expect(kept.length).toBe(ids.length);
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.runIf(inject('testDatabase').embedded)('the embedded database killed under a load of orders', () => {
  it('is started again by the shop, which refuses orders meanwhile with 503 and then takes them again', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shop-db-restart-'));
    chmodSync(root, 0o755);
    dirs.push(root);
    const DATA_DIR = join(root, 'data');
    const app = await spawnApp({ DATA_DIR, LOG_LEVEL: 'warn' });
    const load = { stop: async () => undefined } as ReturnType<typeof orderLoad>;
    try {
      const connection = embeddedConnection(DATA_DIR);
      const shop = await prepareShop([app.url], connection);
      const orders = orderLoad([app.url], shop.cookies, shop.productId);
      load.stop = orders.stop;
      await orders.until('orders before the kill', (a) => placed(a).length >= 10, 20_000);

      const postmaster = () =>
        Number(readFileSync(join(embeddedPaths(DATA_DIR).pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const killed = postmaster();
      const killedAt = Date.now();
      process.kill(killed, 'SIGKILL');
      // How many orders meet the outage depends on how fast the shop starts it again: two on a busy
      // machine, none on a quiet one (it is back in 0.2 s). Whatever met it was refused with our 503
      // (checked below for every answer); the PostgreSQL-server case below has a long outage and
      // waits for its 503s.
      const startedAgain = () => {
        try {
          return postmaster() !== killed;
        } catch {
          return false; // between the kill and the start, there is no postmaster.pid
        }
      };
      await orders.until('the server started again', startedAgain, 20_000);
      await orders.until('orders once it is back', (a) => placed(a, killedAt).length >= 10, 30_000);
      await orders.stop();

      expect(postmaster()).not.toBe(killed);
      expect(app.output()).toContain('The embedded PostgreSQL server stopped (SIGKILL)');
      expect(app.output()).toContain('The embedded PostgreSQL server is running again');
      await expectServedThrough(orders.answers, [app], connection);
    } finally {
      await load.stop();
      app.child.kill('SIGTERM');
      await app.exited;
    }
  }, 90_000);
});

describe.runIf(!inject('testDatabase').embedded)(
  'a PostgreSQL server restarted under a load of orders',
  () => {
    const bin = debianPostgresBin();
    if (!bin && process.env.CI)
      throw new Error('CI must have PostgreSQL installed (/usr/lib/postgresql/*/bin)');

    it.runIf(bin)(
      'two shop processes refuse orders with 503 while it is down and take them again once it is back',
      async () => {
        const server: PrivatePostgres = await startPrivatePostgres(bin!);
        const apps: AppProcess[] = [];
        const load = { stop: async () => undefined } as ReturnType<typeof orderLoad>;
        try {
          const folders = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'shop-db-restart-')));
          dirs.push(...folders);
          // Both at once, as a process manager starts them (migrations take turns under their lock).
          apps.push(
            ...(await Promise.all(
              folders.map((DATA_DIR) => spawnApp({ DATABASE_URL: server.url, DATA_DIR })),
            )),
          );
          const bases = apps.map((app) => app.url);
          const shop = await prepareShop(bases, server.url);
          const orders = orderLoad(bases, shop.cookies, shop.productId);
          load.stop = orders.stop;
          await orders.until('orders before the stop', (a) => placed(a).length >= 10, 20_000);

          const stoppedAt = Date.now();
          await server.stopImmediately(); // what `pg_ctlcluster 15 main stop -m immediate` does
          await orders.until(
            '503s from both processes',
            (a) => bases.every((b) => refused(a, stoppedAt).some((r) => r.base === b)),
            20_000,
          );
          const startedAt = Date.now();
          await server.start();
          await orders.until(
            'orders on both processes once it is back',
            (a) =>
              bases.every((b) => placed(a, startedAt).some((r) => r.base === b)) &&
              placed(a, startedAt).length >= 10,
            30_000,
          );
          await orders.stop();
          await expectServedThrough(orders.answers, apps, server.url);
        } finally {
          await load.stop();
          for (const app of apps) app.child.kill('SIGTERM');
          await Promise.all(apps.map((app) => app.exited));
          await server.remove();
        }
      },
      90_000,
    );
    it.skipIf(bin)(
      'needs PostgreSQL server binaries (/usr/lib/postgresql/*/bin): apt-get install postgresql',
      () => {},
    );
  },
);
