import { useState } from 'react';
import type { DateOrder, StatementMapping } from '../../../../domain/statements.schemas';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';

const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  'day-month-year': 'Day first (26/11/2026)',
  'month-day-year': 'Month first (11/26/2026)',
  'year-month-day': 'Year first (2026-11-26)',
};

type Column = 'date' | 'narration' | 'credit' | 'reference' | 'debit';
const COLUMNS: { key: Column; label: string; optional: boolean }[] = [
  { key: 'date', label: 'Date', optional: false },
  { key: 'narration', label: 'Narration (description)', optional: false },
  { key: 'credit', label: 'Credit (money in)', optional: false },
  { key: 'reference', label: 'Reference', optional: true },
  { key: 'debit', label: 'Debit (money out)', optional: true },
];

/** Guesses a column from its header words, so the usual names need no choosing. */
function guess(header: readonly string[], key: Column): string {
  const words: Record<Column, RegExp> = {
    date: /date/i,
    narration: /narration|description|particular|remark|detail/i,
    credit: /credit|deposit|money in|cr\b/i,
    reference: /ref|cheque|chq/i,
    debit: /debit|withdraw|money out|dr\b/i,
  };
  return header.find((cell) => words[key].test(cell)) ?? '';
}

/** For a bank no layout knows: the owner names its columns once (remembered when the statement is applied). */
export function ColumnMappingForm({
  header,
  busy,
  onSubmit,
}: {
  header: readonly string[];
  busy: boolean;
  onSubmit: (mapping: StatementMapping) => void;
}) {
  const [columns, setColumns] = useState<Record<Column, string>>(() => ({
    date: guess(header, 'date'),
    narration: guess(header, 'narration'),
    credit: guess(header, 'credit'),
    reference: guess(header, 'reference'),
    debit: guess(header, 'debit'),
  }));
  const [dateOrder, setDateOrder] = useState<DateOrder>('day-month-year');
  const complete = columns.date !== '' && columns.narration !== '' && columns.credit !== '';
  return (
    <form
      className="space-y-4 rounded-xl border border-sand-200 bg-sand-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete) return;
        onSubmit({
          date: columns.date,
          narration: columns.narration,
          credit: columns.credit,
          ...(columns.reference ? { reference: columns.reference } : {}),
          ...(columns.debit ? { debit: columns.debit } : {}),
          dateOrder,
        });
      }}
    >
      <div className="space-y-1">
        <h3 className="font-semibold text-sand-900">Name this bank’s columns</h3>
        <p className="text-sm text-sand-700">
          Pick the column that holds each item, from the file’s header row. The shop remembers them for this
          bank’s statements once you apply one.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {COLUMNS.map(({ key, label, optional }) => (
          <SelectField
            key={key}
            label={label}
            value={columns[key]}
            onChange={(event) => setColumns((now) => ({ ...now, [key]: event.target.value }))}
          >
            <option value="">{optional ? 'None' : 'Choose a column'}</option>
            {header.map((cell) => (
              <option key={cell} value={cell}>
                {cell}
              </option>
            ))}
          </SelectField>
        ))}
        <SelectField
          label="Dates are written"
          value={dateOrder}
          onChange={(event) => setDateOrder(event.target.value as DateOrder)}
        >
          {Object.entries(DATE_ORDER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" variant="secondary" disabled={!complete || busy}>
        Read with these columns
      </Button>
    </form>
  );
}
