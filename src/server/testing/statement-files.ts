/**
 * Bank statements for tests, in the shape of the fixtures' exports (src/server/features/statements/
 * fixtures): the bank's title block, the header row, the credits given, a debit, the summary.
 */
export interface TestCredit {
  /** YYYY-MM-DD */
  day: string;
  amountPaise: number;
  narration: string;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A UPI credit's narration in HDFC's words: name, VPA, IFSC, the UTR, the payer's note. */
export const hdfcUpiNarration = (utr: string, note = 'PAYMENT') =>
  `UPI-ANITA K-ANITAK@OKSBI-SBIN0001234-${utr}-${note}`;
/** The same in SBI's: UPI/CR/<UTR>/name/bank/vpa/note. */
export const sbiUpiNarration = (utr: string, note = 'Payment') =>
  `BY TRANSFER-UPI/CR/${utr}/ANITA K/SBIN/anitak@oksbi/${note}--`;

/** An HDFC Bank statement (dates 26/11/26). */
export function hdfcStatement(credits: readonly TestCredit[]): string {
  const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
  const rows = credits.map(
    (credit) =>
      `${day(credit.day)},${quoted(credit.narration)},0000000000000000,${day(credit.day)},,${rupees(credit.amountPaise)},100000.00`,
  );
  return [
    'HDFC BANK Ltd.,,,,,,',
    'M/S. FRESH MART SUPERMARKET,,,,,,',
    ',,,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    '********,********************,****************,********,****************,****************,****************',
    ...rows,
    `${day(credits[0]?.day ?? '2026-11-26')},NWD-485498XXXXXX1234-S1AN4821-THRISSUR,0000000000004821,${day(credits[0]?.day ?? '2026-11-26')},500.00,,99500.00`,
    ',,,,,,',
    'STATEMENT SUMMARY  :-,,,,,,',
    '',
  ].join('\n');
}

/** A State Bank of India statement (dates 26 Nov 2026, amounts with Indian grouping). */
export function sbiStatement(credits: readonly TestCredit[]): string {
  const day = (iso: string) =>
    `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  const rows = credits.map(
    (credit) =>
      `${day(credit.day)},${day(credit.day)},${quoted(credit.narration)},TRANSFER FROM 3199412044304, ,${quoted(rupees(credit.amountPaise))},"1,00,000.00"`,
  );
  return [
    'Account Name       :,FRESH MART SUPERMARKET',
    'IFS Code           :,SBIN0070123',
    '',
    'Txn Date,Value Date,Description,Ref No./Cheque No.,        Debit,Credit,Balance',
    ...rows,
    '**This is a computer generated statement and does not require a signature.',
    '',
  ].join('\n');
}

/** Today in India, YYYY-MM-DD. */
export const indiaToday = () => new Date(Date.now() + 19_800_000).toISOString().slice(0, 10);
