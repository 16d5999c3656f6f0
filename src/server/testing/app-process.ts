import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** The shop started as its own process (`src/server/main.ts`), as an operator would start it. */
export interface AppProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with its exit code once it has exited. */
  exited: Promise<number | null>;
}

export const APP_ENV = {
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'owner-password',
  LOG_LEVEL: 'error',
  LOGIN_ATTEMPTS_PER_ADDRESS: '10000',
  LOGIN_ATTEMPTS_PER_ACCOUNT: '10000',
  REGISTRATIONS_PER_ADDRESS: '10000',
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Spawns the shop; `waitUntilHealthy` (default) resolves once /api/health answers. */
export async function spawnApp(
  env: Record<string, string>,
  options: { uid?: number; gid?: number; detached?: boolean; waitUntilHealthy?: boolean } = {},
): Promise<AppProcess> {
  const port = Number(env.PORT) || (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', ...APP_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    uid: options.uid,
    gid: options.gid,
    detached: options.detached,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const app = { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  if (options.waitUntilHealthy === false) return app;
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 240 && !gone; i++) {
    try {
      if ((await fetch(`${app.url}/api/health`)).ok) return app;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the shop on port ${port} did not start:\n${output}`);
}
