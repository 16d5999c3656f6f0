import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { formatPaise } from '../../../domain/money';
import { phoneOrderMessages } from '../../../domain/staff-order-messages';
import { customerKeyOf } from '../../../domain/customer-code';
import { errorMessage } from '../../lib/api';
import { phoneOrdersApi, type OrderingCustomer } from '../../lib/admin-orders/phone-orders.api';
import { Alert } from '../ui/alert';
import { TierBadge } from '../ui/badge';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { PointsCount } from './order-totals';
import { useWords } from '../../i18n/use-words';

/** Step 1: the customer who phoned, found by phone number or code (the server says who it is). */
export function CustomerFinder({ onFound }: { onFound: (customer: OrderingCustomer) => void }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t, m } = useWords('admin');

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return setProblem(phoneOrderMessages.findBy);
    setBusy(true);
    setProblem(null);
    try {
      onFound(await phoneOrdersApi.findCustomer(customerKeyOf(typed)));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={find} className="space-y-3" noValidate>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          label={t('admin.finder.label')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="text"
          autoComplete="off"
          autoFocus
          placeholder={t('admin.finder.placeholder')}
          className="flex-1"
          invalid={problem !== null}
        />
        <Button type="submit" loading={busy}>
          <Search aria-hidden="true" className="size-4" />
          {t('admin.finder.find')}
        </Button>
      </div>
      {problem && <Alert tone="error">{m(problem)}</Alert>}
    </form>
  );
}

/** Staff enter orders for approved customers (a reserved one, added by the shop, included). */
export const canOrder = (customer: OrderingCustomer) =>
  customer.status === 'active' || customer.status === 'reserved';

/**
 * The customer once found: who they are, their tier, points, khata and where their last order went.
 * The counter offers a walk-in instead of another customer (`changeLabel`) and says its own word
 * when the account is not active (`notActive`, in English: it is translated here).
 */
export function FoundCustomer({
  customer,
  onChange,
  changeLabel,
  notActive = phoneOrderMessages.notActive(customer.status),
}: {
  customer: OrderingCustomer;
  onChange: () => void;
  changeLabel?: string;
  notActive?: string;
}) {
  const { t, m } = useWords('admin');
  return (
    <div className="@container space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold text-sand-900">
            {customer.name} <span className="font-normal text-sand-700">({customer.code})</span>
          </p>
          <p className="text-sand-800">{customer.phone}</p>
        </div>
        <Button variant="outline" onClick={onChange}>
          {changeLabel ?? t('admin.finder.change')}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm @lg:grid-cols-4">
        <div>
          <dt className="text-sand-700">{t('admin.finder.tier')}</dt>
          <dd>
            <TierBadge tier={customer.tier} />
          </dd>
        </div>
        <div>
          <dt className="text-sand-700">{t('admin.finder.points')}</dt>
          <dd className="font-semibold tabular-nums">
            <PointsCount points={customer.points} />
          </dd>
        </div>
        <div>
          <dt className="text-sand-700">{t('admin.finder.khata')}</dt>
          <dd className="font-semibold tabular-nums">
            {customer.creditLimitPaise > 0
              ? t('admin.finder.khataLeft', {
                  left: formatPaise(customer.creditLeftPaise),
                  limit: formatPaise(customer.creditLimitPaise),
                })
              : t('admin.finder.noCredit')}
          </dd>
        </div>
        <div>
          <dt className="text-sand-700">{t('admin.finder.lastAddress')}</dt>
          <dd className="break-words">
            {customer.address || customer.pincode
              ? [customer.address, customer.pincode].filter(Boolean).join(', ')
              : t('admin.finder.noneYet')}
          </dd>
        </div>
      </dl>
      {!canOrder(customer) && <Alert tone="error">{m(notActive)}</Alert>}
    </div>
  );
}
