import { useState } from 'react';
import { formatPaise } from '../../../../domain/money';
import type { ReviewCredit } from '../../../../domain/statements.schemas';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDecideCredit } from '../../../lib/statements/statements.queries';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { CreditDialog } from './credit-dialog';
import { Field } from '../../../components/ui/field';

/** Pick the order a credit pays: one of its candidates, or an order id typed in. */
export function PayOrderDialog({
  credit,
  onOpenChange,
}: {
  credit: ReviewCredit | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CreditDialog
      credit={credit}
      title="Pay an order with this credit"
      onOpenChange={onOpenChange}
      form={(credit, onDone) => <PayOrderForm credit={credit} onDone={onDone} />}
    />
  );
}

function PayOrderForm({ credit, onDone }: { credit: ReviewCredit; onDone: () => void }) {
  const decide = useDecideCredit();
  const [orderId, setOrderId] = useState(credit.candidates.length === 1 ? credit.candidates[0]!.orderId : '');
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    if (orderId.trim() === '') return;
    setError(null);
    try {
      const answer = await decide.mutateAsync({ creditId: credit.id, orderId: orderId.trim() });
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
        void pay();
      }}
    >
      {credit.candidates.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-sand-900">Orders that fit</legend>
          {credit.candidates.map((candidate) => (
            <label
              key={candidate.orderId}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="candidate"
                className="mt-1 size-4 accent-brand-700"
                checked={orderId === candidate.orderId}
                onChange={() => setOrderId(candidate.orderId)}
              />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold break-all text-sand-900">{candidate.orderId}</span>
                <span className="text-sand-700">
                  {candidate.customerName} · {formatPaise(candidate.amountDuePaise)} due
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <Field
        label="Order id"
        value={orderId}
        onChange={(event) => setOrderId(event.target.value)}
        placeholder="ORD-…"
        autoComplete="off"
        hint="The order this money paid. It is recorded as a UPI payment from the bank statement."
      />
      {error && <Alert tone="error">{error}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={orderId.trim() === '' || decide.isPending}>
          Record payment
        </Button>
      </DialogFooter>
    </form>
  );
}
