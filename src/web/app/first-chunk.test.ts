import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every page loads main.tsx and what it imports statically before anything else: the JS budget
 * (`npm run bench`, / and /shop ≤ 120 KB gzipped) rests on that graph staying free of zod, whose
 * schemas only the pages with a form need (docs/decisions/050). One value imported from a module
 * that builds schemas (user.ts's `isShopUser` did) brought zod's whole runtime into it, +37 KB.
 */
const START = resolve('src/web/main.tsx');

/** The specifiers a module imports for their values (type-only imports leave nothing behind). */
function valueImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const [, clause = '', specifier = ''] of code.matchAll(
    /^\s*(?:import|export)\s+([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    if (/^type\s/.test(clause)) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    const names =
      named?.[1]
        ?.split(',')
        .map((n) => n.trim())
        .filter(Boolean) ?? [];
    if (named && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    specifiers.push(specifier);
  }
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** The packages a page's modules import, each with the module that first brought it, and the modules. */
function staticGraph(start: string): { packages: Map<string, string>; files: Set<string> } {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local) queue.push(local);
      } else if (!packages.has(specifier)) packages.set(specifier, file);
    }
  }
  return { packages, files: seen };
}

const firstChunkPackages = () => staticGraph(START).packages;

describe("every page's first chunk", () => {
  it('reaches the app through main.tsx', () => {
    const packages = firstChunkPackages();
    expect(packages.has('react')).toBe(true);
    expect(packages.has('@tanstack/react-query')).toBe(true);
  });

  it('carries no zod: schemas load with the pages that check a form', () => {
    const zod = [...firstChunkPackages()].filter(([pkg]) => pkg === 'zod' || pkg.startsWith('zod/'));
    expect(zod.map(([pkg, from]) => `${pkg} (imported by ${from})`)).toEqual([]);
  });

  it("leaves the shop's words to the shop: the shop page carries not every message the shop has", () => {
    // messages.ts holds every screen's words (34 KB of source); the entry and the shop take theirs
    // from messages-core.ts. The cart's quantity rules once took three from messages.ts: +9 KB on /shop.
    const shop = staticGraph(resolve('src/web/features/shop/shop-page.tsx'));
    expect([...shop.files].filter((file) => file.endsWith('/src/domain/messages.ts'))).toEqual([]);
    expect([...shop.packages.keys()].filter((pkg) => pkg.startsWith('zod'))).toEqual([]);
  });

  it("keeps the counter's first load free of zod and of every other screen's words", () => {
    // The counter's JS budget (issue 25: 120 KB). The customer finder once took `customerKeyOf` from
    // the phone order's schemas (zod, 24 KB) and its words from messages.ts (8 KB).
    const counter = staticGraph(resolve('src/web/features/admin/counter/counter-page.tsx'));
    expect([...counter.files].filter((file) => file.endsWith('/src/domain/messages.ts'))).toEqual([]);
    expect([...counter.packages.keys()].filter((pkg) => pkg.startsWith('zod'))).toEqual([]);
  });

  it('sees through type-only imports, which leave nothing in the bundle', () => {
    expect(valueImports("import type { A } from './a';\nimport { type B } from './b';")).toEqual([]);
    expect(
      valueImports("import { type A, b } from './a';\nexport { c } from './c';\nimport './d.css';"),
    ).toEqual(['./a', './c', './d.css']);
  });
});
