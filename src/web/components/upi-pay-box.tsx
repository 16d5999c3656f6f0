import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { formatPaise } from '../../domain/money';
import { QrCode } from './qr-code';
import { buttonClass } from './ui/button';
import { useT } from '../i18n/i18n-context';

/**
 * A UPI request on screen: the QR code (another phone scans it), the exact amount and payee, and
 * the button that opens a UPI app on this phone. The checkout and an order's pay page show it alike.
 */
export function UpiPayBox({
  link,
  amountPaise,
  payeeName,
  payeeId,
  children,
}: {
  /** The upi://pay link the QR code holds and the button opens. */
  link: string;
  amountPaise: number;
  payeeName: string;
  payeeId: string;
  /** What to do after paying, under the button. */
  children: ReactNode;
}) {
  const amount = formatPaise(amountPaise);
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-sand-200 bg-sand-50 p-4 sm:flex-row sm:items-start">
      <QrCode
        value={link}
        label={t('payParts.qrLabel', { amount, payee: payeeName })}
        className="size-52 shrink-0"
      />
      <div className="w-full min-w-0 space-y-3 text-center sm:text-left">
        <div>
          <p className="text-sm text-sand-700">{t('payParts.payExactly')}</p>
          <p className="text-2xl font-bold text-sand-900 tabular-nums">{amount}</p>
          <p className="text-sm text-sand-700">
            {t('payParts.to')} <span className="font-semibold text-sand-900">{payeeName}</span>
            <br />
            {t('payParts.upiId')}{' '}
            <span className="font-mono font-semibold break-all text-sand-900">{payeeId}</span>
          </p>
        </div>
        <a href={link} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
          <ExternalLink aria-hidden="true" className="size-4" /> {t('payParts.payWithApp')}
        </a>
        <div className="text-sm text-sand-700">{children}</div>
      </div>
    </div>
  );
}
