import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { creditLeft } from '../../../../domain/khata';
import { recordSettlementSchema, setCreditLimitSchema } from '../../../../domain/khata.schemas';
import { khataMessages, messages } from '../../../../domain/messages';
import { formatPaise, paiseToRupeesText, parseRupees } from '../../../../domain/money';
import { MoneyInFields, useMoneyIn } from '../../../components/admin/money-in-fields';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/page-title';
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
  const money = useMoneyIn('cash');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = recordSettlementSchema.safeParse(money.typed());
    if (!parsed.success) {
      money.setProblem(money.refusal(parsed.error.issues[0]?.message));
      return;
    }
    if (parsed.data.amountPaise > credit.owedPaise) {
      money.setProblem(khataMessages.overOwed(credit.owedPaise));
      return;
    }
    money.setProblem(null);
    try {
      await settle.mutateAsync({
        id: customerId,
        input: parsed.data,
        idempotencyKey: money.keyFor(parsed.data),
      });
      notify.success(khataMessages.settlementSaved);
      money.clear();
    } catch (error) {
      money.setProblem(errorMessage(error));
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
      {money.problem && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {money.problem}
        </p>
      )}
      <MoneyInFields money={money} maxPaise={credit.owedPaise} />
      <Button type="submit" loading={settle.isPending}>
        Record settlement
      </Button>
    </form>
  );
}
