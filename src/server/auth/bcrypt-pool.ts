import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt in worker threads, at a lower CPU priority than the event loop (docs/decisions/017).
 *
 * Each worker runs the native binding's synchronous calls on its own thread: the event loop never
 * computes a hash, and libuv's thread pool (files, compression) never queues behind one. On Linux a
 * worker lowers its own thread's priority (nice 10, a per-thread attribute there): when the CPU is
 * busy the shop's requests come first and sign-ins wait; when it is idle sign-ins run at full speed.
 * Priority alone is not enough where cores share a physical core or a hypervisor's time (this
 * machine: a nice-19 busy loop halves the shop's throughput, SCHED_IDLE still costs 30%), so a
 * worker also paces itself: after a hash during which the event loop was busy, it rests five
 * times as long as the hash took, keeping sign-ins to a sixth of a core while the shop is busy.
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

/** Worker threads' nice value, where a thread's priority is its own (Linux); elsewhere it would be the whole process's. */
const NICE = process.platform === 'linux' ? 10 : 0;
/** One fewer than the machine's cores, so a rush of sign-ins always leaves a core for the shop. */
const SIZE = Math.max(1, availableParallelism() - 1);
const BCRYPT_PATH = createRequire(import.meta.url).resolve('@node-rs/bcrypt');

interface Job {
  id: number;
  password: string;
  hash?: string;
  cost?: number;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  /** When the job started, and the event loop's use until then. */
  started: { at: number; loop: EventLoopUtilization } | null;
  resting: boolean;
}

/** Above this share of its time busy during a hash, the event loop counts as busy (the shop first). */
const BUSY_LOOP = 0.5;
/** A hash's time over hash + rest while the shop is busy: a sixth of one core at most. */
const SHARE_WHEN_BUSY = 1 / 6;

/** How long a worker rests after a hash of `hashMs`, given the event loop's use meanwhile (0–1). */
export function restAfterHash(hashMs: number, loopUtilization: number): number {
  return loopUtilization > BUSY_LOOP ? (hashMs * (1 - SHARE_WHEN_BUSY)) / SHARE_WHEN_BUSY : 0;
}

const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 0;

function startWorker(): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcrypt: BCRYPT_PATH, nice: NICE } });
  // An idle pool must not keep the process (or a test run) alive; a busy one must.
  worker.unref();
  const slot: Slot = { worker, job: null, started: null, resting: false };
  worker.on('message', (message: { id: number; result?: string | boolean; error?: string }) => {
    const job = slot.job;
    slot.job = null;
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
  const ms = restAfterHash(hashMs, loop.utilization);
  if (ms === 0) return;
  slot.resting = true;
  setTimeout(() => {
    slot.resting = false;
    dispatch();
  }, ms).unref();
}

function dispatch(): void {
  while (queue.length) {
    const free = slots.find((s) => s.job === null && !s.resting);
    const slot = free ?? (slots.length < SIZE ? startWorker() : undefined);
    if (!slot) return;
    const job = queue.shift()!;
    slot.job = job;
    slot.started = { at: performance.now(), loop: performance.eventLoopUtilization() };
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, password: job.password, hash: job.hash, cost: job.cost });
  }
}

function run<T extends string | boolean>(job: Omit<Job, 'id' | 'resolve' | 'reject'>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push({ ...job, id: (nextId += 1), resolve: resolve as Job['resolve'], reject });
    dispatch();
  });
}

export const bcryptHash = (password: string, cost: number) => run<string>({ password, cost });
/** False for a wrong password and for a malformed stored hash alike. */
export const bcryptVerify = (password: string, hash: string) => run<boolean>({ password, hash });
