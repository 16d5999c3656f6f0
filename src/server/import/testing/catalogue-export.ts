import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The catalogue and order tables of an old app's export (LEGACY-EXPORT.md), with its messy cases:
 * a product with negative stock, a multi-MB inline image, a data URL that is not an image, a
 * category named only by a product, orders of a customer and a product that are gone, refunded
 * and shipped orders, points marked awarded that never were, a daily_sales table that does not
 * match the orders. Written as CSV or JSON, one file per table.
 */
export type Flavour = 'csv' | 'json';
export type Rows = Record<string, unknown>[];

export function writeTable(dir: string, table: string, rows: Rows, flavour: Flavour): void {
  if (flavour === 'json') {
    writeFileSync(join(dir, `${table}.json`), JSON.stringify(rows));
    return;
  }
  // The old dashboard's CSV (not ours, which guards against spreadsheet formulas): quoted where needed, empty = null.
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return '';
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [columns, ...rows.map((row) => columns.map((column) => cell(row[column])))];
  writeFileSync(join(dir, `${table}.csv`), lines.map((line) => line.join(',')).join('\n') + '\n');
}

/** A PNG of random pixels: it does not compress, so `side` 1000 is about 3 MB. */
export async function noisyPng(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;
