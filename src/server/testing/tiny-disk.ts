import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { databaseUser } from '../db/embedded/database-user';

/** A small file system of its own (tmpfs), for a tablespace that a test can fill to the last byte. */
export interface TinyDisk {
  /** An empty folder on it owned by the database server's account: a tablespace's LOCATION. */
  tablespaceDir: string;
  /** Takes every free byte (a file beside the tablespace), as a full disk. */
  fill(): void;
  /** Gives them back. */
  free(): void;
  unmount(): void;
}

/** Mounts one (root only: mounting needs it); a string says why it could not. */
export function mountTinyDisk(megabytes: number): TinyDisk | string {
  if (userInfo().uid !== 0) return 'mounting a small file system needs root';
  const dir = mkdtempSync(join(tmpdir(), 'shop-tiny-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0755`, 'tmpfs', dir], {
      stdio: 'pipe',
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return `this machine does not let us mount a tmpfs (${(error as Error).message.split('\n')[0]})`;
  }
  const tablespaceDir = join(dir, 'tablespace');
  mkdirSync(tablespaceDir);
  const owner = databaseUser(); // the account the server runs as: `postgres` when we are root
  if (owner.uid !== undefined) chownSync(tablespaceDir, owner.uid, owner.gid!);
  chmodSync(tablespaceDir, 0o700);
  const filler = join(dir, 'filler');
  return {
    tablespaceDir,
    fill() {
      const fd = openSync(filler, 'w');
      try {
        for (const size of [1 << 20, 4096, 512]) {
          const chunk = Buffer.alloc(size);
          try {
            for (;;) writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync('umount', ['--lazy', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
