import { useId, useState } from 'react';
import { FileUp } from 'lucide-react';
import { statementMessages } from '../../../../domain/messages';
import { statementHeaderGuess } from '../../../../domain/statement-header';
import type { StatementMapping, StatementUpload as Statement } from '../../../../domain/statements.schemas';
import { ApiError, errorMessage } from '../../../lib/api';
import { useUploadStatement } from '../../../lib/statements/statements.queries';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/field';
import { ColumnMappingForm } from './column-mapping-form';
import { StatementResult } from './statement-result';

/** Upload a statement: a dry run first, the owner's columns for a bank no layout knows, then apply. */
export function StatementUpload() {
  const inputId = useId();
  const upload = useUploadStatement();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<StatementMapping | undefined>();
  const [header, setHeader] = useState<string[] | null>(null);
  const [result, setResult] = useState<Statement | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (apply: boolean, columns = mapping) => {
    if (!file) return setError(statementMessages.missingFile);
    setError(null);
    try {
      setResult(await upload.mutateAsync({ file, apply, mapping: columns }));
      setHeader(null);
    } catch (failure) {
      setResult(null);
      if (failure instanceof ApiError && failure.message === statementMessages.unknownLayout)
        setHeader(statementHeaderGuess(await file.text()));
      setError(errorMessage(failure));
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-4">
      <Card className="space-y-4">
        <div className="space-y-1">
          <CardTitle id={`${inputId}-title`}>Bank statement</CardTitle>
          <CardDescription>
            Download the statement from your bank as CSV (SBI, HDFC, ICICI, Federal Bank, South Indian Bank,
            Canara Bank, or any other bank by naming its columns). Nothing is recorded until you apply it.
          </CardDescription>
        </div>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
        >
          <div className="min-w-0 flex-1 space-y-1.5">
            <Label htmlFor={inputId}>Statement file (CSV)</Label>
            <input
              id={inputId}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="block w-full rounded-xl border border-sand-300 bg-white text-sm text-sand-800 file:mr-3 file:rounded-l-xl file:border-0 file:bg-sand-100 file:px-4 file:py-2.5 file:font-semibold file:text-sand-900"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setResult(null);
                setHeader(null);
                setMapping(undefined);
                setError(null);
              }}
            />
          </div>
          <Button type="submit" disabled={!file || upload.isPending}>
            <FileUp aria-hidden="true" className="size-4" />
            {upload.isPending ? 'Reading…' : 'Check statement'}
          </Button>
        </form>
        {error && <Alert tone="error">{error}</Alert>}
        {header && (
          <ColumnMappingForm
            header={header}
            busy={upload.isPending}
            onSubmit={(columns) => {
              setMapping(columns);
              void send(false, columns);
            }}
          />
        )}
      </Card>
      {result && (
        <StatementResult statement={result} busy={upload.isPending} onApply={() => void send(true)} />
      )}
    </section>
  );
}
