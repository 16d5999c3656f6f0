import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt in worker threads, at a lower CPU priority than the event loop (docs/decisions/017).
 *
 * Each worker runs the native binding's synchronous calls on its own thread: the event loop never
 * computes a hash, and libuv's thread pool (files, compression) never queues behind one. On Linux a
 * worker lowers its own thread's priority (nice 10, a per-thread attribute there): when the CPU is
 * busy the shop's requests come first and sign-ins wait; when it is idle sign-ins run at full speed.
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
}

const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 0;

function startWorker(): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcrypt: BCRYPT_PATH, nice: NICE } });
  // An idle pool must not keep the process (or a test run) alive; a busy one must.
  worker.unref();
  const slot: Slot = { worker, job: null };
  worker.on('message', (message: { id: number; result?: string | boolean; error?: string }) => {
    const job = slot.job;
    slot.job = null;
    worker.unref();
    if (job?.id === message.id) {
      if (message.error === undefined) job.resolve(message.result!);
      else job.reject(new Error(`bcrypt: ${message.error}`));
    }
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

function dispatch(): void {
  while (queue.length) {
    const slot = slots.find((s) => s.job === null) ?? (slots.length < SIZE ? startWorker() : undefined);
    if (!slot) return;
    const job = queue.shift()!;
    slot.job = job;
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
