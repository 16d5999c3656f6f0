import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatPaise } from '../../../../domain/money';
import type { KhataCandidate, ReviewCredit } from '../../../../domain/statements.schemas';
import { errorMessage } from '../../../lib/api';
import { khataBookQueryOptions } from '../../../lib/khata/admin-khata.queries';
import { notify } from '../../../lib/notify';
import { useSettleCredit } from '../../../lib/statements/statements.queries';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { CreditDialog } from './credit-dialog';
import { Field } from '../../../components/ui/field';

/** How many customers a search shows. */
const SEARCH_SHOWN = 5;

/**
 * Settle a customer's khata with a credit from the review list (docs/decisions/072): pick the
 * customer (those who owe at least the credit, best first, or found by phone or code), see what
 * they owe and what the credit leaves owing, confirm.
 */
export function SettleKhataDialog({
  credit,
  onOpenChange,
}: {
  credit: ReviewCredit | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CreditDialog
      credit={credit}
      title="Settle a khata with this credit"
      onOpenChange={onOpenChange}
      form={(credit, onDone) => <SettleKhataForm credit={credit} onDone={onDone} />}
    />
  );
}

function SettleKhataForm({ credit, onDone }: { credit: ReviewCredit; onDone: () => void }) {
  const settle = useSettleCredit();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<KhataCandidate | null>(credit.khataCandidates[0] ?? null);
  const [error, setError] = useState<string | null>(null);
  const searching = search.trim().length >= 3;
  const book = useQuery({ ...khataBookQueryOptions(), enabled: searching });
  const wanted = search.trim().toLowerCase();
  const found: KhataCandidate[] = searching
    ? (book.data?.customers ?? [])
        .filter(
          (customer) =>
            customer.owedPaise > 0 &&
            (customer.phone.includes(wanted) || customer.code.toLowerCase().startsWith(wanted)),
        )
        .slice(0, SEARCH_SHOWN)
        .map(({ id, code, name, phone, owedPaise }) => ({ customerId: id, code, name, phone, owedPaise }))
    : [];
  const choices = searching ? found : credit.khataCandidates;

  const confirm = async () => {
    if (!chosen) return;
    setError(null);
    try {
      const answer = await settle.mutateAsync({ creditId: credit.id, customerId: chosen.customerId });
      notify.success(answer.message);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Field
        label="Find a customer"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Phone or customer code"
        autoComplete="off"
        inputMode="search"
        hint="Customers on khata who owe at least this credit are listed first."
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-sand-900">
          {searching ? 'Customers found' : 'Customers who owe at least this'}
        </legend>
        {choices.length === 0 ? (
          <p className="text-sm text-sand-700">
            {searching
              ? book.isPending
                ? 'Searching…'
                : 'No customer on khata has that phone or code.'
              : 'No customer owes this much on khata. Search by phone or code.'}
          </p>
        ) : (
          choices.map((customer) => {
            const tooMuch = customer.owedPaise < credit.amountPaise;
            return (
              <label
                key={customer.customerId}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70"
              >
                <input
                  type="radio"
                  name="khata-customer"
                  className="mt-1 size-4 accent-brand-700"
                  disabled={tooMuch}
                  checked={chosen?.customerId === customer.customerId}
                  onChange={() => setChosen(customer)}
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold text-sand-900">
                    {customer.name} <span className="font-normal text-sand-700">({customer.code})</span>
                  </span>
                  <span className="text-sand-700">
                    {customer.phone} · owes {formatPaise(customer.owedPaise)}
                    {tooMuch && ', less than this credit'}
                  </span>
                </span>
              </label>
            );
          })
        )}
      </fieldset>
      {chosen && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl bg-sand-50 p-3 text-sm">
          <dt className="text-sand-700">{chosen.name} owes</dt>
          <dd className="text-right tabular-nums">{formatPaise(chosen.owedPaise)}</dd>
          <dt className="text-sand-700">This credit pays</dt>
          <dd className="text-right tabular-nums">−{formatPaise(credit.amountPaise)}</dd>
          <dt className="font-semibold text-sand-900">Still owed after</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="owed-after">
            {formatPaise(chosen.owedPaise - credit.amountPaise)}
          </dd>
        </dl>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!chosen || settle.isPending}>
          Settle {formatPaise(credit.amountPaise)}
        </Button>
      </DialogFooter>
    </form>
  );
}
