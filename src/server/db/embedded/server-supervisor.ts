import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { RESTART_POLICY, RestartBudget, type RestartPolicy } from './restart-budget';

/** Where the supervisor says what happened (the shop's log; the console by default). */
export interface ServerLog {
  error(message: string): void;
  warn(message: string): void;
}

export interface SupervisionOptions {
  log?: ServerLog;
  /** Asked before each restart: false while the shop itself is shutting down. */
  shouldRestart?: () => boolean;
  /** The server could not be kept running (RESTART_POLICY used up): the shop should stop. */
  onGaveUp?: (reason: string) => void;
  restartPolicy?: RestartPolicy;
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Keeps the embedded server running for as long as the shop runs: the shop owns its database, so
 * when the server stops on its own (killed, crashed, out of memory) it is started again (crash
 * recovery replays its write-ahead log) within the restart policy's bounds, each stop and start
 * logged. Meanwhile requests are answered 503. `stop()` stops it for good, and so does the shop's
 * exit.
 */
export function superviseServer(
  first: ChildProcess,
  start: () => Promise<ChildProcess>,
  stopServer: (pid: number) => Promise<void>,
  logFile: string,
  options: SupervisionOptions = {},
): { stop(): Promise<void> } {
  const log = options.log ?? { error: console.error, warn: console.warn };
  const budget = new RestartBudget(options.restartPolicy ?? RESTART_POLICY);
  const stopped = new AbortController();
  let current = first;
  let restarting: Promise<void> | null = null;

  const stopOnExit = () => {
    if (!isRunning(current)) return;
    try {
      process.kill(current.pid!, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.once('exit', stopOnExit);

  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (stopped.signal.aborted || child !== current) return;
      if (options.shouldRestart && !options.shouldRestart()) return;
      log.error(
        `The embedded PostgreSQL server stopped (${signal ?? `exit ${code}`}); starting it again (its log: ${logFile}).`,
      );
      restarting = restart(Date.now()).finally(() => (restarting = null));
    });

  async function restart(since: number): Promise<void> {
    for (let failures = 0; ; failures++) {
      try {
        await sleep(budget.delay(failures), undefined, { signal: stopped.signal });
      } catch {
        return; // stopped while waiting
      }
      if (!budget.take(Date.now())) {
        const reason =
          `The embedded PostgreSQL server stopped ${budget.policy.attempts} times within ` +
          `${budget.policy.windowMs / 60_000} minutes, or would not start: giving up (its log: ${logFile}).`;
        log.error(reason);
        options.onGaveUp?.(reason);
        return;
      }
      try {
        const next = await start();
        if (stopped.signal.aborted) {
          await stopServer(next.pid!);
          return;
        }
        current = next;
        watch(next);
        log.warn(
          `The embedded PostgreSQL server is running again (${((Date.now() - since) / 1000).toFixed(1)} s after it stopped).`,
        );
        return;
      } catch (error) {
        log.error(`The embedded PostgreSQL server did not start again: ${(error as Error).message}`);
      }
    }
  }

  watch(first);
  return {
    async stop() {
      stopped.abort();
      process.removeListener('exit', stopOnExit);
      await restarting;
      if (isRunning(current)) await stopServer(current.pid!);
    },
  };
}
