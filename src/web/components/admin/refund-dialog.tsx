import { useState, type FormEvent } from 'react';
import { messages } from '../../../domain/messages';
import { formatPaise } from '../../../domain/money';
import {
  formatApiQuantity,
  quantityProblem,
  toApiQuantity,
  toStoredQuantity,
  type Measure,
} from '../../../domain/quantities';
import { refundPreview, type RefundableLine, type RequestedRefundLine } from '../../../domain/refunds';
import { LineQuantity } from '../order-badges';
import { errorMessage } from '../../lib/api';
import { createKeyKeeper } from '../../lib/idempotency-key';
import { notify } from '../../lib/notify';
import type { AdminOrder } from '../../lib/admin-orders/orders.api';
import { useRefundOrder } from '../../lib/admin-orders/orders.queries';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../ui/dialog';
import { Field } from '../ui/field';
import { TextareaField } from '../ui/textarea';

/** The order's lines as the refund rules read them: quantities as stored (docs/decisions/084). */
const refundableLines = (order: AdminOrder): (RefundableLine & Measure)[] =>
  order.items.map((item) => ({
    lineNo: item.lineNo,
    productId: item.productId,
    name: item.name,
    unitPricePaise: item.unitPricePaise,
    quantity: toStoredQuantity(item.quantity, item.weighed),
    pointMoneyPaise: item.pointMoneyPaise,
    refundedQuantity: toStoredQuantity(item.refundedQuantity, item.weighed),
    unit: item.unit,
    weighed: item.weighed,
  }));

/** Units (or thousandths) left to refund on a line whose product still exists (a deleted one cannot be named). */
const leftOf = (line: RefundableLine) => (line.productId ? line.quantity - line.refundedQuantity : 0);

/**
 * The quantities typed (pieces, or a weighed line's kg), as the request's lines and as the rules
 * store them; null when one is not whole pieces, has more than 3 decimals or is out of range.
 */
function requestedLines(
  lines: (RefundableLine & Measure)[],
  typed: Record<number, string>,
): { asked: RequestedRefundLine[]; stored: RequestedRefundLine[] } | null {
  const asked: RequestedRefundLine[] = [];
  const stored: RequestedRefundLine[] = [];
  for (const line of lines) {
    const text = (typed[line.lineNo] ?? '').trim();
    const quantity = text === '' ? 0 : Number(text);
    if (quantity === 0) continue;
    const problem = quantityProblem(quantity, line);
    if (problem === 'not-whole' || problem === 'too-precise' || !(quantity > 0)) return null;
    const units = toStoredQuantity(quantity, line.weighed);
    if (units > leftOf(line)) return null;
    asked.push({ productId: line.productId!, quantity });
    stored.push({ productId: line.productId!, quantity: units });
  }
  return { asked, stored };
}

/**
 * "Refund…" (docs/decisions/069): the order's lines with how many of each come back (all that is
 * left, unless changed), an optional reason, and what goes back to the customer, shown before the
 * owner confirms. Sent with one Idempotency-Key per request body, so a retry refunds once.
 */
function RefundForm({ order, onRefunded }: { order: AdminOrder; onRefunded: (order: AdminOrder) => void }) {
  const refund = useRefundOrder();
  const [keys] = useState(() => createKeyKeeper());
  const lines = refundableLines(order);
  const [typed, setTyped] = useState<Record<number, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.lineNo, String(toApiQuantity(leftOf(line), line.weighed))])),
  );
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const requested = requestedLines(lines, typed);
  const preview =
    requested && requested.stored.length > 0 ? refundPreview(order, lines, requested.stored) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requested || requested.asked.length === 0) {
      setProblem(messages.orders.refundQuantityAboveZero);
      return;
    }
    setProblem(null);
    const body = { lines: requested.asked, ...(reason.trim() ? { reason: reason.trim() } : {}) };
    try {
      const result = await refund.mutateAsync({ orderId: order.id, body, key: keys.keyFor(body) });
      keys.reset();
      notify.success(result.message);
      onRefunded(result.order);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Refund"
      className="space-y-4 text-sm"
    >
      {problem && (
        <p role="alert" className="font-semibold text-red-800">
          {problem}
        </p>
      )}
      <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200">
        {order.items.map((item, index) => {
          const line = lines[index]!;
          return (
            <li key={line.lineNo} className="flex items-end justify-between gap-3 px-3 py-2.5">
              <div className="min-w-0 self-center">
                <p className="font-semibold break-words text-sand-900">{line.name}</p>
                <p className="text-sand-700">
                  <LineQuantity item={item} />
                  {item.refundedQuantity > 0 &&
                    ` · ${formatApiQuantity(item.refundedQuantity, item)} refunded`}
                </p>
              </div>
              {leftOf(line) > 0 ? (
                <Field
                  label={
                    <>
                      Refund<span className="sr-only"> {line.name}</span>
                    </>
                  }
                  className="w-24 shrink-0"
                  type="number"
                  inputMode={line.weighed ? 'decimal' : 'numeric'}
                  step={line.weighed ? 0.001 : 1}
                  min={0}
                  max={toApiQuantity(leftOf(line), line.weighed)}
                  value={typed[line.lineNo] ?? ''}
                  onChange={(event) => setTyped((now) => ({ ...now, [line.lineNo]: event.target.value }))}
                  invalid={requested === null}
                />
              ) : (
                <p className="shrink-0 self-center font-semibold text-sand-700">
                  {line.productId ? 'Refunded' : 'Product deleted'}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <TextareaField
        label="Reason"
        optional
        rows={2}
        maxLength={300}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="space-y-1 rounded-xl bg-sand-50 p-3" aria-live="polite">
        <p className="flex justify-between gap-3 text-base font-bold text-sand-900">
          <span>Goes back to the customer</span>
          <span className="tabular-nums">{formatPaise(preview?.moneyBackPaise ?? 0)}</span>
        </p>
        {preview && preview.moneyBackPaise < preview.sharePaise && (
          <p className="text-sand-700">
            These items come to {formatPaise(preview.sharePaise)}; only what was paid beyond the items kept
            goes back.
          </p>
        )}
        <p className="text-sand-700">
          The items go back in stock. Points earned on them and the referral rewards they paid are taken back;
          their share of any points used is returned.
        </p>
      </div>
      <DialogFooter className="mt-0">
        <DialogClose asChild>
          <Button variant="outline" disabled={refund.isPending}>
            Keep Order
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={refund.isPending} disabled={!preview}>
          Refund {formatPaise(preview?.moneyBackPaise ?? 0)}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function RefundDialog({
  order,
  onOpenChange,
  onRefunded,
}: {
  order: AdminOrder | null;
  onOpenChange: (open: boolean) => void;
  onRefunded: (order: AdminOrder) => void;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      {order && (
        <DialogContent
          title={`Refund order ${order.id}`}
          description="Choose how many of each item come back."
        >
          <RefundForm
            key={order.id}
            order={order}
            onRefunded={(refunded) => {
              onRefunded(refunded);
              onOpenChange(false);
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
