import { describe, expect, it } from 'vitest';
import { statementHeaderGuess } from './statement-header';

describe('statementHeaderGuess', () => {
  it('finds the header row below a bank’s title block, its quoted cells whole', () => {
    const text = [
      'Kerala Gramin Bank,,,,',
      'Account No :,"40123, Thrissur",,,',
      '',
      'Posting Date,Particulars,"Cheque / Ref",Money In,Money Out',
      '26/11/2026,UPI/CR/632412345678/ANITA/x@ybl/pay,,"1,250.00",',
      '27/11/2026,NEFT SUPPLIER PAYMENT FROM MALABAR,,,500.00',
    ].join('\r\n');
    expect(statementHeaderGuess(text)).toEqual([
      'Posting Date',
      'Particulars',
      'Cheque / Ref',
      'Money In',
      'Money Out',
    ]);
  });

  it('reads a tab-separated file by its tabs', () => {
    const text = 'Statement\nDate\tDetails\tCredit\tDebit\n01-11-2026\tUPI/CR/632412345678\t100.00\t\n';
    expect(statementHeaderGuess(text)).toEqual(['Date', 'Details', 'Credit', 'Debit']);
  });
});
