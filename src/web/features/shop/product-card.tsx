import { useEffect, useRef } from 'react';
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import type { PublicProduct } from '../../../domain/catalogue.schemas';
import { cardImage } from '../../../domain/image-variants';
import { formatPaise } from '../../../domain/money';
import { keepPackSizeTogether } from '../../../domain/pack-size';
import { wasPricePaise } from '../../../domain/pricing';
import { formatApiQuantity, onlineStep, perUnitWords } from '../../../domain/quantities';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/page-title';
import { MalayalamName } from '../../components/product-name';
import { stockBadge } from './stock';
import { useT } from '../../i18n/i18n-context';

const PLACEHOLDER = '/images/product-placeholder.svg';

interface ProductCardProps {
  product: PublicProduct;
  /** What the customer's current offers do on this product ("10% off Snacks & Bakery"); none for guests. */
  offers?: readonly string[];
  quantity: number;
  onAdd: () => void;
  onSetQuantity: (quantity: number) => void;
  /** The first cards of the page load their pictures at once; the rest when scrolled near. */
  eager?: boolean;
  /** The first row's pictures (the page's largest paint) go before everything else the page loads. */
  first?: boolean;
}

/**
 * Keeps keyboard focus in the card's cart controls when they change shape: Add to Cart becomes the
 * stepper (focus on its +, or on its − when + is at the stock), the last − brings Add to Cart back,
 * and a + that reaches the stock hands focus to −. Without this, focus fell to <body>.
 */
function useCartControlsFocus(quantity: number) {
  const add = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const less = useRef<HTMLButtonElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  /** A control of this card was pressed: keep focus in the card after the change. */
  const pressed = useRef(false);

  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const active = document.activeElement;
    const lost = !active || active === document.body || (active as HTMLButtonElement).disabled;
    if (!lost && controls.current?.contains(active)) return;
    const target =
      quantity === 0 ? add.current : more.current && !more.current.disabled ? more.current : less.current;
    target?.focus();
  }, [quantity]);

  const press = () => {
    pressed.current = true;
  };
  return { addRef: add, moreRef: more, lessRef: less, controlsRef: controls, press };
}

/** One product on the shop shelf: picture, name, price this shopper pays, point money, stock, cart controls. */
export function ProductCard({
  product,
  quantity,
  onAdd,
  onSetQuantity,
  offers = [],
  eager = false,
  first = false,
}: ProductCardProps) {
  const { addRef, moreRef, lessRef, controlsRef, press } = useCartControlsFocus(quantity);
  const { t, m, lang } = useT();
  const badge = stockBadge(product.stockQuantity, product);
  const picture = cardImage(product.imageUrl || PLACEHOLDER);
  // One press adds or takes a piece, or half a kg of a weighed product (docs/decisions/084).
  const step = onlineStep(product);
  const stepWords = product.weighed ? formatApiQuantity(step, product) : t('shop.one');
  const outOfStock = product.stockQuantity < step;
  const atStock = quantity + step > product.stockQuantity;
  const perUnit = perUnitWords(product) && t('shop.perUnit', { unit: product.unit });
  const wasPaise = wasPricePaise(product);

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
      <div className="relative aspect-square bg-sand-100">
        <img
          // Uploaded pictures have a 400 px copy: a phone's card downloads that, not the 1200 px one.
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.sizes}
          alt=""
          width={320}
          height={320}
          loading={eager || first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
          onError={(event) => {
            const image = event.currentTarget;
            // No small copy (a picture stored before there were any): fall back to the large one.
            if (image.srcset) image.removeAttribute('srcset');
            else if (!image.src.endsWith(PLACEHOLDER)) image.src = PLACEHOLDER;
          }}
        />
        {badge && (
          <Badge tone={badge.tone} className="absolute top-2 left-2 bg-white shadow-sm">
            {m(badge.label)}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs font-medium text-sand-600">
          {lang === 'ml' && product.categoryMl ? (
            <span lang="ml">{product.categoryMl}</span>
          ) : (
            product.category
          )}
        </p>
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-sand-900 sm:text-base">
          {keepPackSizeTogether(product.name)}
        </h3>
        <MalayalamName
          nameMl={product.nameMl}
          className="-mt-1 line-clamp-1 text-sm font-medium text-sand-700"
        />
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold text-sand-900">
            {formatPaise(product.sellingPricePaise)}
            {perUnit && <span className="text-sm font-semibold text-sand-700"> {perUnit}</span>}
          </span>
          {wasPaise !== null && (
            <s className="text-sm text-sand-600">
              <span className="sr-only">{t('shop.was')} </span>
              {formatPaise(wasPaise)}
            </s>
          )}
        </p>
        {product.pointMoneyPaise > 0 && (
          <p className="text-xs font-semibold text-brand-800">
            {t('shop.earnPointMoney', { amount: formatPaise(product.pointMoneyPaise) })}
          </p>
        )}
        {offers.map((effect) => (
          <p key={effect} className="text-xs font-semibold text-accent-700">
            {t('shop.offer', { effect })}
          </p>
        ))}
        <div ref={controlsRef} className="mt-auto pt-2">
          {quantity > 0 ? (
            <div className="flex items-center justify-between gap-1 rounded-xl bg-brand-50 ring-1 ring-brand-200">
              <Button
                ref={lessRef}
                variant="ghost"
                size="icon"
                aria-label={t('shop.removeStep', { step: stepWords, name: product.name })}
                onClick={() => {
                  press();
                  onSetQuantity(quantity - step);
                }}
              >
                <Minus aria-hidden="true" className="size-5" />
              </Button>
              <span className="text-sm font-bold whitespace-nowrap text-brand-900">
                {formatApiQuantity(quantity, product)}
                <span className="sr-only"> {t('shop.inCart', { name: product.name })}</span>
              </span>
              <Button
                ref={moreRef}
                variant="ghost"
                size="icon"
                aria-label={t('shop.addStep', { step: stepWords, name: product.name })}
                disabled={atStock}
                title={atStock ? t('shop.noMoreStock') : undefined}
                onClick={() => {
                  press();
                  onSetQuantity(quantity + step);
                }}
              >
                <Plus aria-hidden="true" className="size-5" />
              </Button>
            </div>
          ) : (
            <Button
              ref={addRef}
              className="w-full"
              disabled={outOfStock}
              // What it shows first, then which product (WCAG 2.5.3): "Add to Cart: Jaya Rice 5 kg".
              aria-label={`${outOfStock ? t('shop.outOfStock') : t('shop.addToCart')}: ${product.name}`}
              onClick={() => {
                press();
                onAdd();
              }}
            >
              <ShoppingCart aria-hidden="true" className="size-4" />
              {outOfStock ? t('shop.outOfStock') : t('shop.addToCart')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

export function ProductCardSkeleton() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-2xl border border-sand-200 bg-white">
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>
    </li>
  );
}
