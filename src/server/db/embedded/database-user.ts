import { execFileSync } from 'node:child_process';
import { chmodSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { StartupProblem } from './startup-problem';

/** The operating-system account the database server runs as; `undefined` ids mean "as we are". */
export interface DatabaseUser {
  name: string;
  uid?: number;
  gid?: number;
}

export const SYSTEM_USER = 'postgres';

function lookup(name: string): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. As root (CI, containers) the server runs as the system
 * account `postgres`, created (no home, no login shell) when it does not exist yet; as anyone
 * else it runs as that user.
 */
export function databaseUser(): DatabaseUser {
  const me = userInfo();
  if (me.uid !== 0) return { name: me.username };
  let ids = lookup(SYSTEM_USER);
  if (!ids) {
    try {
      execFileSync(
        'useradd',
        ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
        { stdio: 'ignore' },
      );
    } catch {
      // Reported below if the account still does not exist.
    }
    ids = lookup(SYSTEM_USER);
  }
  if (!ids) {
    throw new StartupProblem(
      `PostgreSQL cannot run as root and the system account "${SYSTEM_USER}" could not be created. ` +
        `Create it (useradd --system ${SYSTEM_USER}) or run the shop as an ordinary user.`,
    );
  }
  return { name: SYSTEM_USER, ...ids };
}

/**
 * The database account must be able to pass through every folder above its data. DATA_DIR itself
 * is opened for passing through (not for listing); a parent that shuts the account out is
 * reported, since changing it is the owner's call.
 */
export function ensureReachable(dataDir: string, user: DatabaseUser): void {
  if (user.uid === undefined) return;
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o011);
  for (let dir = dirname(dataDir); ; dir = dirname(dir)) {
    const stat = statSync(dir);
    const passable =
      stat.uid === user.uid
        ? (stat.mode & 0o100) !== 0
        : stat.gid === user.gid
          ? (stat.mode & 0o010) !== 0
          : (stat.mode & 0o001) !== 0;
    if (!passable) {
      throw new StartupProblem(
        `The database runs as "${user.name}" (PostgreSQL refuses root), and that account cannot reach ` +
          `${dataDir} because ${dir} is closed to it. Put DATA_DIR elsewhere, or run as an ordinary user.`,
      );
    }
    if (dir === dirname(dir)) return;
  }
}
