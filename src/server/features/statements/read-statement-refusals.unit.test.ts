import { describe, expect, it } from 'vitest';
import { statementMessages } from '../../../domain/messages';
import { readStatement } from './read-statement';
import { STATEMENT_LIMITS } from './statement-limits';

const HEADER = 'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
const row = (date: string, narration: string, credit: string, debit = '') =>
  `${date},${narration},,${date},${debit},${credit},1000.00`;
/** An HDFC export: its title line, the header on line 2, rows from line 3. */
const hdfc = (...rows: string[]) => ['HDFC BANK Ltd.,,,,,,', HEADER, ...rows].join('\n');
const read = (text: string | Uint8Array, options?: Parameters<typeof readStatement>[1]) =>
  readStatement([text], options);
const refused = (message: string, code = 'STATEMENT_REFUSED') => expect.objectContaining({ code, message });

describe('a statement file is refused whole, with the line and the reason (docs/decisions/066)', () => {
  it('names the line of a date that is not one, even after good credits: nothing is returned half', async () => {
    const text = hdfc(
      row('20/11/26', 'UPI-A-A@OKSBI-SBIN0001234-632412345678-X', '100.00'),
      row('31/02/26', 'NEFT CR-X', '5.00'),
    );
    await expect(read(text)).rejects.toEqual(refused(statementMessages.badDate(4, '31/02/26')));
  });

  it('names the line of a credit amount that does not parse, or a credit with no date', async () => {
    await expect(read(hdfc(row('20/11/26', 'X', '"12,50"')))).rejects.toEqual(
      refused(statementMessages.badAmount(3, '12,50')),
    );
    await expect(read(hdfc(row('', 'CASH DEPOSIT', '500.00')))).rejects.toEqual(
      refused(statementMessages.noDate(3)),
    );
    await expect(read(hdfc(row('20/11/26', 'X', '-500.00')))).rejects.toEqual(
      refused(statementMessages.negativeCredit(3, '-500.00')),
    );
    await expect(read(hdfc(row('20/11/26', 'X', '500.00', '20.00')))).rejects.toEqual(
      refused(statementMessages.creditAndDebit(3)),
    );
  });

  it('names the line of a row with the wrong number of cells, and of a quote never closed', async () => {
    await expect(read(hdfc(row('20/11/26', 'X', '5.00'), '21/11/26,Y,,21/11/26,,5.00'))).rejects.toEqual(
      refused(statementMessages.cellCount(4, 6, 7)),
    );
    await expect(read(hdfc(row('20/11/26', '"UPI-A', '5.00')))).rejects.toEqual(
      refused(statementMessages.quoteNotClosed(3)),
    );
  });

  it('refuses a file with no table it knows, and a mapping naming columns no row has', async () => {
    await expect(read('Date,Details,Amount\n20/11/2026,X,5.00\n')).rejects.toEqual(
      refused(statementMessages.unknownLayout),
    );
    const mapping = { date: 'Date', narration: 'Remarks', credit: 'Amount' };
    await expect(read('Date,Details,Amount\n20/11/2026,X,5.00\n', { mapping })).rejects.toEqual(
      refused(statementMessages.mappedColumnsMissing("'Date', 'Remarks', 'Amount'")),
    );
  });

  it('refuses an empty file, a PDF, an Excel file and binary data, saying what to do', async () => {
    await expect(read('')).rejects.toEqual(refused(statementMessages.empty));
    await expect(read('\r\n\n')).rejects.toEqual(refused(statementMessages.empty));
    await expect(read('%PDF-1.7\n%âãÏÓ\n')).rejects.toEqual(refused(statementMessages.pdf));
    await expect(read(new Uint8Array([0x50, 0x4b, 3, 4, 20, 0, 6, 0]))).rejects.toEqual(
      refused(statementMessages.spreadsheet),
    );
    await expect(read(new Uint8Array([0x44, 0x61, 0x74, 0x65, 0, 1, 2]))).rejects.toEqual(
      refused(statementMessages.notCsv),
    );
    await expect(read('<html><body><table><tr><td>Txn Date</td></tr></table>')).rejects.toEqual(
      refused(statementMessages.spreadsheet),
    );
  });

  it('stops reading past the byte limit, without waiting for the rest of the file', async () => {
    async function* endless() {
      yield `${HEADER}\n`;
      for (;;) yield `${row('20/11/26', 'CASH DEPOSIT', '5.00')}\n`;
    }
    const limits = { ...STATEMENT_LIMITS, bytes: 64 * 1024 };
    await expect(readStatement(endless(), { limits })).rejects.toEqual(
      refused(statementMessages.tooLarge(0), 'PAYLOAD_TOO_LARGE'),
    );
  });

  it('refuses a file of more lines than the limit', async () => {
    const rows = Array.from({ length: 29 }, () => row('20/11/26', 'CASH DEPOSIT', '5.00'));
    const limits = { ...STATEMENT_LIMITS, lines: 31 };
    await expect(read(hdfc(...rows), { limits })).resolves.toMatchObject({ credits: { length: 29 } });
    await expect(read(hdfc(...rows, row('21/11/26', 'X', '1.00')), { limits })).rejects.toEqual(
      refused(statementMessages.tooManyLines(31), 'PAYLOAD_TOO_LARGE'),
    );
  });
});

describe('what a statement’s cells may hold', () => {
  it('keeps a narration starting with = + - @ as the text it is, never as a formula', async () => {
    const narrations = [
      '"=HYPERLINK(""http://x.example"",""pay"")"',
      '+919847012345 UPI',
      '-CASH DEPOSIT',
      '@SUM(A1:A9)',
    ];
    const { credits } = await read(
      hdfc(...narrations.map((narration) => row('20/11/26', narration, '5.00'))),
    );
    expect(credits.map((credit) => credit.narration)).toEqual([
      '=HYPERLINK("http://x.example","pay")',
      '+919847012345 UPI',
      '-CASH DEPOSIT',
      '@SUM(A1:A9)',
    ]);
  });

  it('reads any other bank by the columns the owner names: one amount column with a Dr/Cr column, month first', async () => {
    const text = [
      'Kotak Mahindra Bank,,,,,,,',
      'Sl.No.,Date,Description,Chq / Ref number,Amount,Dr / Cr,Balance,Dr / Cr',
      '1,11/20/2026,UPI/ANITA K/632412345678/Payment,UPI-632412345678,"1,250.00",CR,"5,000.00",CR',
      '2,11/21/2026,IMPS/JOSEPH T/632912345678,632912345678,750.00,DR,"4,250.00",CR',
      ',,Closing Balance,,,,"4,250.00",CR',
    ].join('\n');
    const mapping = {
      date: 'date',
      narration: 'DESCRIPTION',
      credit: 'Amount',
      creditOrDebit: 'Dr / Cr',
      reference: 'Chq / Ref number',
      dateOrder: 'month-day-year' as const,
    };
    await expect(read(text, { mapping })).resolves.toEqual({
      bank: 'custom',
      bankName: expect.any(String),
      // The header row as written: the owner's columns are remembered by it.
      header: [
        'Sl.No.',
        'Date',
        'Description',
        'Chq / Ref number',
        'Amount',
        'Dr / Cr',
        'Balance',
        'Dr / Cr',
      ],
      credits: [
        {
          line: 3,
          date: '2026-11-20',
          amountPaise: 125_000,
          narration: 'UPI/ANITA K/632412345678/Payment',
          reference: 'UPI-632412345678',
          utr: '632412345678',
        },
      ],
    });
  });

  it('reads one signed amount column: a minus is money out, a Cr or Dr suffix says which', async () => {
    const text = [
      'Tran Date,Remarks,Amount (Rs.)',
      '20-11-2026,A,"1,250.00 Cr"',
      '21-11-2026,B,-40.00',
      '22-11-2026,C,+60.00',
      '23-11-2026,D,70.00 Dr',
    ].join('\n');
    const { credits } = await read(text, {
      mapping: { date: 'Tran Date', narration: 'Remarks', credit: 'Amount (Rs.)' },
    });
    expect(credits.map(({ narration, amountPaise }) => [narration, amountPaise])).toEqual([
      ['A', 125_000],
      ['C', 6_000],
    ]);
  });
});
