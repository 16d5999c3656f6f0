import { useId } from 'react';
import { Banknote, NotebookPen, Smartphone } from 'lucide-react';
import { khataOverLimit } from '../../../../domain/khata';
import { formatPaise } from '../../../../domain/money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../domain/payment-methods';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useT } from '../../../i18n/i18n-context';
import type { TranslationKey } from '../../../i18n/translator';

const DETAILS: Record<PaymentMethod, { Icon: typeof Banknote; hint: TranslationKey }> = {
  cod: { Icon: Banknote, hint: 'checkout.codHint' },
  upi: {
    Icon: Smartphone,
    hint: 'checkout.upiHint',
  },
  khata: { Icon: NotebookPen, hint: 'checkout.khataHint' },
};

/** A customer's khata at checkout: offered only when the shop gives them a limit (docs/decisions/070). */
export interface KhataOffer {
  leftPaise: number;
  /** The order's total when known: above what is left, the card says so before placing. */
  orderPaise: number | null;
}

/** The browser's refusal of a khata order above what is left (the server checks it again). */
export function khataRefusal(khata: KhataOffer | null): string | null {
  return khata && khata.orderPaise !== null ? khataOverLimit(khata.leftPaise, khata.orderPaise) : null;
}

/**
 * Cash on Delivery, UPI, or Pay later (khata) for a customer the shop gives credit. The UPI code
 * comes after Place Order, on the order's pay page: only then does the request carry the order id
 * the shop matches the payment by (docs/decisions/071).
 */
export function PaymentCard({
  method,
  onMethodChange,
  khata,
}: {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** Null when the customer has no khata (or is a guest): the choice is not shown. */
  khata: KhataOffer | null;
}) {
  const name = useId();
  const refusal = method === 'khata' ? khataRefusal(khata) : null;
  const { t, m } = useT();
  return (
    <Card className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="mb-3 text-lg font-bold text-sand-900">{t('checkout.payment')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.filter((option) => option !== 'khata' || khata).map((option) => {
            const { Icon, hint } = DETAILS[option];
            const checked = method === option;
            return (
              <label
                key={option}
                className={cn(
                  'flex min-h-11 cursor-pointer gap-3 rounded-xl border-2 p-3.5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  checked ? 'border-brand-700 bg-brand-50' : 'border-sand-200 bg-white hover:border-sand-400',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={checked}
                  onChange={() => onMethodChange(option)}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span className="min-w-0">
                  <span className="flex items-center gap-2 font-semibold text-sand-900">
                    <Icon aria-hidden="true" className="size-5 text-brand-700" />
                    {m(PAYMENT_METHOD_LABELS[option])}
                  </span>
                  <span className="mt-0.5 block text-sm text-sand-700">
                    {option === 'khata' && khata
                      ? `${t('checkout.khataLeft', { amount: formatPaise(khata.leftPaise) })} ${t(hint)}`
                      : t(hint)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {refusal && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {m(refusal)}
        </p>
      )}
    </Card>
  );
}
