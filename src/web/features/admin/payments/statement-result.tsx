import { CheckCircle2 } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import type { StatementUpload } from '../../../../domain/statements.schemas';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { outcomeRows } from './statement-outcomes';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The apply button says what applying does: record the matches, and keep the rest for review. */
function applyLabel(matches: number, waiting: number): string {
  if (matches > 0) return `Apply ${plural(matches, 'match', 'matches')}`;
  if (waiting > 0) return `Keep ${plural(waiting, 'credit')} for review`;
  return 'Nothing to apply';
}

/** What a statement's credits would pay (a dry run, with Apply) or paid (applied). */
export function StatementResult({
  statement,
  busy,
  onApply,
}: {
  statement: StatementUpload;
  busy: boolean;
  onApply: () => void;
}) {
  const rows = outcomeRows(statement);
  const matchedPaise = statement.matched.reduce((sum, m) => sum + m.amountPaise, 0);
  const waiting = statement.review.length + statement.unmatched.length;
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>{statement.applied ? 'Statement applied' : 'Check before applying'}</CardTitle>
          <CardDescription>
            {statement.fileName}: read as <strong className="text-sand-900">{statement.bankName}</strong>,{' '}
            {plural(statement.credits, 'credit')}.
          </CardDescription>
        </div>
        {!statement.applied && (
          <Button onClick={onApply} disabled={busy || statement.matched.length + waiting === 0}>
            {applyLabel(statement.matched.length, waiting)}
          </Button>
        )}
      </div>
      {statement.applied && (
        <Alert tone="success" title={`Recorded ${plural(statement.matched.length, 'payment')}`}>
          {formatPaise(matchedPaise)} in all.{' '}
          {waiting > 0 &&
            `${plural(waiting, 'credit')} ${waiting === 1 ? 'waits' : 'wait'} in the review list below.`}
        </Alert>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Matched', statement.matched.length],
          ['To review', statement.review.length],
          ['Unmatched', statement.unmatched.length],
          ['Already applied', statement.skipped.length],
        ].map(([label, count]) => (
          <div key={label} className="rounded-xl border border-sand-200 bg-sand-50 px-3 py-2">
            <dt className="text-xs font-semibold tracking-wide text-sand-700 uppercase">{label}</dt>
            <dd className="text-xl font-bold text-sand-900 tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      {rows.length > 0 && (
        <Table aria-label="Credits in the statement" className="min-w-[44rem]">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Line</TableHeaderCell>
              <TableHeaderCell>Date</TableHeaderCell>
              <TableHeaderCell className="text-right">Amount</TableHeaderCell>
              <TableHeaderCell>Narration</TableHeaderCell>
              <TableHeaderCell>Outcome</TableHeaderCell>
              <TableHeaderCell>Order and rule</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell className="tabular-nums">{row.line}</TableCell>
                <TableCell className="whitespace-nowrap">{row.day}</TableCell>
                <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatPaise(row.amountPaise)}
                </TableCell>
                <TableCell className="max-w-[18rem] truncate" title={row.narration}>
                  {row.narration}
                  {row.utr && <span className="block text-xs text-sand-600">UTR {row.utr}</span>}
                </TableCell>
                <TableCell>
                  <Badge tone={row.outcome.tone}>
                    {row.outcome.label === 'Matched' && (
                      <CheckCircle2 aria-hidden="true" className="size-3.5" />
                    )}
                    {row.outcome.label}
                  </Badge>
                </TableCell>
                <TableCell className="text-sand-800">{row.detail}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
