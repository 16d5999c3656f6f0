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

  it('writes every instant as Intl writes it in Asia/Kolkata, the fast way from 1945 on and Intl before', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const asIntl = (at: Date) => {
      const parts = intl.formatToParts(at);
      const part = (type: string) => parts.find((p) => p.type === type)!.value;
      return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
    };
    const from = Date.UTC(1940, 0, 1);
    const until = Date.UTC(2060, 0, 1);
    for (let i = 0; i < 3_000; i++) {
      const at = new Date(from + Math.floor(Math.random() * (until - from)));
      expect(csvDateTime(at), at.toISOString()).toBe(asIntl(at));
    }
    for (const iso of [
      '1945-10-14T18:29:59.999Z',
      '1945-10-15T00:00:00Z',
      '2026-12-31T18:30:00Z',
      '2028-02-28T18:30:00Z',
    ]) {
      expect(csvDateTime(new Date(iso)), iso).toBe(asIntl(new Date(iso)));
    }
  });
});
