import { describe, expect, it } from 'vitest';
import { csvDateTime, csvDay, csvLine, csvRupees } from './csv';

describe('CSV', () => {
  it('quotes what must be quoted and ends lines with CRLF', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 42, null])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",42,\r\n',
    );
  });

  it('keeps Malayalam as it is', () => {
    expect(csvLine(['അനിൽ കുമാർ'])).toBe('അനിൽ കുമാർ\r\n');
  });

  it('never hands a spreadsheet a formula', () => {
    expect(csvLine(['=HYPERLINK("x")', '+91 98470', '-1+2', '@SUM(A1)'])).toBe(
      `"'=HYPERLINK(""x"")",'+91 98470,'-1+2,'@SUM(A1)\r\n`,
    );
    expect(csvLine(['-2.50', '-5'])).toBe('-2.50,-5\r\n');
  });

  it('writes rupees with two decimals, dates the Indian way', () => {
    expect([csvRupees(123456), csvRupees(5), csvRupees(0), csvRupees(-250)]).toEqual([
      '1234.56',
      '0.05',
      '0.00',
      '-2.50',
    ]);
    expect(csvDay('2026-11-03')).toBe('03/11/2026');
    expect(csvDateTime(new Date('2026-11-23T18:29:00Z'))).toBe('23/11/2026 23:59');
  });
});
