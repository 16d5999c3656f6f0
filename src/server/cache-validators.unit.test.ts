import { describe, expect, it } from 'vitest';
import { etagFor, etagMatches } from './cache-validators';

describe('etagMatches', () => {
  it('matches the same tag, strong or weak, alone or in a list, and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
  });
});

describe('etagFor', () => {
  it('names the body: quoted, the same for the same bytes as string or Buffer, different for another body', () => {
    const body = JSON.stringify({ items: [{ name: 'Matta rice' }] });
    expect(etagFor(body)).toMatch(/^"[\w-]+"$/);
    expect(etagFor(Buffer.from(body))).toBe(etagFor(body));
    expect(etagFor(`${body} `)).not.toBe(etagFor(body));
  });
});
