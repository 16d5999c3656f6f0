#!/usr/bin/env node
// `npm start` and the commands (`npm run admin`, `import`, `backup`, `restore`): run the compiled server with plain node. The build (dist/) is
// made first only when it is missing or older than the sources, so `npm install && npm start`
// works on a fresh clone; a production install (`npm ci --omit=dev`, no build tools) runs the
// build it was given.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const COMMANDS = ['admin', 'import', 'backup', 'restore'];
const entry = COMMANDS.includes(process.argv[2]) ? process.argv[2] : 'main';
if (entry !== 'main') process.argv.splice(2, 1);
const built = join(root, 'dist/server', `${entry}.js`);
// Not package-lock.json: `npm prune --omit=dev` rewrites it after the build.
const SOURCES = ['src', 'index.html', 'vite.config.ts', 'package.json', 'scripts/build-server.mjs'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const canBuild =
  existsSync(join(root, 'node_modules/vite')) && existsSync(join(root, 'node_modules/esbuild'));
const stale = !existsSync(built) || (existsSync('src') && newest('dist') < Math.max(...SOURCES.map(newest)));
if (stale && canBuild) {
  // One line: the build itself prints only warnings and errors, so the start banner stays in view.
  const started = Date.now();
  process.stdout.write(
    existsSync(built) ? 'The sources changed since the last build: building... ' : 'Building the shop... ',
  );
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('\nThe build failed (above).');
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
} else if (!existsSync(built)) {
  console.error('There is no build in dist/, and this install has no build tools (dev dependencies).');
  console.error('Run `npm ci && npm run build` first, then `npm ci --omit=dev` if you want a lean install.');
  process.exit(1);
} else if (stale) {
  console.warn('dist/ is older than the sources; running it anyway (this install cannot build).');
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(built).href);
