import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (100 on Linux, asked once). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // the process has ended (a database backend that closed, say)
  }
}

/** CPU time (user + system) a process has used so far, in µs; 0 once it has ended. */
function cpuMicros(pid: number): number {
  const fields = statFields(pid);
  // After the name: state(0) ppid(1) ... utime(11) stime(12)
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND : 0;
}

/** Every process below `root` (children, their children, ...), from /proc's parent ids. */
export function descendants(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const ppid = Number(statFields(pid)?.[1]);
    if (ppid) parents.set(ppid, [...(parents.get(ppid) ?? []), pid]);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length)
    for (const child of parents.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  return found;
}

/** The processes whose CPU a row counts: the server itself, and its database's (may be empty). */
export interface ServerProcesses {
  server: number[];
  database: number[];
}

export interface CpuUsed {
  /** µs of CPU the server's processes used over the window. */
  server: number;
  /** µs of CPU its database's processes used (0 where the row has no database). */
  database: number;
}

/**
 * Starts counting the CPU of the processes `list` names; the returned function stops and says how
 * much each group used. The processes are listed again at the end: one that started meanwhile (a
 * new database connection) counts from zero, one that ended keeps what it used before the start
 * out (a few ticks lost, never a negative).
 */
export async function countCpu(list: () => Promise<ServerProcesses>): Promise<() => Promise<CpuUsed>> {
  const before = new Map<number, number>();
  const start = await list();
  for (const pid of [...start.server, ...start.database]) before.set(pid, cpuMicros(pid));
  return async () => {
    const end = await list();
    const used = (pids: number[]) =>
      pids.reduce((total, pid) => {
        const now = cpuMicros(pid);
        return now ? total + now - (before.get(pid) ?? 0) : total;
      }, 0);
    return { server: used(end.server), database: used(end.database) };
  };
}
