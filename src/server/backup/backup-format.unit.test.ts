import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BadBackup,
  decodeFileBytes,
  encodeLine,
  isSafeRelativePath,
  parseFileOrEnd,
  parseHeader,
  parseTableStart,
} from './backup-format';

const header = {
  format: BACKUP_FORMAT,
  version: 1,
  createdAt: '2026-11-24T00:00:00.000Z',
  migrations: ['001-initial-schema.sql'],
  tables: ['customers'],
  sequences: [{ name: 'x_id_seq', lastValue: '9', isCalled: true }],
};
const line = (value: unknown) => encodeLine(value).slice(0, -1);

describe('the backup format', () => {
  it('writes one JSON value per line, line breaks in text escaped', () => {
    expect(encodeLine({ note: 'two\nlines' })).toBe('{"note":"two\\nlines"}\n');
  });

  it('reads a header back, and refuses other files and newer formats', () => {
    expect(parseHeader(line(header))).toEqual(header);
    expect(() => parseHeader(line({ ...header, format: 'other' }))).toThrow('not a Fresh Mart backup');
    expect(() => parseHeader(line({ ...header, version: 2 }))).toThrow(/format version 2.*Update the shop/);
    expect(() => parseHeader(line({ ...header, tables: 'customers' }))).toThrow(BadBackup);
    expect(() => parseHeader('\u001f\u008b garbage')).toThrow('corrupt');
    expect(() => parseHeader(undefined)).toThrow('ends early');
  });

  it('finds each table where the header says it starts', () => {
    const start = { table: 'customers', columns: ['id'], rows: 3 };
    expect(parseTableStart(line(start), 'customers')).toEqual(start);
    expect(() => parseTableStart(line(start), 'orders')).toThrow('table orders does not start');
    expect(() => parseTableStart(line({ ...start, rows: 1.5 }), 'customers')).toThrow(BadBackup);
    expect(() => parseTableStart(undefined, 'customers')).toThrow('ends early');
  });

  it('ends with a line whose counts must match what was read', () => {
    const read = { tables: 2, rows: 10, files: 1 };
    expect(parseFileOrEnd(line({ end: true, ...read }), read)).toBeNull();
    expect(() => parseFileOrEnd(line({ end: true, ...read, rows: 11 }), read)).toThrow(/11 rows.*10/);
    expect(() => parseFileOrEnd(undefined, read)).toThrow('ends early');
    expect(parseFileOrEnd(line({ file: 'products/a.webp', bytes: 3 }), read)).toEqual({
      file: 'products/a.webp',
      bytes: 3,
    });
  });

  it('keeps uploads inside the uploads folder', () => {
    expect(isSafeRelativePath('products/ab12.webp')).toBe(true);
    for (const path of ['', '/etc/passwd', '../x', 'a/../../x', 'a//b', './a', 'a\\..\\b', 'a\0b'])
      expect(isSafeRelativePath(path), path).toBe(false);
    expect(() =>
      parseFileOrEnd(line({ file: '../../etc/cron.d/x', bytes: 1 }), { tables: 0, rows: 0, files: 0 }),
    ).toThrow('unsafe path');
  });

  it("checks an upload's bytes against its stated size", () => {
    const file = { file: 'a.webp', bytes: 3 };
    expect(decodeFileBytes(Buffer.from('abc').toString('base64'), file)).toEqual(Buffer.from('abc'));
    expect(() => decodeFileBytes(Buffer.from('ab').toString('base64'), file)).toThrow('2 of 3 bytes');
    expect(() => decodeFileBytes(undefined, file)).toThrow('inside upload a.webp');
  });
});
