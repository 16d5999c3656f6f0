import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Printer, ShoppingBasket } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import { languageFrom, type Language } from '../../../../domain/language';
import type { OrderingCustomer } from '../../../../domain/phone-order.schemas';
import { receiptMessage, whatsAppChatUrl } from '../../../../domain/whatsapp';
import { receiptApi, type CounterSale } from '../../../lib/admin-orders/counter.api';
import { errorMessage } from '../../../lib/api';
import { Receipt } from '../../../components/receipt';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { useWords } from '../../../i18n/use-words';

export interface CompletedSale {
  sale: CounterSale;
  /** Who bought: their name, phone and language for WhatsApp; null for a walk-in. */
  customer: { name: string; phone: string; language: Language } | null;
}

/** Who bought, as the finished sale needs them: a sale parked before customers had a language reads English. */
export const buyer = (customer: OrderingCustomer): NonNullable<CompletedSale['customer']> => ({
  name: customer.name,
  phone: customer.phone,
  language: languageFrom(customer.language),
});

/** A WhatsApp message with the receipt's link: to the customer's number, or to anyone for a walk-in. */
export function receiptWhatsAppUrl(phone: string | null, text: string): string {
  return phone ? whatsAppChatUrl(phone, text) : `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * After Complete: the change once more, the receipt exactly as its link shows it, Print, Send on
 * WhatsApp, and New sale (focused: Enter starts the next sale).
 */
export function CounterDone({ completed, onNewSale }: { completed: CompletedSale; onNewSale: () => void }) {
  const { sale, customer } = completed;
  const { t, m, lang } = useWords('admin');
  const token = sale.receiptUrl.split('/').pop()!;
  const receipt = useQuery({
    queryKey: ['receipt', token],
    queryFn: ({ signal }) => receiptApi.byToken(token, signal),
  });
  const link = `${window.location.origin}${sale.receiptUrl}`;
  // In the customer's language; a walk-in's in the screen's (they read it over the counter).
  const message = receiptMessage(sale.order.amountPaidPaise, link, customer?.language ?? lang);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <div className="space-y-4 print:hidden">
        <PageTitle title={t('admin.counter.done.title')} description={t('admin.counter.done.intro')} />
        <Alert tone="success" title={t('admin.counter.done.saleComplete', { id: sale.order.id })}>
          {t('admin.counter.done.paidBy', {
            who: customer ? customer.name : t('admin.counter.walkIn'),
            amount: formatPaise(sale.order.amountPaidPaise),
          })}
          {sale.changePaise > 0 && (
            <span className="mt-1 block text-3xl font-bold tabular-nums" data-testid="counter-done-change">
              {t('admin.counter.done.change', { amount: formatPaise(sale.changePaise) })}
            </span>
          )}
        </Alert>
      </div>
      {receipt.data ? (
        <Receipt receipt={receipt.data} words={{ t: (key, params) => t(`admin.${key}`, params), m }} />
      ) : receipt.isError ? (
        <Alert tone="error">{m(errorMessage(receipt.error))}</Alert>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button autoFocus size="lg" onClick={onNewSale}>
          <ShoppingBasket aria-hidden="true" className="size-5" />
          {t('admin.counter.done.newSale')}
        </Button>
        <Button size="lg" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {t('admin.counter.done.print')}
        </Button>
        <a
          href={receiptWhatsAppUrl(customer?.phone ?? null, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline', 'lg')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('admin.counter.done.whatsApp')}
        </a>
      </div>
    </div>
  );
}
