#!/usr/bin/env node
// CI: the shop runs from a production install. Copies what a release needs (package files, the
// build in dist/, the start script and the demo pictures) to an empty folder, installs with
// `npm ci --omit=dev --engine-strict` (no Vite, TypeScript, tsx or PGlite; every package runs on
// the Node the shop declares), gives it a PGlite release's data folder (the shop must stop and name
// the command that installs PGlite; the command is run), starts it with `npm start`, checks that
// the old data moved in and that the shop and its API answer, and stops it with SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'shop-production-'));
chmodSync(dir, 0o755); // as root the database runs as `postgres`, which must reach DATA_DIR
const fail = (message) => {
  console.error(`✖ production install: ${message}`);
  process.exit(1);
};
try {
  for (const path of ['package.json', 'package-lock.json', 'dist', 'assets', 'scripts/start.mjs']) {
    if (!existsSync(path)) fail(`${path} is missing (run npm run build first)`);
    cpSync(path, join(dir, path), { recursive: true });
  }
  // --engine-strict: a package whose `engines` leaves out this Node fails the install (EBADENGINE).
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--engine-strict', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: dir, stdio: 'inherit' },
  );
  if (install.status !== 0) fail('npm ci --omit=dev --engine-strict failed');
  for (const devOnly of ['vite', 'typescript', 'tsx', 'react', 'esbuild', '@electric-sql/pglite']) {
    if (existsSync(join(dir, 'node_modules', devOnly)))
      fail(`${devOnly} was installed without dev dependencies`);
  }

  const port = 3900 + (process.pid % 90);
  const env = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: join(dir, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
  };

  // A shop that ran on PGlite (its data in DATA_DIR/pglite, made here with the dev install's
  // PGlite), upgraded: without PGlite it stops and says what to run; that command installs it, and
  // the start after moves the data (checked below, with the shop running).
  const pgliteDir = join(dir, 'data', 'pglite');
  mkdirSync(pgliteDir, { recursive: true });
  const oldShop = await PGlite.create({ dataDir: pgliteDir });
  await oldShop.exec('select 1'); // a cluster of its own: the shop brings it to today's schema
  await oldShop.close();
  const refused = spawnSync('npm', ['start', '--silent'], {
    cwd: dir,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const said = `${refused.stdout}${refused.stderr}`;
  const command = /^\s*(npm install .*@electric-sql\/pglite.*)$/m.exec(said)?.[1];
  if (refused.status === 0 || !command || !said.includes(pgliteDir))
    fail(`a shop with PGlite data did not say how to get PGlite (exit ${refused.status}):\n${said}`);
  const pgliteInstall = spawnSync(command, { cwd: dir, shell: true, stdio: 'inherit' });
  if (pgliteInstall.status !== 0 || !existsSync(join(dir, 'node_modules', '@electric-sql', 'pglite')))
    fail(`the command the shop named did not install PGlite: ${command}`);

  const shop = spawn('npm', ['start', '--silent'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, stopped as a process manager stops it
  });
  let output = '';
  shop.stdout.on('data', (chunk) => (output += chunk));
  shop.stderr.on('data', (chunk) => (output += chunk));
  // 'close', not 'exit': npm may die of the SIGTERM first; the shop (which shares the pipes) is
  // stopped, and has written its last lines, only when every holder of the pipes has closed them.
  const exited = new Promise((resolve) => shop.once('close', resolve));
  const base = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 240 && !up && shop.exitCode === null; i++) {
    up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!up) fail(`the shop did not start:\n${output}`);
  const home = await fetch(`${base}/shop`);
  const products = await fetch(`${base}/api/products?limit=5`).then((r) => r.json());
  if (home.status !== 200 || !(await home.text()).includes('<div id="root">'))
    fail('/shop did not serve the app');
  if (!(products.items?.length > 0)) fail('the demo products did not load');
  if (!/Moved \d+ rows/.test(output) || existsSync(pgliteDir))
    fail(`the PGlite data was not moved in:\n${output}`);
  process.kill(-shop.pid, 'SIGTERM');
  let timer;
  const code = await Promise.race([
    exited,
    new Promise((resolve) => (timer = setTimeout(() => resolve('still running 60 s after SIGTERM'), 60_000))),
  ]);
  clearTimeout(timer);
  if (typeof code === 'string' || (code !== 0 && !/shutting down/.test(output)))
    fail(`the shop did not stop cleanly (exit ${code}):\n${output}`);
  console.log(
    '✔ production install: npm ci --omit=dev --engine-strict, PGlite data asks for PGlite and moves in, npm start, /shop and /api/products answer, SIGTERM stops it',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
