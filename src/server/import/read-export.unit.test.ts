import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvRows } from './csv-rows';
import { jsonRows } from './json-rows';
import { ExportFileError, findExportFiles, readRows, type LegacyRow } from './read-export';

async function* inChunks(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function all(rows: AsyncIterable<LegacyRow>): Promise<LegacyRow[]> {
  const out: LegacyRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

/** Every chunking of the same text gives the same rows (a field may be cut anywhere). */
async function csv(text: string): Promise<LegacyRow[]> {
  const whole = await all(csvRows(inChunks(text, text.length || 1), 't.csv'));
  for (const size of [1, 2, 3, 7]) expect(await all(csvRows(inChunks(text, size), 't.csv'))).toEqual(whole);
  return whole;
}

async function json(text: string): Promise<LegacyRow[]> {
  const whole = await all(jsonRows(inChunks(text, text.length || 1), 't.json'));
  for (const size of [1, 2, 5]) expect(await all(jsonRows(inChunks(text, size), 't.json'))).toEqual(whole);
  return whole;
}

describe('the CSV reader', () => {
  it('reads a header row, quoted fields with commas, quotes and line breaks, empty cells as null', async () => {
    const rows = await csv(
      'id,name,address,points\n1,"Nair, Anil","House 4\nMG Road ""East""",12\n2,Lakshmi,,\n3,"",x,0\n',
    );
    expect(rows).toEqual([
      { id: '1', name: 'Nair, Anil', address: 'House 4\nMG Road "East"', points: '12' },
      { id: '2', name: 'Lakshmi', address: null, points: null },
      { id: '3', name: '', address: 'x', points: '0' },
    ]);
  });

  it('drops a byte-order mark, reads CRLF line ends (also inside quotes) and a last line without one', async () => {
    const rows = await csv('\uFEFFid,note\r\n1,"a\r\nb"\r\n2,c');
    expect(rows).toEqual([
      { id: '1', note: 'a\r\nb' },
      { id: '2', note: 'c' },
    ]);
  });

  it('skips blank lines and reads a header-only file as no rows', async () => {
    expect(await csv('id,name\n\n1,x\n\n')).toEqual([{ id: '1', name: 'x' }]);
    expect(await csv('id,name\r\n')).toEqual([]);
  });

  it('refuses a quote never closed, a row of the wrong width, text after a closing quote, an empty file', async () => {
    await expect(csv('id,name\n1,"Anil\n2,Lakshmi\n')).rejects.toThrow(
      /t\.csv, line 2: a quoted field is never closed/,
    );
    await expect(csv('id,name\n1,Anil\n2,Lakshmi,extra\n')).rejects.toThrow(
      /line 3: 3 cells in a row, but the header names 2/,
    );
    await expect(csv('id,name\n1,"Anil"x\n')).rejects.toThrow(/text after the closing quote/);
    await expect(csv('')).rejects.toThrow(/empty/);
    await expect(csv('id,id\n1,2\n')).rejects.toThrow(/"id" twice/);
    await expect(csv('id,name\n1,"Anil\n')).rejects.toBeInstanceOf(ExportFileError);
  });
});

describe('the CSV reader’s report', () => {
  it('names the line a bad row starts on, after quoted line breaks (LF or CRLF) and blank lines', async () => {
    await expect(csv('id,name\n1,"a\nb"\n\n2,x,y\n')).rejects.toThrow(/t\.csv, line 5: 3 cells in a row/);
    await expect(csv('id,name\r\n1,"a\r\nb"\r\n2,x,y\r\n')).rejects.toThrow(/t\.csv, line 4: 3 cells/);
    await expect(csv('id,name\r\n\r\n1,"a\r\n\r\nb"\r\n\r\n2,x,y\r\n')).rejects.toThrow(/line 7: 3 cells/);
    await expect(csv('id,name\n1,"a\nb"\n2,"never closed\n')).rejects.toThrow(
      /line 4: a quoted field is never closed/,
    );
  });

  it('refuses a quote inside a field that is not quoted (RFC 4180), naming its line', async () => {
    await expect(csv('id,name\n1,Anil\n2,Lakshmi "Lachu"\n')).rejects.toThrow(
      /t\.csv, line 3: a quote inside a field that does not start with one/,
    );
  });
});

describe('the JSON reader', () => {
  it('reads an array of row objects, with brackets and quotes inside strings', async () => {
    const rows = await json(
      ' [ {"id":"1","name":"A ] } \\" [","products":[{"p":1}],"points":12.5,"ok":true,"x":null},\n{"id":"2"} ]\n',
    );
    expect(rows).toEqual([
      { id: '1', name: 'A ] } " [', products: [{ p: 1 }], points: 12.5, ok: true, x: null },
      { id: '2' },
    ]);
    expect(await json('\uFEFF[]')).toEqual([]);
  });

  it('refuses what is not an array of objects, a malformed object, a truncated file', async () => {
    await expect(json('{"id":1}')).rejects.toThrow(/not a JSON array/);
    await expect(json('[1,2]')).rejects.toThrow(/object 1 of the array: expected a row object/);
    await expect(json('[{"id":1},{"id":2,}]')).rejects.toThrow(/object 2 of the array: not valid JSON/);
    await expect(json('[{"id":1},{"id":2}')).rejects.toThrow(/ends before the array is closed/);
    await expect(json('[{"id":1},]')).rejects.toThrow(/expected a row object/);
    await expect(json('[{"id":1}] x')).rejects.toThrow(/text after the end/);
    await expect(json('')).rejects.toThrow(/empty/);
  });
});

describe('the export folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'export-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds one file per table, names the others, and flags a table given twice', async () => {
    writeFileSync(join(dir, 'customers.csv'), 'id\n1\n');
    writeFileSync(join(dir, 'orders.json'), '[{"id":"ORD-1"}]');
    writeFileSync(join(dir, 'notes.txt'), 'hi');
    let folder = await findExportFiles(dir);
    expect([...folder.files.keys()].sort()).toEqual(['customers', 'orders']);
    expect(folder.ignored).toEqual(['notes.txt']);
    expect(folder.ambiguous).toEqual([]);
    expect(await all(readRows(folder.files.get('orders')!))).toEqual([{ id: 'ORD-1' }]);
    let bytes = 0;
    expect(await all(readRows(folder.files.get('customers')!, (read) => (bytes = read)))).toEqual([
      { id: '1' },
    ]);
    expect(bytes).toBe(5);

    writeFileSync(join(dir, 'customers.json'), '[]');
    folder = await findExportFiles(dir);
    expect(folder.ambiguous).toEqual(['customers']);
  });
});
