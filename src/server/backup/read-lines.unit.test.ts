import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BadBackup } from './backup-format';
import { backupLines } from './read-lines';

const folder = mkdtempSync(join(tmpdir(), 'read-lines-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function readAll(file: string, options?: { maxLineChars: number }): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of backupLines(file, options)) lines.push(line);
  return lines;
}

/** A gzip of `lines`, each `chars` long (small on disk however long the text), optionally cut short. */
async function gzipOf(name: string, lines: { chars: number }[], cutShort = false): Promise<string> {
  const file = join(folder, name);
  const chunk = 'x'.repeat(1 << 20);
  async function* text() {
    for (const { chars } of lines) {
      for (let left = chars; left > 0; left -= chunk.length)
        yield chunk.slice(0, Math.min(left, chunk.length));
      yield '\n';
    }
  }
  await pipeline(text, createGzip({ level: 1 }), createWriteStream(file));
  if (cutShort) {
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 200));
  }
  return file;
}

describe('reading a backup file line by line', () => {
  it('gives each line, however the gzip chunks fall', async () => {
    const file = join(folder, 'lines.gz');
    writeFileSync(file, gzipSync(['{"a":1}', 'y'.repeat(100_000), '', '{"b":"ക"}'].join('\n') + '\n'));
    expect(await readAll(file)).toEqual(['{"a":1}', 'y'.repeat(100_000), '', '{"b":"ക"}']);
  });

  it('refuses a line longer than the cap, naming it, and reads no further than the cap', async () => {
    const file = await gzipOf('long.gz', [{ chars: 10 }, { chars: 5000 }]);
    await expect(readAll(file, { maxLineChars: 1000 })).rejects.toThrow(BadBackup);
    await expect(readAll(file, { maxLineChars: 1000 })).rejects.toThrow(/line 2 is longer than/);
    expect(await readAll(file, { maxLineChars: 5000 })).toHaveLength(2);
  });

  it('stops a gzip bomb of one endless line at the default cap, before reading the rest', async () => {
    // 40 MB of one line, its end cut off: a reader that held the whole line would only find out
    // at the end (the file cut short); this one stops at the cap.
    const file = await gzipOf('bomb.gz', [{ chars: 40 << 20 }], true);
    await expect(readAll(file)).rejects.toThrow(/line 1 is longer than 16 MB/);
  });
});
