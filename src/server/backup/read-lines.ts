import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { BadBackup } from './backup-format';

/**
 * The lines of a gzip-compressed file, read as they are needed (memory: one line). A file cut
 * short or corrupt (gzip's own length and checksum) ends in a BadBackup.
 */
export async function* backupLines(file: string): AsyncGenerator<string, void, undefined> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let pending: string[] = [];
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const text = decoder.write(chunk);
      const parts = text.split('\n');
      if (parts.length === 1) {
        pending.push(text);
        continue;
      }
      parts[0] = pending.join('') + parts[0]!;
      pending = [parts.pop()!];
      yield* parts;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_'))
      throw new BadBackup(`The file is cut short or corrupt (${(error as Error).message}).`);
    throw error;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  const last = pending.join('') + decoder.end();
  if (last) yield last;
}
