import { useState } from 'react';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { MAX_QUANTITY } from '../../../domain/cart-limits';
import { formatPaise } from '../../../domain/money';
import {
  UNIT_LABELS,
  formatApiQuantity,
  hasAtMostThreeDecimals,
  onlineStep,
  type Measure,
} from '../../../domain/quantities';
import { Button } from '../ui/button';
import { useWords } from '../../i18n/use-words';

/** A line staff put together for a customer (a phone order, a counter sale): quantity in the product's unit. */
export interface SaleLine extends Measure {
  productId: string;
  name: string;
  /** Pieces, or a weighed product's weight in its unit (0.75 kg). */
  quantity: number;
}

/** The smallest quantity a line takes: one piece, or a gram's worth (0.001) of a weighed product. */
const least = (measure: Measure) => (measure.weighed ? 0.001 : 1);

/** A quantity kept within what a line takes, to 3 decimals for a weighed product. */
export function clampQuantity(quantity: number, measure: Measure): number {
  const rounded = measure.weighed ? Math.round(quantity * 1000) / 1000 : Math.round(quantity);
  return Math.min(Math.max(rounded, least(measure)), MAX_QUANTITY);
}

/**
 * One line of a sale staff enter (the phone order's picker, the counter): its name, price per piece
 * or per kg, − and + (1 piece, or 0.5 kg), the quantity or weight typed, and remove. The price
 * and the line's amount are the server's quote, shown once it answers.
 */
export function SaleLineRow({
  line,
  unitPricePaise,
  amountPaise,
  onQuantity,
  onRemove,
}: {
  line: SaleLine;
  unitPricePaise: number | undefined;
  amountPaise?: number | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useWords('admin');
  const step = onlineStep(line);
  const unit = line.weighed ? ` (${UNIT_LABELS[line.unit]})` : '';
  const stepWords = line.weighed ? `${step} ${UNIT_LABELS[line.unit]}` : t('admin.sale.one');
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-sand-200 bg-white p-3">
      <span className="min-w-0 flex-1 basis-40">
        <span className="block font-semibold break-words text-sand-900">{line.name}</span>
        <span className="text-xs text-sand-700 tabular-nums">
          {unitPricePaise === undefined
            ? t('admin.sale.pricing')
            : // The price words beside a line: "₹45.50 each", or "₹45.50 per kg" for a weighed product.
              `${formatPaise(unitPricePaise)} ${line.weighed ? t('shop.perUnit', { unit: line.unit }) : t('cart.each')}`}
          {line.weighed && ` · ${formatApiQuantity(line.quantity, line)}`}
        </span>
      </span>
      <span className="flex items-center gap-1">
        <Button
          size="icon"
          variant="outline"
          aria-label={t('admin.sale.less', { step: stepWords, name: line.name })}
          disabled={line.quantity <= least(line)}
          onClick={() => onQuantity(clampQuantity(line.quantity - step, line))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </Button>
        <QuantityInput
          key={line.productId}
          quantity={line.quantity}
          weighed={line.weighed}
          label={
            line.weighed
              ? t('admin.sale.weightOf', { name: line.name, unit })
              : t('admin.sale.quantityOf', { name: line.name })
          }
          onQuantity={(quantity) => onQuantity(clampQuantity(quantity, line))}
        />
        <Button
          size="icon"
          variant="outline"
          aria-label={t('admin.sale.more', { step: stepWords, name: line.name })}
          onClick={() => onQuantity(clampQuantity(line.quantity + step, line))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('admin.sale.remove', { name: line.name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </span>
      {amountPaise !== undefined && (
        <span className="basis-full text-right font-semibold text-sand-900 tabular-nums">
          {formatPaise(amountPaise)}
        </span>
      )}
    </li>
  );
}

/**
 * The quantity or weight as typed: a draft while it is half-written ("0." on the way to "0.75"),
 * the line's quantity once it reads as one.
 */
function QuantityInput({
  quantity,
  weighed,
  label,
  onQuantity,
}: {
  quantity: number;
  weighed: boolean;
  label: string;
  onQuantity: (quantity: number) => void;
}) {
  // What was typed, for the quantity it was typed at: a stepper or a scan shows its own number.
  const [draft, setDraft] = useState({ text: String(quantity), quantity });
  const text = draft.quantity === quantity ? draft.text : String(quantity);
  return (
    <input
      type="text"
      inputMode={weighed ? 'decimal' : 'numeric'}
      value={text}
      aria-label={label}
      onChange={(event) => {
        const typed = event.target.value.replace(',', '.');
        const value = Number(typed);
        const usable =
          typed.trim() !== '' &&
          value > 0 &&
          (weighed ? hasAtMostThreeDecimals(value) : Number.isInteger(value));
        setDraft({ text: typed, quantity: usable ? value : quantity });
        if (usable) onQuantity(value);
      }}
      onBlur={() => setDraft({ text: String(quantity), quantity })}
      className="min-h-11 w-20 rounded-xl border border-sand-300 text-center tabular-nums"
    />
  );
}
