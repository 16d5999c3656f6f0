import { businessDay } from '../../../domain/business-day';
import { messages } from '../../../domain/messages';
import {
  offerEffect,
  type OfferKind,
  type OfferTarget,
  type PricingOffer,
} from '../../../domain/offer-pricing';
import { offerPhase, offerTiersFor } from '../../../domain/offers';
import type { Offer, OfferFields } from '../../../domain/offers.schemas';
import type { Tier } from '../../../domain/tiers';
import { recordAudit } from '../../audit/audit-log';
import { prepared, type Database, type Queryable } from '../../db/client';
import { AppError } from '../../errors';

interface OfferRow {
  id: string;
  title: string;
  description: string;
  min_tier: Tier;
  kind: OfferKind;
  target: OfferTarget;
  category_id: string | null;
  category_name: string | null;
  product_ids: string[];
  percent: number | null;
  multiplier: number | null;
  starts_on: string;
  valid_until: string | null;
  stacks: boolean;
}
/** The chosen products that still exist, by name (what the admin's form shows). */
interface OfferViewRow extends OfferRow {
  products: { id: string; name: string }[];
}
const COLUMNS = `o.id, o.title, o.description, o.min_tier, o.kind, o.target, o.category_id,
  (select c.name from categories c where c.id = o.category_id) as category_name, o.product_ids,
  o.percent, o.multiplier, to_char(o.starts_on, 'YYYY-MM-DD') as starts_on,
  to_char(o.valid_until, 'YYYY-MM-DD') as valid_until, o.stacks`;
const VIEW_COLUMNS = `${COLUMNS}, (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name), '[]')
  from products p where p.id = any(o.product_ids)) as products`;

/** What an offer covers, in words: "Spices", "selected products", "everything". */
const coverage = (r: OfferRow) =>
  r.target === 'everything'
    ? 'everything'
    : r.target === 'category'
      ? (r.category_name ?? 'a removed category')
      : 'selected products';

const toOffer =
  (today: string) =>
  (r: OfferViewRow): Offer => ({
    id: r.id,
    title: r.title,
    description: r.description,
    minTier: r.min_tier,
    kind: r.kind,
    target: r.target,
    categoryId: r.category_id,
    categoryName: r.category_name,
    productIds: r.product_ids,
    products: r.products,
    percent: r.percent,
    multiplier: r.multiplier,
    startsOn: r.starts_on,
    validUntil: r.valid_until,
    stacks: r.stacks,
    effect: offerEffect(r, coverage(r)),
    phase: offerPhase(r.starts_on, r.valid_until, today),
  });

/** Current offers at or below this tier: started and not ended on the business day `today`. */
const CURRENT = `o.min_tier = any($1::text[]) and o.starts_on <= $2::date and (o.valid_until is null or o.valid_until >= $2::date)`;

/**
 * The offers that price a cart for a customer of this tier today (docs/decisions/076), oldest
 * first: the quote and the placed order ask this inside their transaction.
 */
export async function currentOffersFor(q: Queryable, tier: Tier, today: string): Promise<PricingOffer[]> {
  const rows = await q.query<OfferRow>(
    prepared(`select ${COLUMNS} from offers o
     where ${CURRENT} and o.kind in ('percent_off', 'points_multiplier') order by o.created_at, o.id`),
    [offerTiersFor(tier), today],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    kind: r.kind,
    target: r.target,
    categoryId: r.category_id,
    productIds: r.product_ids,
    percent: r.percent,
    multiplier: r.multiplier,
    stacks: r.stacks,
  }));
}

/**
 * An offer saved without a first day starts today, or on its last day when that is earlier (an
 * announcement of something past, as offers were before they had a first day).
 */
function withFirstDay(fields: OfferFields): OfferFields & { startsOn: string } {
  const today = businessDay();
  const startsOn =
    fields.startsOn ?? (fields.validUntil !== null && fields.validUntil < today ? fields.validUntil : today);
  return { ...fields, startsOn };
}

/** An offer's columns in the order the insert and the update name them. */
const values = (fields: OfferFields & { startsOn: string }) => [
  fields.title,
  fields.description,
  fields.minTier,
  fields.kind,
  fields.target,
  fields.categoryId,
  fields.productIds,
  fields.percent,
  fields.multiplier,
  fields.startsOn,
  fields.validUntil,
  fields.stacks,
];

/** The shop's tier offers (SPEC 4): what a customer sees, and the admin's changes, each audited. */
export function createOffersService(db: Database) {
  return {
    /**
     * Current offers a customer of this tier sees, newest first: those whose minimum tier is at or
     * below theirs (the domain's tierAtLeast), from their first day through their last in Kolkata.
     */
    async visibleTo(tier: Tier, limit: number): Promise<Offer[]> {
      const today = businessDay();
      const rows = await db.query<OfferViewRow>(
        `select ${VIEW_COLUMNS} from offers o where ${CURRENT} order by o.created_at desc, o.id desc limit $3`,
        [offerTiersFor(tier), today, limit],
      );
      return rows.map(toOffer(today));
    },

    /** Every offer, current or not, newest first (the list is short: at most 500). */
    async list(): Promise<Offer[]> {
      return (
        await db.query<OfferViewRow>(
          `select ${VIEW_COLUMNS} from offers o order by o.created_at desc, o.id desc limit 500`,
        )
      ).map(toOffer(businessDay()));
    },

    async create(adminId: string, input: OfferFields): Promise<Offer> {
      const fields = withFirstDay(input);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<OfferViewRow>(
          `with o as (insert into offers (title, description, min_tier, kind, target, category_id, product_ids,
             percent, multiplier, starts_on, valid_until, stacks)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning *)
           select ${VIEW_COLUMNS} from o`,
          values(fields),
        );
        await recordAudit(tx, {
          adminId,
          action: 'offer.create',
          entity: 'offer',
          entityId: row!.id,
          details: fields,
        });
        return toOffer(businessDay())(row!);
      });
    },

    async update(adminId: string, id: string, input: OfferFields): Promise<Offer> {
      const fields = withFirstDay(input);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<OfferViewRow>(
          `with o as (update offers set title = $2, description = $3, min_tier = $4, kind = $5, target = $6,
             category_id = $7, product_ids = $8, percent = $9, multiplier = $10, starts_on = $11,
             valid_until = $12, stacks = $13, updated_at = now()
           where id = $1 returning *)
           select ${VIEW_COLUMNS} from o`,
          [id, ...values(fields)],
        );
        if (!row) throw new AppError('NOT_FOUND', messages.offers.notFound);
        await recordAudit(tx, {
          adminId,
          action: 'offer.update',
          entity: 'offer',
          entityId: row.id,
          details: fields,
        });
        return toOffer(businessDay())(row);
      });
    },

    async remove(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await tx.query('delete from offers where id = $1 returning id', [id]);
        if (!deleted.length) throw new AppError('NOT_FOUND', messages.offers.notFound);
        await recordAudit(tx, { adminId, action: 'offer.delete', entity: 'offer', entityId: id });
      });
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
