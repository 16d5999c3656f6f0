import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { countCpu, type ServerProcesses } from './process-cpu';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

export function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** µs of CPU per answered request (median round), where the scenario's processes were given. */
  cpu?: { server: number; database: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Runs every scenario for SECONDS, in turn, ROUNDS times (A B C, A B C, ...), so that whatever the
 * machine does meanwhile (other processes, CPU frequency, the database's caches warming) falls on
 * all of them alike; reports each scenario's median round. Where `processes` names a scenario's
 * server (and database) processes, their CPU over each timed window (/proc utime + stime) is
 * divided by the requests answered: it holds steadier than rates on a shared machine.
 */
export async function interleaved(
  scenarios: Record<string, () => autocannon.Options>,
  processes: Record<string, () => Promise<ServerProcesses>> = {},
): Promise<Record<string, Throughput>> {
  const results: Record<string, { run: autocannon.Result; server?: number; database?: number }[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, options] of Object.entries(scenarios)) {
      const list = processes[name];
      const stop = list ? await countCpu(list) : null;
      const run = await cannon({ duration: SECONDS, ...options() });
      const used = await stop?.();
      const answered = Math.max(1, run.requests.total);
      (results[name] ??= []).push({
        run,
        ...(used ? { server: used.server / answered, database: used.database / answered } : {}),
      });
    }
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, runs]) => [
      name,
      {
        rps: median(runs.map(({ run }) => run.requests.average)),
        p50: median(runs.map(({ run }) => run.latency.p50)),
        p99: median(runs.map(({ run }) => run.latency.p99)),
        errors: runs.reduce((sum, { run }) => sum + run.errors + run.non2xx, 0),
        ...(processes[name]
          ? {
              cpu: {
                server: median(runs.map((r) => r.server ?? 0)),
                database: median(runs.map((r) => r.database ?? 0)),
              },
            }
          : {}),
      },
    ]),
  );
}

/** CPU per request as the table shows it: the server's, plus its database's where it has one. */
export const describeCpu = (cpu: Throughput['cpu']) =>
  cpu
    ? `; CPU ${Math.round(cpu.server)} µs/req${cpu.database ? ` + ${Math.round(cpu.database)} µs database` : ''}`
    : '';

export const describe = (t: Throughput) =>
  `${Math.round(t.rps).toLocaleString('en-IN')} req/s, p50 ${t.p50} ms, p99 ${t.p99} ms${t.errors ? `, ${t.errors} errors` : ''}${describeCpu(t.cpu)}`;

/** Browsers ask for compression; every client here does too, so the shop answers as it would them. */
export const BROWSER_ACCEPT_ENCODING = 'br, gzip';

export const percent = (part: Throughput, whole: Throughput) => Math.round((part.rps / whole.rps) * 100);

/**
 * autocannon requests placing one-unit COD orders, each from the next of `buyers` (session
 * cookies) for the product `pick()` names, with a fresh idempotency key: the checkout's path.
 */
export function placeOrderRequests(buyers: string[], pick: () => string): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        n += 1;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            cookie: buyers[n % buyers.length]!,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            items: [{ productId: pick(), quantity: 1 }],
            delivery: { name: 'Bench', phone: '9847012345', pincode: '680001' },
            paymentMethod: 'cod',
          }),
        };
      },
    },
  ];
}
