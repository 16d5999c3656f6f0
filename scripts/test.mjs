#!/usr/bin/env node
// `npm test`: unit tests, component tests (happy-dom), API integration tests (the embedded PostgreSQL server always, and the
// server of DATABASE_URL too when it is set), then browser tests in Chromium against the built app.
// Under CI=true the PostgreSQL run and the browser run are mandatory.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, command, args) {
  console.log(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!process.env.DATABASE_URL) {
  if (ci) {
    console.error('CI=true but DATABASE_URL is not set: the PostgreSQL run is mandatory in CI.');
    process.exit(1);
  }
  console.warn('DATABASE_URL is not set: integration tests run on the embedded PostgreSQL server only.');
}

run('Unit, component and API integration tests', 'npx', ['vitest', 'run']);

if (!existsSync(chromium)) {
  if (ci) {
    console.error(`CI=true but ${chromium} is missing: browser tests are mandatory in CI.`);
    process.exit(1);
  }
  console.warn(`\n${chromium} not found: browser tests skipped (apt-get install chromium to run them).`);
  process.exit(0);
}
run('Build the web app and the server', 'npm', ['run', '--silent', 'build']);
run('Browser tests (Chromium)', 'npx', ['playwright', 'test']);
