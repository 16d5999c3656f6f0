import type { DateOrder, StatementMapping } from '../../../domain/statements.schemas';

/** The columns a statement is read by, named as its header row names them. */
export interface LayoutColumns {
  date: string;
  narration: string;
  /** Money in; with `creditOrDebit`, the one amount column of both. */
  credit: string;
  reference?: string;
  /** Money out: read only to tell a debit row from a credit one. */
  debit?: string;
  /** A column saying Cr or Dr for the amount. */
  creditOrDebit?: string;
}

export interface StatementLayout {
  /** 'sbi', 'hdfc', …, or 'custom' for a bank read by the owner's mapping. */
  bank: string;
  bankName: string;
  columns: LayoutColumns;
  dateOrder: DateOrder;
  /**
   * Whether the header must name the reference column too. A bank's export may leave it out (the
   * UTR is in the narration); columns the owner named are all required.
   */
  referenceRequired: boolean;
}

/** ICICI's exports differ only in what they call their amount columns. */
const icici = (amounts: { debit: string; credit: string }): StatementLayout => ({
  bank: 'icici',
  bankName: 'ICICI Bank',
  columns: {
    date: 'Transaction Date',
    narration: 'Transaction Remarks',
    reference: 'Cheque Number',
    ...amounts,
  },
  dateOrder: 'day-month-year',
  referenceRequired: false,
});

/**
 * The built-in layouts (docs/decisions/066): the header row of each bank's CSV export, as the
 * public notes on Indian statements and real downloads name them. A header row holding every
 * column of a layout picks it; the rows above it (the bank's title, the account, the period) are
 * passed over.
 */
export const BUILT_IN_LAYOUTS: readonly StatementLayout[] = [
  {
    bank: 'sbi',
    bankName: 'State Bank of India',
    columns: {
      date: 'Txn Date',
      narration: 'Description',
      reference: 'Ref No./Cheque No.',
      debit: 'Debit',
      credit: 'Credit',
    },
    dateOrder: 'day-month-year',
    referenceRequired: false,
  },
  {
    bank: 'hdfc',
    bankName: 'HDFC Bank',
    columns: {
      date: 'Date',
      narration: 'Narration',
      reference: 'Chq./Ref.No.',
      debit: 'Withdrawal Amt.',
      credit: 'Deposit Amt.',
    },
    dateOrder: 'day-month-year',
    referenceRequired: false,
  },
  icici({ debit: 'Withdrawal Amount (INR)', credit: 'Deposit Amount (INR)' }),
  // ICICI's other export (the "Sr No" one): the same but for its amount columns' names.
  icici({ debit: 'Debit Amount', credit: 'Credit Amount' }),
  {
    bank: 'federal',
    bankName: 'Federal Bank',
    columns: {
      date: 'Date',
      narration: 'Particulars',
      reference: 'Tran ID',
      debit: 'Withdrawals',
      credit: 'Deposits',
    },
    dateOrder: 'day-month-year',
    referenceRequired: false,
  },
  {
    bank: 'south-indian',
    bankName: 'South Indian Bank',
    columns: {
      date: 'Tran Date',
      narration: 'Particulars',
      reference: 'Ref No./Chq No.',
      credit: 'Amount',
      creditOrDebit: 'Cr/Dr',
    },
    dateOrder: 'day-month-year',
    referenceRequired: false,
  },
  {
    bank: 'canara',
    bankName: 'Canara Bank',
    columns: {
      date: 'Trans Date',
      narration: 'Description',
      reference: 'Ref/Chq.No',
      debit: 'Withdraws',
      credit: 'Deposit',
    },
    dateOrder: 'day-month-year',
    referenceRequired: false,
  },
];

/** A bank the owner described by naming its columns. */
export function mappedLayout(mapping: StatementMapping): StatementLayout {
  const { dateOrder = 'day-month-year', ...columns } = mapping;
  return {
    bank: 'custom',
    bankName: 'Your bank (columns you named)',
    columns,
    dateOrder,
    referenceRequired: true,
  };
}

/**
 * A header as compared: case, spaces, the spaces inside brackets ("Amount (INR )") and a dot or
 * colon at the end ("Withdrawal Amt" for "Withdrawal Amt.") do not matter.
 */
export function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/[\s.:]+$/, '')
    .trim();
}

export interface ColumnIndexes {
  date: number;
  narration: number;
  credit: number;
  reference: number | undefined;
  debit: number | undefined;
  creditOrDebit: number | undefined;
}

/** Where each column of the layout sits in this row, or null when the row is not its header row. */
export function headerIndexes(layout: StatementLayout, cells: readonly string[]): ColumnIndexes | null {
  const names = cells.map(normaliseHeader);
  const at = (column: string | undefined): number | undefined | null => {
    if (column === undefined) return undefined;
    const index = names.indexOf(normaliseHeader(column));
    return index === -1 ? null : index;
  };
  const { date, narration, credit, reference, debit, creditOrDebit } = layout.columns;
  const indexes = {
    date: at(date),
    narration: at(narration),
    credit: at(credit),
    reference: layout.referenceRequired ? at(reference) : (at(reference) ?? undefined),
    debit: at(debit),
    creditOrDebit: at(creditOrDebit),
  };
  return Object.values(indexes).includes(null) ? null : (indexes as ColumnIndexes);
}
