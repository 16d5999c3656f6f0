import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const integration = (name: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
    exclude: ['src/server/**/*.unit.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/testing/test-databases.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * unit: pure domain rules and web helpers (no I/O), and checks of the repository's own files
 * (scripts/*.unit.test.ts: the decision records and their index).
 * component: web screens rendered in happy-dom with Testing Library (`*.dom.test.tsx`), the
 * network stubbed at `fetch` with the API's own response shapes (src/web/testing).
 * integration: the API against a real database. Runs on the embedded PostgreSQL server always,
 * and a second time (integration-pg) on the PostgreSQL server named by DATABASE_URL when it is set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/web/**/*.test.ts',
            'src/server/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'bench/**/*.unit.test.ts',
          ],
          exclude: ['**/*.dom.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'component',
          include: ['src/web/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/dom-setup.ts'],
          testTimeout: 30_000, // above Testing Library's waits (dom-setup.ts)
        },
      },
      integration('integration'),
      ...(process.env.DATABASE_URL ? [integration('integration-pg')] : []),
    ],
  },
});
