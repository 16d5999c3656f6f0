import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStatement } from './read-statement';

const fixture = (name: string) => createReadStream(join(import.meta.dirname, 'fixtures', name));

/** The same week of the shop's account in every bank's export: six credits among eight rows. */
const WEEK = [
  { row: 0, date: '2026-11-20', amountPaise: 125_000, utr: '632412345678' },
  { row: 2, date: '2026-11-21', amountPaise: 48_650, utr: '632511122233' },
  { row: 3, date: '2026-11-22', amountPaise: 1_200_000, utr: null }, // NEFT
  { row: 4, date: '2026-11-23', amountPaise: 2_500_000, utr: null }, // cash deposit
  { row: 5, date: '2026-11-24', amountPaise: 234_000, utr: '632812398765' },
  { row: 7, date: '2026-11-26', amountPaise: 75_000, utr: null }, // IMPS
];

describe('reading each bank’s statement export (docs/decisions/066)', () => {
  it.each([
    ['sbi.csv', 'sbi', 20, 'TRANSFER FROM 6099411111111'],
    ['hdfc.csv', 'hdfc', 11, '0000632912345678'],
    ['icici.csv', 'icici', 7, '632912345678'],
    ['federal.csv', 'federal', 9, 'S81234567'],
    ['south-indian.csv', 'south-indian', 8, '632912345678'],
    ['canara.csv', 'canara', 9, '632912345678'],
  ])(
    '%s: its layout found by the header row, only its credits, exact to the paisa',
    async (file, bank, firstRow, impsReference) => {
      const statement = await readStatement(fixture(file));
      expect(statement.bank).toBe(bank);
      expect(
        statement.credits.map(({ line, date, amountPaise, utr }) => ({ line, date, amountPaise, utr })),
      ).toEqual(WEEK.map(({ row, ...credit }) => ({ line: firstRow + row, ...credit })));
      expect(statement.credits[5]!.reference).toBe(impsReference);
      expect(statement.credits[4]!.narration).toMatch(/SREEJA/i);
    },
  );
});

describe('the banks’ other exports', () => {
  const read = (text: string) => readStatement([text]);

  it('finds a layout whose export leaves out the reference column, or writes its headers without dots', async () => {
    const federal = [
      'Date,Value Date,Particulars,Tran Type,Cheque Details,Withdrawals,Deposits,Balance',
      '20-Nov-2026,20-Nov-2026,UPI IN/632412345678/anitak@oksbi/Payment,TFR,,,"1,250.00","51,250.00"',
    ].join('\n');
    await expect(read(federal)).resolves.toMatchObject({
      bank: 'federal',
      credits: [{ line: 2, amountPaise: 125_000, reference: '632412345678', utr: '632412345678' }],
    });
    const hdfc = [
      'Date,Narration,Chq/Ref No,Value Dt,Withdrawal Amt,Deposit Amt,Closing Balance',
      '20/11/26,UPI-ANITA K-ANITAK@OKSBI-SBIN0001234-632412345678-PAYMENT,0000632412345678,20/11/26,,1250.00,1250.00',
    ].join('\n');
    await expect(read(hdfc)).resolves.toMatchObject({ bank: 'hdfc', credits: [{ amountPaise: 125_000 }] });
  });

  it('reads ICICI’s “Sr No” export', async () => {
    const icici = [
      'Sr No,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Debit Amount,Credit Amount,Balance(INR)',
      '1,20/11/2026,20/11/2026,-,UPI/632412345678/Payment from Ph/anitak@oksbi/State Bank Of I,0.00,"1,250.00","5,000.00"',
      '2,21/11/2026,21/11/2026,-,UPI/632598765432/NOV SUPPLY/keralaveg@fbl/Federal Bank,"1,000.00",0.00,"4,000.00"',
    ].join('\n');
    await expect(read(icici)).resolves.toMatchObject({
      bank: 'icici',
      credits: [{ line: 2, amountPaise: 125_000, reference: '632412345678', utr: '632412345678' }],
    });
  });

  it('reads SBI’s “Excel” download, which is tab-separated text with amounts unquoted', async () => {
    const sbi = [
      'Account Name\t:\tFRESH MART SUPERMARKET',
      'Address\t:\tXX/123, MG ROAD, THRISSUR',
      '',
      'Txn Date\tValue Date\tDescription\tRef No./Cheque No.\t        Debit\tCredit\tBalance',
      '20 Nov 2026\t20 Nov 2026\tBY TRANSFER-UPI/CR/632412345678/ANITA K/SBIN/anitak@oksbi/Payment, rice--\tTRANSFER FROM 3199412044304\t \t1,250.00\t1,24,706.78',
      '**This is a computer generated statement and does not require a signature.',
    ].join('\n');
    await expect(read(sbi)).resolves.toMatchObject({
      bank: 'sbi',
      credits: [
        {
          line: 5,
          amountPaise: 125_000,
          utr: '632412345678',
          narration: expect.stringContaining('Payment, rice'),
        },
      ],
    });
  });
});
