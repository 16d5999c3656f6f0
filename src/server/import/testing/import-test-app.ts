import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { TEST_ADMIN_ENV } from '../../testing/test-users';
import type { ImportReport } from '../import-report';
import { runImport } from '../run-import';
import { writeLegacyExport, type Flavour, type LegacyExport } from './legacy-export';

export interface ImportTestApp {
  /** The app with the test owner, started before the file's tests and closed after them. */
  readonly t: TestApp;
  /** Writes `tables` as the old app's export, in a folder removed after the file's tests. */
  writeExport(tables: LegacyExport, flavour: Flavour): Promise<string>;
  /** Writes `tables` as an export and imports it for real (--apply). */
  importTables(tables: LegacyExport, flavour: Flavour): Promise<ImportReport>;
}

/**
 * What every import test file starts with: an app of its own and export folders cleaned up after.
 * Call it at the top of the file; `folderPrefix` names the temporary folders.
 */
export function importTestApp(folderPrefix: string): ImportTestApp {
  let app: TestApp | undefined;
  const dirs: string[] = [];
  beforeAll(async () => {
    app = await startTestApp(TEST_ADMIN_ENV);
  });
  afterAll(async () => {
    await app?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const fixture: ImportTestApp = {
    get t() {
      if (!app) throw new Error('The import test app starts in beforeAll.');
      return app;
    },
    async writeExport(tables, flavour) {
      const dir = mkdtempSync(join(tmpdir(), folderPrefix));
      dirs.push(dir);
      await writeLegacyExport(dir, tables, flavour);
      return dir;
    },
    async importTables(tables, flavour) {
      const dir = await fixture.writeExport(tables, flavour);
      return runImport(fixture.t.db, { dir, apply: true, dataDir: fixture.t.config.dataDir });
    },
  };
  return fixture;
}

/** A product row as the old app exported it, every column filled, with what a test sets in `fields`. */
export const legacyProduct = (id: string, fields: Record<string, unknown>) => ({
  id,
  name: `Product ${id}`,
  description: '',
  category: 'Staples',
  image: null,
  price: '40',
  mrp: '45',
  dummyPrice: null,
  inStock: 'true',
  stockQuantity: '10',
  tierDiscounts: null,
  created_at: '2024-03-05 10:00:00',
  ...fields,
});
