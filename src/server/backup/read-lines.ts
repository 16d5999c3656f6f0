import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { BadBackup, MAX_LINE_CHARS } from './backup-format';

const MB = 1024 * 1024;

/**
 * The lines of a gzip-compressed file, read as they are needed. Memory holds one line at most,
 * and a line may be at most `maxLineChars` long (a row or an upload the shop wrote never is): a
 * longer one, like a small gzip that expands to one endless line, ends in a BadBackup as soon as
 * the cap is passed, not when the line ends. A file cut short or corrupt (gzip's own length and
 * checksum) ends in a BadBackup too.
 */
export async function* backupLines(
  file: string,
  { maxLineChars = MAX_LINE_CHARS }: { maxLineChars?: number } = {},
): AsyncGenerator<string, void, undefined> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let pending: string[] = [];
  let pendingChars = 0;
  let lineNumber = 1;
  const tooLong = () =>
    new BadBackup(
      `The file is corrupt: line ${lineNumber} is longer than ${
        maxLineChars >= MB ? `${Math.floor(maxLineChars / MB)} MB` : `${maxLineChars} characters`
      }, which no row or upload of a backup is. It is not a backup this shop wrote, or it was changed.`,
    );
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const text = decoder.write(chunk);
      const parts = text.split('\n');
      if (parts.length === 1) {
        pending.push(text);
        pendingChars += text.length;
        if (pendingChars > maxLineChars) throw tooLong();
        continue;
      }
      parts[0] = pending.join('') + parts[0]!;
      const rest = parts.pop()!;
      for (const line of parts) {
        if (line.length > maxLineChars) throw tooLong();
        yield line;
        lineNumber++;
      }
      pending = [rest];
      pendingChars = rest.length;
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
  if (last.length > maxLineChars) throw tooLong();
  if (last) yield last;
}
