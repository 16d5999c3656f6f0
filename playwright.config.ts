import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * The test shop's folder, set once by the runner and inherited by its workers, so a spec can run
 * the shop's admin CLI on it (pending-points.spec.ts moves the clock with `release-points --as-of`).
 */
process.env.E2E_DATA_DIR ??= `/tmp/shop-e2e-${Date.now()}`;

/** Browser tests run Debian's Chromium against the built app on a fresh embedded database with demo data. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  /**
   * Every spec runs at both widths, except those named for one: `*.phone.spec.ts` runs only at
   * 390 px (phone layouts: the menu drawer, nothing past the edge), `*.desktop.spec.ts` only at
   * 1280 px (checks whose outcome does not depend on the width, such as the HTML the server
   * sends, run once there). The split lives here, not in `test.skip` calls inside the specs.
   */
  projects: [
    {
      name: 'phone',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices['Pixel 5'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    // The compiled server, as production runs it (`npm test` builds it first).
    command: 'node --enable-source-maps dist/server/main.js',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // SIGTERM first, so that the shop stops its embedded database cleanly.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
      // Low enough for sign-in-challenge.spec.ts to pass it (every other spec fails once at most).
      LOGIN_ATTEMPTS_PER_ACCOUNT: '8',
      REGISTRATIONS_PER_ADDRESS: '1000',
    },
  },
});
