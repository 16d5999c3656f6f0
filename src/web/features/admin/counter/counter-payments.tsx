import { Banknote, NotebookPen, Smartphone, Trash2 } from 'lucide-react';
import {
  remainingBefore,
  tenderState,
  type CounterTender,
  type TenderPart,
} from '../../../../domain/counter-tender';
import { formatPaise, paiseToRupeesText, parseRupees } from '../../../../domain/money';
import type { Quote } from '../../../../domain/order';
import { upiPayLink } from '../../../../domain/upi-link';
import type { CounterPayment } from '../../../lib/admin-orders/counter.api';
import { SHOP } from '../../../lib/shop-info';
import { QrCode } from '../../../components/qr-code';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useWords } from '../../../i18n/use-words';

/** One payment as typed at the counter: the amount as text until it reads as rupees. */
export interface PaymentEntry {
  id: number;
  method: CounterTender;
  amountText: string;
  /** UPI's transaction reference (UTR), when the customer reads it out; optional. */
  reference: string;
}

/** The entries as parts to add up: one whose amount does not read as rupees counts nothing. */
export function tenderParts(entries: readonly PaymentEntry[]): TenderPart[] {
  return entries.map((entry) => {
    const parsed = parseRupees(entry.amountText);
    return { method: entry.method, amountPaise: parsed.ok && parsed.paise > 0 ? parsed.paise : 0 };
  });
}

/** The payments as the sale sends them: those with an amount, a UPI reference when typed. */
export function paymentsToSend(entries: readonly PaymentEntry[]): CounterPayment[] {
  return entries.flatMap((entry) => {
    const [{ amountPaise }] = tenderParts([entry]) as [TenderPart];
    const reference = entry.reference.trim();
    return amountPaise === 0
      ? []
      : [{ method: entry.method, amountPaise, ...(reference ? { reference } : {}) }];
  });
}

/** A new payment by `method`, pre-filled with what the others leave to pay. */
export function addPayment(entries: readonly PaymentEntry[], method: CounterTender, duePaise: number) {
  const left = remainingBefore(duePaise, tenderParts(entries));
  const id = Math.max(0, ...entries.map((entry) => entry.id)) + 1;
  return [...entries, { id, method, amountText: paiseToRupeesText(left), reference: '' }];
}

const ICONS = { cash: Banknote, upi: Smartphone, khata: NotebookPen } as const;

/**
 * How the customer pays: cash (what they hand over, the change in large type), UPI (the QR for
 * exactly that part, big enough to scan across the counter) and khata (when they have credit),
 * split between them; each new part starts at what the others leave.
 */
export function CounterPayments({
  quote,
  entries,
  onEntries,
  khataLeftPaise,
  problems,
}: {
  quote: Quote;
  entries: PaymentEntry[];
  onEntries: (entries: PaymentEntry[]) => void;
  /** The customer's khata credit left; null when they have none (or it is a walk-in). */
  khataLeftPaise: number | null;
  /** The server's refusals about the payments, by the entry's position. */
  problems: Record<number, string>;
}) {
  const { t, m } = useWords('admin');
  const tender = (method: CounterTender) => t(`admin.counter.tender.${method}`);
  const due = quote.amountPaidPaise;
  const state = tenderState(due, tenderParts(entries));
  const methods: CounterTender[] = khataLeftPaise === null ? ['cash', 'upi'] : ['cash', 'upi', 'khata'];
  const update = (id: number, change: Partial<PaymentEntry>) =>
    onEntries(entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('admin.counter.pay.addPayment')}>
        {methods.map((method) => {
          const Icon = ICONS[method];
          return (
            <Button
              key={method}
              variant="outline"
              onClick={() => onEntries(addPayment(entries, method, due))}
              disabled={state.remainingPaise === 0 && method !== 'cash'}
            >
              <Icon aria-hidden="true" className="size-4" />
              {tender(method)}
            </Button>
          );
        })}
      </div>
      {khataLeftPaise !== null && (
        <p className="text-sm text-sand-700">
          {t('admin.counter.pay.khataLeft', { amount: formatPaise(khataLeftPaise) })}
        </p>
      )}
      <ul className="space-y-3" aria-label={t('admin.counter.pay.payments')}>
        {entries.map((entry, index) => {
          const parsed = parseRupees(entry.amountText);
          const typo = entry.amountText.trim() !== '' && (!parsed.ok || parsed.paise < 0);
          const refusal = problems[index];
          const problem = refusal !== undefined ? m(refusal) : typo ? t('admin.counter.pay.typo') : undefined;
          const label =
            entry.method === 'cash'
              ? t('admin.counter.pay.cashGiven')
              : t('admin.counter.pay.amount', { method: tender(entry.method) });
          return (
            <li key={entry.id} className="space-y-3 rounded-xl border border-sand-200 bg-white p-3">
              <div className="flex items-end gap-2">
                <Field
                  label={label}
                  inputMode="decimal"
                  autoComplete="off"
                  value={entry.amountText}
                  onChange={(event) => update(entry.id, { amountText: event.target.value })}
                  invalid={problem !== undefined}
                  hint={problem}
                  className="flex-1"
                />
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('admin.counter.pay.remove', { method: tender(entry.method) })}
                  onClick={() => onEntries(entries.filter((kept) => kept.id !== entry.id))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
              {entry.method === 'upi' && parsed.ok && parsed.paise > 0 && (
                <UpiQr quote={quote} amountPaise={parsed.paise} />
              )}
              {entry.method === 'upi' && (
                <Field
                  label={t('admin.counter.pay.utr')}
                  optional
                  inputMode="numeric"
                  maxLength={35}
                  value={entry.reference}
                  onChange={(event) => update(entry.id, { reference: event.target.value })}
                />
              )}
            </li>
          );
        })}
      </ul>
      {entries.length > 0 && state.problem && due > 0 && (
        <Alert tone={state.remainingPaise > 0 ? 'info' : 'error'}>
          {state.remainingPaise > 0
            ? t('admin.counter.pay.stillToPay', { amount: formatPaise(state.remainingPaise) })
            : m(state.problem)}
        </Alert>
      )}
      {state.changePaise > 0 && !state.problem && (
        <div className="rounded-xl bg-brand-50 p-4 text-center" role="status">
          <p className="text-sm font-semibold text-brand-900">{t('admin.counter.pay.change')}</p>
          <p className="text-4xl font-bold text-brand-900 tabular-nums" data-testid="counter-change">
            {formatPaise(state.changePaise)}
          </p>
        </div>
      )}
    </div>
  );
}

/** The QR the customer scans from across the counter: exactly this part's amount. */
function UpiQr({ quote, amountPaise }: { quote: Quote; amountPaise: number }) {
  const { t } = useWords('admin');
  const amount = formatPaise(amountPaise);
  const link = upiPayLink({
    payeeId: quote.upi.payeeId,
    payeeName: quote.upi.payeeName,
    amountPaise,
    note: `${SHOP.name} counter`,
  });
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-sand-50 p-3">
      <QrCode
        value={link}
        size={288}
        label={t('admin.counter.pay.qr', { amount, payee: quote.upi.payeeName })}
        className="size-72 max-w-full"
      />
      <p className="text-center">
        <span className="block text-sm text-sand-700">{t('admin.counter.pay.scanExactly')}</span>
        <span className="text-3xl font-bold text-sand-900 tabular-nums">{amount}</span>
        <span className="block text-sm text-sand-700">
          {t('admin.counter.pay.to', { payee: quote.upi.payeeName })}
        </span>
      </p>
    </div>
  );
}
