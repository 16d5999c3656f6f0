import { describe, expect, it } from 'vitest';
import { differences, type RawResponse } from './raw-response';

const answer = (rawHeaders: string[], body = 'br-bytes'): RawResponse => ({
  status: 200,
  rawHeaders,
  body: Buffer.from(body),
});

const shop = answer([
  'content-type',
  'application/json; charset=utf-8',
  'content-encoding',
  'br',
  'vary',
  'Accept-Encoding',
  'Date',
  'Thu, 26 Nov 2026 19:00:00 GMT',
]);

describe('byte-identical answers', () => {
  it('are the same status, headers and body, whatever the Date and the header order or case', () => {
    const bare = answer([
      'Date',
      'Thu, 26 Nov 2026 19:00:05 GMT',
      'vary',
      'Accept-Encoding',
      'Content-Type',
      'application/json; charset=utf-8',
      'content-encoding',
      'br',
    ]);
    expect(differences(shop, bare)).toEqual([]);
  });

  it('differ when a header is missing or another value, or the body differs by a byte', () => {
    const fewer = answer(['content-type', 'application/json; charset=utf-8', 'content-encoding', 'br']);
    expect(differences(shop, fewer)).toEqual(['only in the first: vary: Accept-Encoding']);
    const gzip = answer([
      'content-type',
      'application/json; charset=utf-8',
      'content-encoding',
      'gzip',
      'vary',
      'Accept-Encoding',
    ]);
    expect(differences(shop, gzip)).toEqual([
      'only in the first: content-encoding: br',
      'only in the second: content-encoding: gzip',
    ]);
    const body = answer(shop.rawHeaders, 'br-bytez');
    expect(differences(shop, body)).toEqual(['bodies differ (8 and 8 bytes)']);
  });
});
