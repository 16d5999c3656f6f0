import type { PricedLine } from './checkout';
import { lineAmountPaise } from './line-amount';
import { formatPaise } from './money';

/**
 * docs/decisions/076: what a shop offer does. `percent_off` takes a percentage off the lines it
 * covers, `points_multiplier` multiplies their point money, `free_delivery` is shown but prices
 * nothing until the shop charges for delivery, and `notice` is an announcement that prices nothing.
 */
export const OFFER_KINDS = ['percent_off', 'points_multiplier', 'free_delivery', 'notice'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Which lines an offer covers: every product, one category's, or chosen products. */
export const OFFER_TARGETS = ['everything', 'category', 'products'] as const;
export type OfferTarget = (typeof OFFER_TARGETS)[number];

/** The ranges an offer's amount may take: a whole percent, a whole multiplier. */
export const OFFER_PERCENT_RANGE = { min: 1, max: 90 } as const;
export const OFFER_MULTIPLIER_RANGE = { min: 2, max: 5 } as const;

/** An offer as pricing sees it. */
export interface PricingOffer {
  id: string;
  title: string;
  kind: OfferKind;
  target: OfferTarget;
  categoryId: string | null;
  productIds: readonly string[];
  percent: number | null;
  multiplier: number | null;
  /** "Combines with other offers": it applies beside others only when every one of them says so. */
  stacks: boolean;
}

/** A cart line as an offer sees it: the priced line, with its product and category. */
export interface OfferCartLine extends PricedLine {
  productId: string;
  categoryId: string;
}

/** What one offer gave an order: paise off what it costs, and point money added. */
export interface AppliedOffer {
  offerId: string;
  title: string;
  kind: 'percent_off' | 'points_multiplier';
  percent: number | null;
  multiplier: number | null;
  discountPaise: number;
  extraPointMoneyPaise: number;
  /**
   * A percent off that gave less than its percent on some line, because the line reached its
   * company price: the customer is told, so "10% off" never quietly means less.
   */
  limitedByPrice: boolean;
}

/** A line after the offers: what they took off it and the point money it now earns (all units). */
export type OfferedLine<L extends OfferCartLine> = L & {
  offerDiscountPaise: number;
  offerPointMoneyPaise: number;
};

export interface OffersPriced<L extends OfferCartLine> {
  lines: OfferedLine<L>[];
  applied: AppliedOffer[];
}

/** Whether an offer covers a cart line (an offer on a category no longer there covers nothing). */
export function offerCovers(
  offer: Pick<PricingOffer, 'target' | 'categoryId' | 'productIds'>,
  line: { productId: string; categoryId: string },
): boolean {
  if (offer.target === 'everything') return true;
  if (offer.target === 'category') return offer.categoryId !== null && offer.categoryId === line.categoryId;
  return offer.productIds.includes(line.productId);
}

const prices = (offer: PricingOffer): offer is PricingOffer & { kind: AppliedOffer['kind'] } =>
  (offer.kind === 'percent_off' && offer.percent !== null) ||
  (offer.kind === 'points_multiplier' && offer.multiplier !== null);

/**
 * These offers together on the lines: every percent off first, each its percent of what the line
 * sells for at the tier price (to the paisa, half up), never taking the line below its company
 * price (the percents of offers that combine add up until that floor); the line's point money is
 * then its own less that discount, never below zero; then each multiplier adds (multiplier − 1) ×
 * that point money.
 */
function applyTogether<L extends OfferCartLine>(
  lines: readonly L[],
  offers: readonly (PricingOffer & { kind: AppliedOffer['kind'] })[],
): OffersPriced<L> {
  const applied = offers.map((offer): AppliedOffer => ({
    offerId: offer.id,
    title: offer.title,
    kind: offer.kind,
    percent: offer.kind === 'percent_off' ? offer.percent : null,
    multiplier: offer.kind === 'points_multiplier' ? offer.multiplier : null,
    discountPaise: 0,
    extraPointMoneyPaise: 0,
    limitedByPrice: false,
  }));
  const priced = lines.map((line) => {
    const sellsFor = lineAmountPaise(line.unitPricePaise, line.quantity, line.weighed);
    const margin = Math.max(
      0,
      sellsFor - lineAmountPaise(line.companyPricePerUnitPaise, line.quantity, line.weighed),
    );
    let discount = 0;
    offers.forEach((offer, index) => {
      if (offer.kind !== 'percent_off' || !offerCovers(offer, line)) return;
      const asked = Math.floor((sellsFor * offer.percent! + 50) / 100);
      const give = Math.min(asked, margin - discount);
      discount += give;
      applied[index]!.discountPaise += give;
      if (give < asked) applied[index]!.limitedByPrice = true;
    });
    const pointMoney = Math.max(
      0,
      lineAmountPaise(line.pointMoneyPerUnitPaise, line.quantity, line.weighed) - discount,
    );
    let extra = 0;
    offers.forEach((offer, index) => {
      if (offer.kind !== 'points_multiplier' || !offerCovers(offer, line)) return;
      const more = pointMoney * (offer.multiplier! - 1);
      extra += more;
      applied[index]!.extraPointMoneyPaise += more;
    });
    return { ...line, offerDiscountPaise: discount, offerPointMoneyPaise: pointMoney + extra };
  });
  return { lines: priced, applied };
}

/** What an offer is worth to the customer: paise off now, and point money added, one for one. */
const worth = (offer: AppliedOffer) => offer.discountPaise + offer.extraPointMoneyPaise;

/**
 * The shop's offers on a cart (docs/decisions/076). The applicable offers are those that would
 * give this cart something on their own. When every one of them combines with others, all apply;
 * otherwise the customer gets the one worth most to them (a rupee off and a rupee of point money
 * count the same; on a tie, money off before points, then the order given).
 */
export function priceOffers<L extends OfferCartLine>(
  lines: readonly L[],
  offers: readonly PricingOffer[],
): OffersPriced<L> {
  const applicable = offers.filter(prices).filter((offer) => {
    const [alone] = applyTogether(lines, [offer]).applied;
    return worth(alone!) > 0;
  });
  if (applicable.every((offer) => offer.stacks)) {
    const together = applyTogether(lines, applicable);
    return { lines: together.lines, applied: together.applied.filter((offer) => worth(offer) > 0) };
  }
  let best = applyTogether(lines, [applicable[0]!]);
  for (const offer of applicable.slice(1)) {
    const alone = applyTogether(lines, [offer]);
    const [a, b] = [alone.applied[0]!, best.applied[0]!];
    if (
      worth(a) > worth(b) ||
      (worth(a) === worth(b) && a.kind === 'percent_off' && b.kind !== 'percent_off')
    )
      best = alone;
  }
  return best;
}

/** What an offer does, in a few words: "10% off Spices", "Double points on Spices". */
export function offerEffect(
  offer: { kind: OfferKind; percent: number | null; multiplier: number | null },
  coverage: string,
): string | null {
  if (offer.kind === 'percent_off') return `${offer.percent}% off ${coverage}`;
  if (offer.kind === 'points_multiplier')
    return `${multiplierWord(offer.multiplier ?? 2)} points on ${coverage}`;
  if (offer.kind === 'free_delivery') return 'Free delivery';
  return null;
}

const MULTIPLIER_WORDS: Record<number, string> = { 2: 'Double', 3: 'Triple' };
const multiplierWord = (multiplier: number) => MULTIPLIER_WORDS[multiplier] ?? `${multiplier}×`;

/**
 * An offer's own line on the checkout, the order pages and the admin's order details: its title
 * and what it did, "Offer: Spice week" −₹19.60, or "Offer: Double points" +₹40.00 point money
 * (a multiplier is not a discount: the order earns more).
 */
export function appliedOfferLine(
  offer: Omit<AppliedOffer, 'limitedByPrice'> & { limitedByPrice?: boolean },
): { label: string; amount: string } {
  const amount =
    offer.kind === 'percent_off'
      ? `−${formatPaise(offer.discountPaise)}`
      : `+${formatPaise(offer.extraPointMoneyPaise)} point money`;
  const limited = offer.limitedByPrice ? ' (less on items already at their lowest price)' : '';
  return { label: `Offer: ${offer.title}${limited}`, amount };
}
