#!/usr/bin/env node
// CI: the shop runs from a production install. Copies what a release needs (package files, the
// build in dist/, the start script and the demo pictures) to an empty folder, installs with
// `npm ci --omit=dev` (no Vite, TypeScript or tsx), starts it with `npm start`, checks that the
// shop and its API answer, and stops it with SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
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
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (install.status !== 0) fail('npm ci --omit=dev failed');
  for (const devOnly of ['vite', 'typescript', 'tsx', 'react', 'esbuild']) {
    if (existsSync(join(dir, 'node_modules', devOnly)))
      fail(`${devOnly} was installed without dev dependencies`);
  }

  const port = 3900 + (process.pid % 90);
  const shop = spawn('npm', ['start', '--silent'], {
    cwd: dir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: join(dir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, stopped as a process manager stops it
  });
  let output = '';
  shop.stdout.on('data', (chunk) => (output += chunk));
  shop.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => shop.once('exit', resolve));
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
  process.kill(-shop.pid, 'SIGTERM');
  const code = await exited;
  if (code !== 0 && !/shutting down/.test(output))
    fail(`the shop did not stop cleanly (exit ${code}):\n${output}`);
  console.log(
    '✔ production install: npm ci --omit=dev, npm start, /shop and /api/products answer, SIGTERM stops it',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
