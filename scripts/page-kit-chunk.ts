import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** What the bundler tells a chunking function about a module. */
interface ModuleInfo {
  code: string | null;
  importedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const ICONS = resolve('node_modules/lucide-react/dist/esm/icons');
const ICON_INDEX = resolve('node_modules/lucide-react/dist/esm/lucide-react.mjs');

/** lucide-react's exported names (X, XIcon, LucideX) to their icon's file. */
function iconFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const index = readFileSync(ICON_INDEX, 'utf8');
  for (const [, names = '', file = ''] of index.matchAll(
    /export \{([^}]+)\} from '\.\/icons\/([\w-]+\.mjs)'/g,
  ))
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name!, resolve(ICONS, file));
  return files;
}

/**
 * The modules a page statically reaches from `start`. lucide-react's index re-exports every icon,
 * so it is not followed: the icons a module names in its import from it are taken instead.
 */
function reach(ctx: ChunkingContext, start: string, icons: Map<string, string>, into = new Set<string>()) {
  if (into.has(start)) return into;
  into.add(start);
  const info = ctx.getModuleInfo(start);
  for (const [, names = ''] of info?.code?.matchAll(/import\s*\{([^}]+)\}\s*from\s*["']lucide-react["']/g) ??
    [])
    for (const name of names.split(',')) {
      const icon = icons.get(name.trim().split(/\s+as\s+/)[0]!);
      if (icon) into.add(icon);
    }
  for (const id of info?.importedIds ?? []) if (id !== ICON_INDEX) reach(ctx, id, icons, into);
  return into;
}

/**
 * A code-splitting group that puts the small modules a page shares with other pages (UI parts,
 * API calls, icons: whatever it needs beyond the entry, its own feature folder aside) into one
 * chunk instead of a dozen tiny ones. Each tiny file costs a request, and on a slow phone
 * connection with six requests at a time, a round trip per six: the shop's 13 small files were
 * three round trips after its own chunk. Other pages that use some of these modules load the
 * whole kit (a few KB) instead of their own few tiny files.
 */
export function pageKitGroup(options: {
  name: string;
  entry: string;
  /** The pages that load the kit (with the modules they reach beyond the entry). */
  pages: readonly string[];
  ownFolder: string;
  /** Pages that must not load the kit: what they reach stays out of it. */
  notFor?: readonly string[];
}) {
  let kit: Set<string> | null = null;
  return {
    // The name the bundler's reports use (a function's name it cannot tell; it warns otherwise).
    debugName: options.name,
    name(id: string, ctx: ChunkingContext): string | null {
      if (!kit) {
        const icons = iconFiles();
        const entry = reach(ctx, resolve(options.entry), icons);
        const own = resolve(options.ownFolder);
        const reached = new Set<string>();
        for (const page of options.pages) reach(ctx, resolve(page), icons, reached);
        const others = new Set<string>();
        for (const page of options.notFor ?? []) reach(ctx, resolve(page), icons, others);
        kit = new Set(
          [...reached].filter(
            (module) =>
              !entry.has(module) &&
              !others.has(module) &&
              !module.startsWith(own) &&
              (!module.includes('/node_modules/') || module.startsWith(ICONS)),
          ),
        );
      }
      return kit.has(id) ? options.name : null;
    },
    // The kit's modules import only the entry's and the framework's, which stay where they are.
    includeDependenciesRecursively: false,
  };
}
