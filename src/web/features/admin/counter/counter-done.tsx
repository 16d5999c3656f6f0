import { MessageCircle, Printer, ShoppingBasket } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import { whatsAppChatUrl } from '../../../../domain/whatsapp';
import type { CounterPayment, CounterSale } from '../../../lib/admin-orders/counter.api';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Receipt, type ReceiptView } from '../../../components/receipt';

export interface CompletedSale {
  sale: CounterSale;
  receipt: ReceiptView;
  /** The customer's phone for WhatsApp; null for a walk-in. */
  phone: string | null;
}

/** The receipt of a sale just completed, from the order the server answered and the payments sent. */
export function receiptOfSale(
  { order, changePaise }: CounterSale,
  payments: CounterPayment[],
  walkIn: boolean,
): ReceiptView {
  return {
    orderId: order.id,
    at: order.deliveredAt ?? order.orderDate,
    customerName: walkIn ? null : order.customerName,
    lines: order.items.map(({ name, quantity, unit, weighed, unitPricePaise }) => ({
      name,
      quantity,
      unit,
      weighed,
      unitPricePaise,
    })),
    subtotalPaise: order.totalAmountPaise,
    discountPaise: order.totalAmountPaise - order.amountPaidPaise,
    pointsUsed: order.pointsUsed,
    totalPaise: order.amountPaidPaise,
    payments: payments.map(({ method, amountPaise }) => ({ method, amountPaise })),
    changePaise,
    pointMoneyPaise: order.pointMoneyPaise,
  };
}

/** A WhatsApp message with the receipt's link: to the customer's number, or to anyone for a walk-in. */
export function receiptWhatsAppUrl(phone: string | null, text: string): string {
  return phone ? whatsAppChatUrl(phone, text) : `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** After Complete: the change once more, the receipt, Print, Send on WhatsApp, and New sale. */
export function CounterDone({ completed, onNewSale }: { completed: CompletedSale; onNewSale: () => void }) {
  const { sale, receipt, phone } = completed;
  const link = `${window.location.origin}${sale.receiptUrl}`;
  const message = `Your receipt from the shop for ${formatPaise(receipt.totalPaise)}: ${link}`;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <div className="print:hidden">
        <Alert tone="success" title={`Sale ${sale.order.id} complete`}>
          {formatPaise(receipt.totalPaise)} paid.
          {sale.changePaise > 0 && (
            <span className="mt-1 block text-3xl font-bold tabular-nums" data-testid="counter-done-change">
              Change: {formatPaise(sale.changePaise)}
            </span>
          )}
        </Alert>
      </div>
      <Receipt receipt={receipt} />
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
          href={receiptWhatsAppUrl(phone, message)}
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
