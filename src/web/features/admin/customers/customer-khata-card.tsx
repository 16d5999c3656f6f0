import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { creditLeft } from '../../../../domain/khata';
import { recordSettlementSchema, setCreditLimitSchema } from '../../../../domain/khata.schemas';
import { khataMessages, messages } from '../../../../domain/messages';
import { formatPaise, paiseToRupeesText, parseRupees } from '../../../../domain/money';
import { MONEY_METHOD_LABELS, MONEY_METHODS, type MoneyMethod } from '../../../../domain/payments';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api';
import {
  customerCreditQueryOptions,
  useRecordSettlement,
  useSetCreditLimit,
  type Credit,
} from '../../../lib/khata/admin-khata.queries';
import { notify } from '../../../lib/notify';

/**
 * The customer's khata on their admin view (docs/decisions/070): the limit and what they owe, the
 * owner sets the limit (0 ends khata for new orders) and records a settlement, which pays their
 * oldest due khata orders first.
 */
export function CustomerKhataCard({ customerId }: { customerId: string }) {
  const query = useQuery(customerCreditQueryOptions(customerId));
  return (
    <Card className="space-y-4">
      <CardTitle>Khata (credit)</CardTitle>
      {query.isError ? (
        <QueryErrorState query={query} title="Could not load the khata" />
      ) : !query.data ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {(
              [
                ['Credit limit', formatPaise(query.data.limitPaise)],
                ['Owed', formatPaise(query.data.owedPaise)],
                ['Left to buy', formatPaise(creditLeft(query.data.limitPaise, query.data.owedPaise))],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sand-700">{label}</dt>
                <dd className="text-right font-semibold text-sand-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <LimitForm customerId={customerId} credit={query.data} />
          {query.data.owedPaise > 0 && <SettlementForm customerId={customerId} credit={query.data} />}
        </>
      )}
    </Card>
  );
}

/** Rupees typed into paise, or the reason they are not an amount. */
function paiseOf(text: string): { paise: number } | { problem: string } {
  const rupees = parseRupees(text);
  return rupees.ok ? { paise: rupees.paise } : { problem: messages.product.notANumber };
}

function LimitForm({ customerId, credit }: { customerId: string; credit: Credit }) {
  const setLimit = useSetCreditLimit();
  const [amount, setAmount] = useState(paiseToRupeesText(credit.limitPaise));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = paiseOf(amount);
    const parsed = setCreditLimitSchema.safeParse({
      limitPaise: 'paise' in typed ? typed.paise : Number.NaN,
    });
    if (!parsed.success) {
      setProblem('problem' in typed ? typed.problem : (parsed.error.issues[0]?.message ?? null));
      return;
    }
    setProblem(null);
    try {
      await setLimit.mutateAsync({ id: customerId, limitPaise: parsed.data.limitPaise });
      notify.success(khataMessages.limitSaved);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Credit limit" className="space-y-3">
      <Field
        label="Credit limit (₹)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={problem ?? '0 ends khata for new orders; what is owed stays owed.'}
        invalid={problem !== null}
      />
      <Button type="submit" variant="secondary" loading={setLimit.isPending}>
        Save limit
      </Button>
    </form>
  );
}

function SettlementForm({ customerId, credit }: { customerId: string; credit: Credit }) {
  const settle = useRecordSettlement();
  const [method, setMethod] = useState<MoneyMethod>('cash');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = paiseOf(amount);
    const parsed = recordSettlementSchema.safeParse({
      method,
      amountPaise: 'paise' in typed ? typed.paise : Number.NaN,
      reference,
    });
    if (!parsed.success) {
      setProblem('problem' in typed ? typed.problem : (parsed.error.issues[0]?.message ?? null));
      return;
    }
    if (parsed.data.amountPaise > credit.owedPaise) {
      setProblem(khataMessages.overOwed(credit.owedPaise));
      return;
    }
    setProblem(null);
    try {
      await settle.mutateAsync({ id: customerId, input: parsed.data });
      notify.success(khataMessages.settlementSaved);
      setAmount('');
      setReference('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Record settlement"
      className="space-y-3 rounded-xl border border-sand-200 p-3"
    >
      <p className="font-semibold text-sand-900">Record settlement</p>
      <p className="text-sm text-sand-700">It pays the oldest khata orders first.</p>
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <SelectField
        label="Method"
        value={method}
        onChange={(event) => setMethod(event.target.value as MoneyMethod)}
      >
        {MONEY_METHODS.map((value) => (
          <option key={value} value={value}>
            {MONEY_METHOD_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <Field
        label="Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={`Up to ${formatPaise(credit.owedPaise)}`}
        invalid={problem !== null}
      />
      {method === 'upi' && (
        <Field
          label="UPI reference (UTR)"
          optional
          autoComplete="off"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          maxLength={64}
        />
      )}
      <Button type="submit" loading={settle.isPending}>
        Record settlement
      </Button>
    </form>
  );
}
