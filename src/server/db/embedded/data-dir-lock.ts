import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive, processCommand } from './processes';
import { StartupProblem } from './startup-problem';

export class DataDirInUse extends StartupProblem {}

const heldHere = new Set<string>();

/**
 * One shop process per DATA_DIR: its embedded database can have only one owner. The lock is a
 * file holding the owner's PID; one left by a process that no longer runs (a crash, a power cut,
 * a container restart that reused the PID) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'shop.pid');
  if (heldHere.has(file)) throw new DataDirInUse(`DATA_DIR ${dataDir} is already in use by this process.`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (isLiveOwner(owner)) {
        throw new DataDirInUse(
          `Another shop process (PID ${owner}) is already using DATA_DIR ${dataDir}. ` +
            'Stop it first, or give this one its own DATA_DIR.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirInUse(`Could not lock DATA_DIR ${dataDir}.`);
}

function isLiveOwner(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !processAlive(pid)) return false;
  const command = processCommand(pid);
  // Unknown command (no /proc, no ps): assume the owner is real rather than share the database.
  return command === null || /\bnode\b|node$|tsx|vitest/.test(command);
}

/** The PID of the live shop process that holds DATA_DIR, or null when none does. */
export function dataDirOwner(dataDir: string): number | null {
  try {
    const owner = Number(readFileSync(join(dataDir, 'shop.pid'), 'utf8').trim());
    return isLiveOwner(owner) ? owner : null;
  } catch {
    return null;
  }
}
