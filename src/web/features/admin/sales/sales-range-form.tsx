import { useState, type FormEvent } from 'react';
import { Search, RotateCcw } from 'lucide-react';
import { salesRangeProblem, type SalesRange } from '../../../../domain/sales.schemas';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';

/**
 * Start date, end date, Search and Reset. The range is checked here with the server's own rules
 * (SPEC's 'Please select both start and end dates' and 'Start date cannot be after end date'
 * first); a range that fails is not searched. Reset goes back to the default range.
 */
export function SalesRangeForm({
  range,
  problem,
  onSearch,
  onReset,
}: {
  /** The range on screen (what the fields start from). */
  range: { from: string; to: string };
  /** What is wrong with the range on screen (e.g. typed into the address), if anything. */
  problem: string | null;
  onSearch: (range: SalesRange) => void;
  onReset: () => void;
}) {
  const [draft, setDraft] = useState(range);
  const [shownFor, setShownFor] = useState(range);
  const [error, setError] = useState<string | null>(problem);
  const [attempt, setAttempt] = useState(0);
  // The range on screen changed (Reset, Back): the fields follow it.
  if (shownFor.from !== range.from || shownFor.to !== range.to) {
    setShownFor(range);
    setDraft(range);
    setError(problem);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = salesRangeProblem(draft.from || undefined, draft.to || undefined);
    setError(found);
    setAttempt(attempt + 1);
    if (!found) onSearch(draft);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Sales date range"
      className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
        <Field
          label="Start date"
          type="date"
          name="from"
          value={draft.from}
          invalid={error !== null}
          aria-errormessage={error ? 'sales-range-error' : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <Field
          label="End date"
          type="date"
          name="to"
          value={draft.to}
          invalid={error !== null}
          aria-errormessage={error ? 'sales-range-error' : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setError(null);
            onReset();
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset
        </Button>
      </div>
      <div id="sales-range-error">
        <FormAlert message={error} attempt={attempt} />
      </div>
    </form>
  );
}
