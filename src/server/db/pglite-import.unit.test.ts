import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPglite, PGLITE_PACKAGE, PgliteMissing } from './pglite-import';

/** A package that is not installed, imported the way Node imports one (as production would PGlite). */
const notInstalled = () => import(/* @vite-ignore */ ['@electric-sql', 'pglite-not-installed'].join('/'));

describe('old PGlite data without the PGlite package (a production install)', () => {
  it('stops with what to run in the shop’s folder, naming the old folder', async () => {
    const opened = openPglite('/srv/shop/data/pglite', notInstalled as never);
    await expect(opened).rejects.toThrow(PgliteMissing);
    await expect(opened).rejects.toThrow(
      "This shop's data from an earlier release is in /srv/shop/data/pglite",
    );
    await expect(opened).rejects.toThrow(`npm install --no-save --save-prod --omit=dev ${PGLITE_PACKAGE}`);
  });

  it('names the PGlite that package.json declares', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    const range = pkg.peerDependencies['@electric-sql/pglite'];
    expect(PGLITE_PACKAGE).toBe(`"@electric-sql/pglite@${range}"`);
    expect(pkg.devDependencies['@electric-sql/pglite']).toBe(range);
    expect(pkg.peerDependenciesMeta['@electric-sql/pglite']).toEqual({ optional: true });
    expect(pkg.dependencies['@electric-sql/pglite']).toBeUndefined();
  });

  it('passes other failures on as they are', async () => {
    const broken = new Error('disk full');
    await expect(openPglite('/srv/shop/data/pglite', (() => Promise.reject(broken)) as never)).rejects.toBe(
      broken,
    );
  });
});
