import { storedMalayalam } from '../../../domain/catalogue-search';
import { isTier, TIERS, type Tier } from '../../../domain/tiers';
import { readLegacyImage, type LegacyImage } from '../images/legacy-image';
import { BadValue, bool, integer, timestamp } from '../legacy-fields';
import type { LegacyRow } from '../legacy-row';
import { legacyId, Notes, requiredText, storableText, type Converted } from './row-conversion';

/** Categories, services and club tiers: the old rows are ours with other names (LEGACY-EXPORT.md). */

export interface CategoryImport {
  legacyId: string;
  name: string;
  nameMl: string;
  description: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export function convertCategory(row: LegacyRow): Converted<CategoryImport> {
  const notes = new Notes();
  const value = {
    legacyId: legacyId(row),
    name: requiredText(row, 'name', notes, 60),
    /** Optional (docs/decisions/094): NFC, joiners kept. */
    nameMl: storedMalayalam(storableText(row, 'name_ml', notes, 60) ?? ''),
    description: storableText(row, 'description', notes) ?? '',
    createdAt: timestamp(row.created_at),
    updatedAt: timestamp(row.updated_at),
  };
  return { value, notes: notes.list };
}

export interface ServiceImport {
  legacyId: string;
  title: string;
  description: string;
  /** SPEC 3: free text ('₹150 per hour', 'Contact for quote'), kept as written. */
  priceText: string;
  category: string;
  image: LegacyImage;
  isActive: boolean;
  createdAt: Date | null;
}

export function convertService(row: LegacyRow): Converted<ServiceImport> {
  const notes = new Notes();
  const value = {
    legacyId: legacyId(row),
    title: requiredText(row, 'title', notes, 120),
    description: storableText(row, 'description', notes) ?? '',
    priceText: storableText(row, 'price', notes, 80) ?? '',
    category: storableText(row, 'category', notes, 60) ?? '',
    image: readLegacyImage(typeof row.image === 'string' ? row.image : null),
    isActive: bool(row.isActive) ?? true,
    createdAt: timestamp(row.created_at),
  };
  return { value, notes: notes.list };
}

export interface ClubTierImport {
  legacyId: string;
  tierName: Tier;
  title: string;
  description: string;
  price: string;
  image: LegacyImage;
  displayOrder: number;
}

/** The tier a club row names, whatever its case; Platinum is Diamond (DESIGN 7: Platinum is not a tier). */
function clubTier(row: LegacyRow, notes: Notes): Tier {
  const given = requiredText(row, 'tier_name', notes);
  const named = TIERS.find((tier) => tier.toLowerCase() === given.toLowerCase());
  if (named && isTier(named)) return named;
  if (given.toLowerCase() === 'platinum') {
    notes.add('Platinum club is Diamond', given);
    return 'Diamond';
  }
  throw new BadValue('not a tier', `tier_name ${given} is not Bronze, Silver, Gold or Diamond`);
}

export function convertClubTier(row: LegacyRow): Converted<ClubTierImport> {
  const notes = new Notes();
  const value = {
    legacyId: legacyId(row),
    tierName: clubTier(row, notes),
    title: requiredText(row, 'title', notes, 120),
    description: storableText(row, 'description', notes, 1000) ?? '',
    price: storableText(row, 'price', notes, 80) ?? '',
    image: readLegacyImage(typeof row.image_url === 'string' ? row.image_url : null),
    displayOrder: integer(row.display_order) ?? 0,
  };
  return { value, notes: notes.list };
}
