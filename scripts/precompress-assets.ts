import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip -9) beside a text asset,
 * for @fastify/static `preCompressed` to send. Small files and copies that would not be
 * smaller are skipped. Returns the siblings written.
 */
export async function precompressFile(path: string): Promise<string[]> {
  if (!COMPRESSIBLE.test(path)) return [];
  const data = await readFile(path);
  if (data.length < MIN_BYTES) return [];
  const copies: [string, Buffer][] = [
    [
      `${path}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ],
    [`${path}.gz`, gzipSync(data, { level: 9 })],
  ];
  const written: string[] = [];
  for (const [target, body] of copies) {
    if (body.length >= data.length) continue;
    await writeFile(target, body);
    written.push(target);
  }
  return written;
}

/** Pre-compresses every text asset under a directory. */
export async function precompressDirectory(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    count += (await precompressFile(join(entry.parentPath, entry.name))).length;
  }
  return count;
}

/** Vite build plugin: after the bundle is written, add .br and .gz siblings to the output. */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
