import { useState } from 'react';
import { messages } from '../../../domain/messages';
import { formatPaise, parseRupees } from '../../../domain/money';
import { MONEY_METHOD_LABELS, MONEY_METHODS, type MoneyMethod } from '../../../domain/payments';
import { cn } from '../../lib/cn';
import { createKeyKeeper } from '../../lib/idempotency-key';
import { Field } from '../ui/field';
import { SelectField } from '../ui/select';

/** Money coming in as the admin typed it: ready for a schema (recordPaymentSchema and the like). */
export interface TypedMoneyIn {
  method: MoneyMethod;
  /** NaN when the rupees typed are not an amount (the caller says why: `problem`). */
  amountPaise: number;
  reference: string;
}

/**
 * What an admin types to record money coming in (a payment on an order, a khata settlement): the
 * way it came, the rupees and, for UPI, the UTR; and what is wrong with it, once said.
 */
export function useMoneyIn(initialMethod: MoneyMethod) {
  const [method, setMethod] = useState<MoneyMethod>(initialMethod);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One key per submission: a retry after a lost answer records the money once (decision 073).
  const [keeper] = useState(() => createKeyKeeper());
  const typed = (): TypedMoneyIn => {
    const rupees = parseRupees(amount);
    return {
      method,
      amountPaise: rupees.ok ? rupees.paise : Number.NaN,
      reference: method === 'upi' ? reference : '',
    };
  };
  return {
    method,
    setMethod,
    amount,
    setAmount,
    reference,
    setReference,
    problem,
    setProblem,
    typed,
    /** The refusal to show for rupees that are not an amount, else the schema's own first message. */
    refusal: (schemaMessage: string | undefined): string | null =>
      parseRupees(amount).ok ? (schemaMessage ?? null) : messages.product.notANumber,
    /** The Idempotency-Key for sending `input`: the same while the same money is sent again. */
    keyFor: (input: unknown) => keeper.keyFor(input),
    /** After the money is recorded: the next submission is new money. */
    clear: () => {
      keeper.reset();
      setAmount('');
      setReference('');
    },
  };
}

export type MoneyIn = ReturnType<typeof useMoneyIn>;

/** The method, amount (up to `maxPaise`) and, for UPI, the UTR; laid out by `className`. */
export function MoneyInFields({
  money,
  maxPaise,
  className,
}: {
  money: MoneyIn;
  maxPaise: number;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-3', className)}>
      <SelectField
        label="Method"
        value={money.method}
        onChange={(event) => money.setMethod(event.target.value as MoneyMethod)}
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
        value={money.amount}
        onChange={(event) => money.setAmount(event.target.value)}
        hint={`Up to ${formatPaise(maxPaise)}`}
        invalid={money.problem !== null}
      />
      {money.method === 'upi' && (
        <Field
          label="UPI reference (UTR)"
          optional
          autoComplete="off"
          value={money.reference}
          onChange={(event) => money.setReference(event.target.value)}
          maxLength={64}
        />
      )}
    </div>
  );
}
