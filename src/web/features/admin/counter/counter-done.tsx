import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Printer, ShoppingBasket } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import { whatsAppChatUrl } from '../../../../domain/whatsapp';
import { receiptApi, type CounterSale } from '../../../lib/admin-orders/counter.api';
import { errorMessage } from '../../../lib/api';
import { Receipt } from '../../../components/receipt';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { useWords } from '../../../i18n/use-words';

export interface CompletedSale {
  sale: CounterSale;
  /** Who bought: their name and phone for WhatsApp; null for a walk-in. */
  customer: { name: string; phone: string } | null;
}

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
  const { t, m } = useWords('admin');
  const token = sale.receiptUrl.split('/').pop()!;
  const receipt = useQuery({
    queryKey: ['receipt', token],
    queryFn: ({ signal }) => receiptApi.byToken(token, signal),
  });
  const link = `${window.location.origin}${sale.receiptUrl}`;
  const message = `Your receipt for ${formatPaise(sale.order.amountPaidPaise)}: ${link}`;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <div className="space-y-4 print:hidden">
        <PageTitle title="Sale complete" description="Print the receipt, or send its link on WhatsApp." />
        <Alert tone="success" title={`Sale ${sale.order.id} complete`}>
          {customer ? `${customer.name}: ` : 'Walk-in: '}
          {formatPaise(sale.order.amountPaidPaise)} paid.
          {sale.changePaise > 0 && (
            <span className="mt-1 block text-3xl font-bold tabular-nums" data-testid="counter-done-change">
              Change: {formatPaise(sale.changePaise)}
            </span>
          )}
        </Alert>
      </div>
      {receipt.data ? (
        <Receipt receipt={receipt.data} words={{ t: (key, params) => t(`admin.${key}`, params), m }} />
      ) : receipt.isError ? (
        <Alert tone="error">{errorMessage(receipt.error)}</Alert>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button autoFocus size="lg" onClick={onNewSale}>
          <ShoppingBasket aria-hidden="true" className="size-5" />
          New sale
        </Button>
        <Button size="lg" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
        <a
          href={receiptWhatsAppUrl(customer?.phone ?? null, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline', 'lg')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          Send on WhatsApp
        </a>
      </div>
    </div>
  );
}
