import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawnApp, type AppProcess } from '../testing/app-process';

/*
 * What the shop's owner reads when they start it: `npm start` builds (quietly) on a first start,
 * then the shop starts with the defaults and prints its banner.
 */

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'first-start-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * The owner's environment: this one without the test runner's NODE_ENV=test, which would make the
 * build bundle React's development code (half a megabyte more, and a size warning) as no start does.
 */
const { NODE_ENV: _testMode, ...ownersEnv } = process.env;

/** Everything a command printed, and its exit code. */
function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: ownersEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The shop's output once its banner is out (the banner ends with the API docs' address). */
async function bannerOf(shop: AppProcess): Promise<string> {
  for (let i = 0; i < 100 && !shop.output().includes('API docs:'); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 300)); // anything printed after it would show now
  return shop.output();
}

/** An address of this machine that is not loopback (a phone on the same network would use it). */
const networkAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3_000) });
    return true;
  } catch {
    return false;
  }
}

// Once per run (it needs no database): on the embedded run, not again on a PostgreSQL server's.
describe.runIf(inject('testDatabase').embedded)('the web build', () => {
  it('prints nothing when it works (the sizes of a hundred files buried the start banner)', async () => {
    const outDir = join(freshDir(), 'web');
    const build = await run('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir']);
    expect(build.code).toBe(0);
    expect(build.output.trim()).toBe('');
  }, 120_000);
});

/** With the defaults: no HOST, LOG_LEVEL, ADMIN_USERNAME or ADMIN_PASSWORD set. */
const DEFAULTS = { HOST: '', LOG_LEVEL: '', ADMIN_USERNAME: '', ADMIN_PASSWORD: '' };

describe.runIf(inject('testDatabase').embedded)('the start banner', () => {
  it('comes last and plain, on this computer only; every start names the admin and how to reset its password', async () => {
    const DATA_DIR = join(freshDir(), 'data');
    const first = await spawnApp({ ...DEFAULTS, DATA_DIR });
    let second: AppProcess | undefined;
    try {
      const output = await bannerOf(first);
      const url = `http://localhost:${first.port}`;
      // Last: nothing after it; no JSON log lines at the default level (warnings would still show).
      expect(output.trimEnd().endsWith(`  API docs: ${url}/api/docs`)).toBe(true);
      expect(output).not.toMatch(/"level":30/);
      expect(output).not.toContain('Server listening');
      expect(output).toContain(`\n  Fresh Mart is open at ${url}\n`);
      expect(output).toContain(
        '\n  Only this computer can open it. To let phones and computers on your network in: HOST=0.0.0.0 npm start\n',
      );
      expect(output).toMatch(/\n {2}Admin username: admin {3}password: [\w-]{12}\n/);
      expect(output).toContain('\n  Lost an admin password? npm run admin -- reset-password admin\n');

      // Listening on loopback only: another device cannot reach it.
      expect(await answers(`http://127.0.0.1:${first.port}/api/health`)).toBe(true);
      const lan = networkAddress();
      if (lan) expect(await answers(`http://${lan}:${first.port}/api/health`)).toBe(false);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      second = await spawnApp({ ...DEFAULTS, DATA_DIR, PORT: String(first.port) });
      const again = await bannerOf(second);
      expect(again.trimEnd().endsWith(`  API docs: ${url}/api/docs`)).toBe(true);
      expect(again).toContain('\n  Admin: admin\n');
      expect(again).toContain('\n  Lost an admin password? npm run admin -- reset-password admin\n');
      expect(again).not.toContain('password: '); // the one-time password is never printed again
    } finally {
      for (const shop of [first, second]) {
        if (shop && shop.child.exitCode === null) {
          shop.child.kill('SIGTERM');
          await shop.exited;
        }
      }
    }
  }, 120_000);
});
