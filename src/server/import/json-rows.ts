import { ExportFileError } from './export-file-error';
import type { LegacyRow } from './legacy-row';

/**
 * The rows of a JSON export (the old service's REST answer: one array of row objects), streamed:
 * each object's text is cut out of the stream by counting brackets outside strings and parsed on
 * its own, so a file of a million orders never sits in memory whole. Anything but an array of
 * objects, a malformed object or a truncated file makes the whole file unreadable (ExportFileError).
 */
export async function* jsonRows(chunks: AsyncIterable<string>, fileName: string): AsyncGenerator<LegacyRow> {
  type Place = 'before-array' | 'before-element' | 'after-element' | 'element' | 'after-array';
  let place = 'before-array' as Place;
  let afterComma = false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let parts: string[] = [];
  let index = 0;
  const fail = (where: string, problem: string): never => {
    throw new ExportFileError(fileName, where, problem);
  };
  const element = () => `object ${index + 1} of the array`;

  for await (const chunk of chunks) {
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (place === 'element') {
        if (inString) {
          if (escaped) escaped = false;
          else if (c === '\\') escaped = true;
          else if (c === '"') inString = false;
        } else if (c === '"') inString = true;
        else if (c === '{' || c === '[') depth++;
        else if (c === '}' || c === ']') {
          depth--;
          if (depth === 0) {
            parts.push(chunk.slice(start, i + 1));
            const text = parts.join('');
            parts = [];
            let row: unknown;
            try {
              row = JSON.parse(text);
            } catch (error) {
              fail(element(), `not valid JSON (${(error as Error).message})`);
            }
            yield row as LegacyRow;
            index++;
            place = 'after-element';
          }
        }
        continue;
      }
      if (c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\uFEFF') continue;
      if (place === 'before-array') {
        if (c !== '[') fail('', 'not a JSON array of rows (it must start with "[")');
        place = 'before-element';
      } else if (place === 'before-element') {
        if (c === ']' && !afterComma) place = 'after-array';
        else if (c === '{') {
          place = 'element';
          depth = 1;
          start = i;
          afterComma = false;
        } else fail(element(), `expected a row object, found "${c}"`);
      } else if (place === 'after-element') {
        if (c === ',') {
          place = 'before-element';
          afterComma = true;
        } else if (c === ']') place = 'after-array';
        else fail(`after object ${index} of the array`, `expected "," or "]", found "${c}"`);
      } else fail('', `text after the end of the array ("${c}")`);
    }
    if (place === 'element') parts.push(chunk.slice(start));
  }
  if (place === 'before-array') fail('', 'the file is empty (not even "[]")');
  if (place !== 'after-array') fail(element(), 'the file ends before the array is closed (truncated?)');
}
