import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt in worker threads (docs/decisions/017, 052).
 *
 * Each worker runs the native binding's synchronous calls on its own thread: the event loop never
 * computes a hash, and libuv's thread pool (files, compression) never queues behind one. A worker
 * paces itself while the shop is busy: after a hash during which the event loop was busy, it rests
 * so that hashing keeps to its share of a core.
 *
 * One worker is the sign-in's own (052): at the event loop's priority, with half a core while the
 * shop is busy, so a person signs in within about a second however busy the shop is (017's
 * low-priority workers alone got about a tenth of a sixth of a core under load: 0–2 sign-ins/s,
 * 1–4 s each). The others (one fewer than the machine's cores) take the rest at a lower priority
 * (nice 10 on Linux, a per-thread attribute there) and a sixth of a core each while the shop is
 * busy: when it is idle, sign-ins run at full speed. The queue is capped: past it a sign-in is
 * answered 503 with Retry-After at once instead of waiting seconds (PasswordQueueFull; password
 * checks only: new hashes always queue), and a job whose
 * caller has gone (its AbortSignal fired) leaves the queue without costing a hash.
 * The worker is plain JavaScript given as a string, so it needs no build step or loader of its own.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcrypt);
if (workerData.nice) {
  try { require('node:os').setPriority(workerData.nice); } catch {}
}
parentPort.on('message', ({ id, password, hash, cost }) => {
  try {
    const result = hash === undefined ? bcrypt.hashSync(password, cost) : bcrypt.verifySync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/** Low-priority workers' nice value, where a thread's priority is its own (Linux); elsewhere it would be the whole process's. */
const NICE = process.platform === 'linux' ? 10 : 0;
/** Low-priority workers: one fewer than the machine's cores, so a rush of sign-ins always leaves a core for the shop. */
const SIZE = Math.max(1, availableParallelism() - 1);
/** The sign-in worker's share of a core while the shop is busy: about 7 checks a second here. */
const SIGN_IN_SHARE_WHEN_BUSY = 1 / 2;
/**
 * Jobs waiting beyond this are refused (503): at about 7 checks a second while the shop is busy,
 * the last one waits about 2 s; a longer queue only makes every sign-in late.
 */
export const MAX_QUEUED = 16;

/** The queue is full: the caller answers 503 with Retry-After. */
export class PasswordQueueFull extends Error {
  constructor() {
    super('password checks queue full');
    this.name = 'PasswordQueueFull';
  }
}
const BCRYPT_PATH = createRequire(import.meta.url).resolve('@node-rs/bcrypt');

interface Job {
  id: number;
  password: string;
  hash?: string;
  cost?: number;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
  /** Stops listening for the caller leaving, once the job has left the queue. */
  detach: () => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  /** When the job started, and the event loop's use until then. */
  started: { at: number; loop: EventLoopUtilization } | null;
  resting: boolean;
  /** Its share of a core while the shop is busy. */
  share: number;
}

/** Above this share of its time busy during a hash, the event loop counts as busy (the shop first). */
const BUSY_LOOP = 0.5;
/** A hash's time over hash + rest while the shop is busy: a sixth of one core at most. */
const SHARE_WHEN_BUSY = 1 / 6;

/**
 * How long a worker rests after a hash of `hashMs`, given the event loop's use meanwhile (0–1), so
 * that it keeps to `share` of a core while the shop is busy.
 */
export function restAfterHash(hashMs: number, loopUtilization: number, share = SHARE_WHEN_BUSY): number {
  return loopUtilization > BUSY_LOOP ? (hashMs * (1 - share)) / share : 0;
}

const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 0;
/** Hashes computed since the process started (what abandoned jobs must not add to). */
let hashesComputed = 0;
export const bcryptHashesComputed = () => hashesComputed;

function startWorker(signIn: boolean): Slot {
  const nice = signIn ? 0 : NICE;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { bcrypt: BCRYPT_PATH, nice },
    // A few lines of JavaScript around a native call: small heaps keep each worker's memory to about
    // 10 MB instead of 13 (two workers: +20 MB of RSS where they cost +26 MB).
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
  });
  // An idle pool must not keep the process (or a test run) alive; a busy one must.
  worker.unref();
  const share = signIn ? SIGN_IN_SHARE_WHEN_BUSY : SHARE_WHEN_BUSY;
  const slot: Slot = { worker, job: null, started: null, resting: false, share };
  worker.on('message', (message: { id: number; result?: string | boolean; error?: string }) => {
    const job = slot.job;
    slot.job = null;
    hashesComputed += 1;
    worker.unref();
    if (job?.id === message.id) {
      if (message.error === undefined) job.resolve(message.result!);
      else job.reject(new Error(`bcrypt: ${message.error}`));
    }
    rest(slot);
    dispatch();
  });
  worker.on('error', (error) => {
    slot.job?.reject(error);
    slot.job = null;
  });
  worker.on('exit', () => {
    slot.job?.reject(new Error('bcrypt worker stopped'));
    slots.splice(slots.indexOf(slot), 1);
    dispatch();
  });
  slots.push(slot);
  return slot;
}

/** Rests `slot` after its hash if the event loop was busy meanwhile (see the top of this file). */
function rest(slot: Slot): void {
  if (!slot.started) return;
  const hashMs = performance.now() - slot.started.at;
  const loop = performance.eventLoopUtilization(slot.started.loop);
  slot.started = null;
  const ms = restAfterHash(hashMs, loop.utilization, slot.share);
  if (ms === 0) return;
  slot.resting = true;
  setTimeout(() => {
    slot.resting = false;
    dispatch();
  }, ms).unref();
}

/** The pool's workers, started together on first use: the sign-in worker first, then the low-priority ones. */
function startWorkers(): void {
  if (!slots.some((s) => s.share === SIGN_IN_SHARE_WHEN_BUSY)) startWorker(true);
  while (slots.length < SIZE + 1) startWorker(false);
}

function dispatch(): void {
  if (queue.length) startWorkers();
  while (queue.length) {
    const slot = slots.find((s) => s.job === null && !s.resting);
    if (!slot) return;
    const job = queue.shift()!;
    job.detach();
    slot.job = job;
    slot.started = { at: performance.now(), loop: performance.eventLoopUtilization() };
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, password: job.password, hash: job.hash, cost: job.cost });
  }
}

/**
 * Queues a job; a `capped` one is refused at once with PasswordQueueFull past MAX_QUEUED, and one is taken out of the queue
 * unrun (rejected with the signal's reason) when `signal` fires before a worker starts it.
 */
function run<T extends string | boolean>(
  job: Pick<Job, 'password' | 'hash' | 'cost'>,
  { capped, signal }: { capped: boolean; signal?: AbortSignal | undefined },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    if (capped && queue.length >= MAX_QUEUED) return reject(new PasswordQueueFull());
    const queued: Job = {
      ...job,
      id: (nextId += 1),
      resolve: resolve as Job['resolve'],
      reject,
      detach: () => signal?.removeEventListener('abort', leave),
    };
    function leave() {
      const at = queue.indexOf(queued);
      if (at >= 0) queue.splice(at, 1);
      reject(signal!.reason as Error);
    }
    signal?.addEventListener('abort', leave, { once: true });
    queue.push(queued);
    dispatch();
  });
}

/** Never refused: new passwords are set by a registration (limited per address) or by the staff and tools. */
export const bcryptHash = (password: string, cost: number) =>
  run<string>({ password, cost }, { capped: false });
/** False for a wrong password and for a malformed stored hash alike. Capped: sign-ins are what a crowd sends. */
export const bcryptVerify = (password: string, hash: string, signal?: AbortSignal) =>
  run<boolean>({ password, hash }, { capped: true, signal });
