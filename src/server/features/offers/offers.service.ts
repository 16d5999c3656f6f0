import { businessDay } from '../../../domain/business-day';
import { messages } from '../../../domain/messages';
import { offerTiersFor } from '../../../domain/offers';
import type { Offer, OfferFields } from '../../../domain/offers.schemas';
import type { Tier } from '../../../domain/tiers';
import { recordAudit } from '../../audit/audit-log';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';

interface OfferRow {
  id: string;
  title: string;
  description: string;
  min_tier: Tier;
  valid_until: string | null;
}
const COLUMNS = `id, title, description, min_tier, to_char(valid_until, 'YYYY-MM-DD') as valid_until`;
const toOffer = (r: OfferRow): Offer => ({
  id: r.id,
  title: r.title,
  description: r.description,
  minTier: r.min_tier,
  validUntil: r.valid_until,
});

/** The shop's tier offers (SPEC 4): what a customer sees, and the admin's changes, each audited. */
export function createOffersService(db: Database) {
  return {
    /**
     * Live offers a customer of this tier sees, newest first: those whose minimum tier is at or
     * below theirs (the domain's tierAtLeast), live through their last day in Kolkata.
     */
    async visibleTo(tier: Tier, limit: number): Promise<Offer[]> {
      const rows = await db.query<OfferRow>(
        `select ${COLUMNS} from offers
         where min_tier = any($1::text[]) and (valid_until is null or valid_until >= $2::date)
         order by created_at desc limit $3`,
        [offerTiersFor(tier), businessDay(), limit],
      );
      return rows.map(toOffer);
    },

    /** Every offer, live or not, newest first (the list is short: at most 500). */
    async list(): Promise<Offer[]> {
      return (
        await db.query<OfferRow>(`select ${COLUMNS} from offers order by created_at desc limit 500`)
      ).map(toOffer);
    },

    async create(adminId: string, fields: OfferFields): Promise<Offer> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<OfferRow>(
          `insert into offers (title, description, min_tier, valid_until) values ($1, $2, $3, $4) returning ${COLUMNS}`,
          [fields.title, fields.description, fields.minTier, fields.validUntil],
        );
        await recordAudit(tx, {
          adminId,
          action: 'offer.create',
          entity: 'offer',
          entityId: row!.id,
          details: fields,
        });
        return toOffer(row!);
      });
    },

    async update(adminId: string, id: string, fields: OfferFields): Promise<Offer> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<OfferRow>(
          `update offers set title = $2, description = $3, min_tier = $4, valid_until = $5, updated_at = now()
           where id = $1 returning ${COLUMNS}`,
          [id, fields.title, fields.description, fields.minTier, fields.validUntil],
        );
        if (!row) throw new AppError('NOT_FOUND', messages.offers.notFound);
        await recordAudit(tx, {
          adminId,
          action: 'offer.update',
          entity: 'offer',
          entityId: row.id,
          details: fields,
        });
        return toOffer(row);
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
