import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import { MAX_QUANTITY } from '../../../../domain/cart-limits';
import {
  apiLineAmountPaise,
  formatApiQuantity,
  measureOf,
  onlineStep,
  perUnitWords,
} from '../../../../domain/quantities';
import { Button } from '../../../components/ui/button';
import { ProductName } from '../../../components/product-name';
import type { CartItem } from '../../../lib/cart/cart-rules';
import type { Quote } from '../orders.api';
import { useT } from '../../../i18n/i18n-context';

const PLACEHOLDER = '/images/product-placeholder.svg';

/**
 * The order summary's lines: picture, name, the price this shopper pays (the quote's when there
 * is one), quantity controls and Remove. Increase stops at the stock; decreasing to 0 removes.
 * A weighed product is priced per kg and stepped by half a kg (docs/decisions/084).
 */
export function CartLines({
  items,
  quote,
  onSetQuantity,
  onRemove,
}: {
  items: readonly CartItem[];
  quote: Quote | null;
  onSetQuantity: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}) {
  const quoted = new Map(quote?.lines.map((line) => [line.productId, line]));
  const { t } = useT();
  return (
    <ul aria-label={t('cart.itemsInCart')} className="divide-y divide-sand-100">
      {items.map((item) => {
        const line = quoted.get(item.id);
        const unitPaise = line?.unitPricePaise ?? item.price;
        const mrpPaise = line?.mrpPaise ?? null;
        const measure = measureOf(item);
        const step = onlineStep(measure);
        const stepWords = measure.weighed ? formatApiQuantity(step, measure) : null;
        const maxQuantity = Math.min(item.stockQuantity, MAX_QUANTITY);
        const atMax = item.quantity + step > maxQuantity;
        const lastStep = item.quantity <= step;
        return (
          <li key={item.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
            <img
              src={item.image || PLACEHOLDER}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-xl bg-sand-100 object-cover"
              onError={(event) => {
                if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER;
              }}
            />
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="leading-snug font-semibold text-sand-900">
                    <ProductName name={item.name} nameMl={item.nameMl} />
                  </p>
                  <p className="text-sm text-sand-700">
                    {formatPaise(unitPaise)}{' '}
                    {perUnitWords(measure) ? t('shop.perUnit', { unit: measure.unit }) : t('cart.each')}
                    {mrpPaise !== null && mrpPaise > unitPaise && (
                      <>
                        {' '}
                        <s className="text-sand-600">
                          <span className="sr-only">{t('cart.mrp')} </span>
                          {formatPaise(mrpPaise)}
                        </s>
                      </>
                    )}
                  </p>
                </div>
                <p className="font-bold whitespace-nowrap text-sand-900 tabular-nums">
                  {formatPaise(
                    apiLineAmountPaise({
                      unitPricePaise: unitPaise,
                      quantity: item.quantity,
                      weighed: measure.weighed,
                    }),
                  )}
                </p>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div
                  role="group"
                  aria-label={t('cart.quantityOf', { name: item.name })}
                  className="inline-flex items-center rounded-xl bg-sand-50 ring-1 ring-sand-200"
                >
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={
                      lastStep
                        ? t('cart.remove', { name: item.name })
                        : stepWords
                          ? t('cart.stepLess', { step: stepWords, name: item.name })
                          : t('cart.oneLess', { name: item.name })
                    }
                    onClick={() => onSetQuantity(item.id, item.quantity - step)}
                  >
                    <Minus aria-hidden="true" className="size-5" />
                  </Button>
                  <span className="min-w-8 text-center font-bold whitespace-nowrap tabular-nums">
                    {formatApiQuantity(item.quantity, measure)}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={
                      stepWords
                        ? t('cart.stepMore', { step: stepWords, name: item.name })
                        : t('cart.oneMore', { name: item.name })
                    }
                    disabled={atMax}
                    onClick={() => onSetQuantity(item.id, item.quantity + step)}
                  >
                    <Plus aria-hidden="true" className="size-5" />
                  </Button>
                </div>
                {atMax && item.stockQuantity <= MAX_QUANTITY && (
                  <span className="text-xs font-medium text-accent-700">
                    {t('cart.onlyInStock', { quantity: formatApiQuantity(item.stockQuantity, measure) })}
                  </span>
                )}
                <Button
                  variant="ghost"
                  className="text-red-800 hover:bg-red-50"
                  onClick={() => onRemove(item.id)}
                  aria-label={t('cart.removeFromCart', { name: item.name })}
                >
                  <Trash2 aria-hidden="true" className="size-4" /> {t('cart.removeButton')}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
