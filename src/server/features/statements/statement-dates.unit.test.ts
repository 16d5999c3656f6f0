import { describe, expect, it } from 'vitest';
import { parseStatementDate } from './statement-dates';

describe('a statement’s dates', () => {
  it.each([
    '26/11/2026',
    '26-11-2026',
    '26.11.2026',
    '26/11/26',
    '26-Nov-2026',
    '26 Nov 2026',
    '26Nov26',
    '26 November 2026',
    'Nov 26, 2026',
    '2026-11-26',
    '26-11-2026 10:32:11',
    '26/11/2026 09:05 PM',
  ])('%s is 26 November 2026', (text) => {
    expect(parseStatementDate(text)).toEqual({ ok: true, day: '2026-11-26' });
  });

  it('reads month-first dates when told', () => {
    expect(parseStatementDate('11/26/2026', 'month-day-year')).toEqual({ ok: true, day: '2026-11-26' });
    expect(parseStatementDate('11/26/2026')).toEqual({ ok: false, dateShaped: true });
  });

  it('tells a date-shaped text that is no date from text that is no date at all', () => {
    expect(parseStatementDate('31/02/2026')).toEqual({ ok: false, dateShaped: true });
    expect(parseStatementDate('29-Feb-2026')).toEqual({ ok: false, dateShaped: true });
    expect(parseStatementDate('29-Feb-2028')).toEqual({ ok: true, day: '2028-02-29' });
    for (const text of ['Closing Balance', 'Total', '', '1,00,000.00', 'Marked 5 2026'])
      expect(parseStatementDate(text)).toEqual({ ok: false, dateShaped: false });
  });
});
