#!/usr/bin/env node
// `npm run build:server`: bundles the server (src/server/main.ts and the commands) into
// dist/server as plain JavaScript for `node`, with the SQL migrations beside it. Packages stay
// external and are loaded from node_modules at run time, so every package the server imports must
// be a runtime dependency, and nothing else may be: the build checks both, so that
// `npm ci --omit=dev` installs exactly what production needs.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';

const outdir = 'dist/server';
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: 'src/server/main.ts',
    admin: 'src/server/admin-cli.ts',
    backup: 'src/server/backup-cli.ts',
    restore: 'src/server/restore-cli.ts',
    import: 'src/server/import-cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
// An optional peer (PGlite, read once to move a PGlite release's data) is imported only when present:
// production installs leave it out, and the shop says how to add it when it is needed.
const runtime = new Set(
  Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies }),
);
const packageOf = (path) =>
  (path.startsWith('@') ? path.split('/').slice(0, 2) : path.split('/').slice(0, 1)).join('/');
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter(
      (entry) => entry.external && !entry.path.startsWith('node:') && !builtinModules.includes(entry.path),
    )
    .map((entry) => packageOf(entry.path)),
);
// Loaded by name at run time, so not seen above: the platform's PostgreSQL binaries, and bcrypt
// (required inside its worker threads, src/server/auth/bcrypt-pool.ts).
const loadedByName = [...Object.keys(pkg.optionalDependencies ?? {}), '@node-rs/bcrypt'];
const missing = [...imported].filter((name) => !runtime.has(name));
const unused = Object.keys(pkg.dependencies).filter(
  (name) => !imported.has(name) && !loadedByName.includes(name),
);
if (missing.length || unused.length) {
  if (missing.length)
    console.error(`The server imports packages that are not dependencies: ${missing.join(', ')}`);
  if (unused.length)
    console.error(
      `Dependencies the server never imports (bundled into the browser? make them devDependencies): ${unused.join(', ')}`,
    );
  process.exit(1);
}
