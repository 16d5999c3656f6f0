import { MessageCircle } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import { phoneOrderMessages } from '../../../../domain/messages';
import type { AdminOrder } from '../../../../domain/order';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/payment-methods';
import { payLinkMessage } from '../../../../domain/pay-page';
import { whatsAppChatUrl } from '../../../../domain/whatsapp';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useWords } from '../../../i18n/use-words';

/** After Place: the order's number, what it comes to, and for UPI the pay link to send the customer. */
export function PhonePlaced({ order, onAnother }: { order: AdminOrder; onAnother: () => void }) {
  const { t, m } = useWords('admin');
  const payLink =
    order.paymentMethod === 'upi' && order.payUrl ? `${window.location.origin}${order.payUrl}` : null;
  return (
    <Card className="space-y-4">
      <Alert tone="success" title={m(phoneOrderMessages.placed(order.id))}>
        {t('admin.phone.paidWith', {
          name: order.customerName,
          amount: formatPaise(order.amountPaidPaise),
          method: m(PAYMENT_METHOD_LABELS[order.paymentMethod]),
        })}
      </Alert>
      {payLink && (
        <div className="space-y-2">
          <p className="font-semibold text-sand-900">{t('admin.phone.payLink')}</p>
          <p className="font-mono text-sm break-all text-sand-800">{payLink}</p>
          <a
            href={whatsAppChatUrl(
              order.customerPhone,
              payLinkMessage(order.id, order.duePaise, payLink, order.customerLanguage),
            )}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('outline')}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('admin.phone.whatsApp')}
          </a>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onAnother}>{t('admin.phone.another')}</Button>
        <ButtonLink to={`/admin/purchases?search=${encodeURIComponent(order.id)}`} variant="outline">
          {t('admin.phone.seeIt')}
        </ButtonLink>
      </div>
    </Card>
  );
}
