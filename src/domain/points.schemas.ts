import { z } from 'zod';
import { LEDGER_KINDS } from './ledger-words';

/** One row of the customer's points history, in plain words (domain/ledger-words). */
export const pointsEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(LEDGER_KINDS),
  description: z.string(),
  pointsDelta: z.number().int(),
  /** Points that became pending (+), or left pending (−: released or voided), docs/decisions/074. */
  pendingDelta: z.number().int(),
  pointMoneyPaise: z.number().int(),
  orderId: z.string().nullable(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** GET /api/me/points: the balance, what a point is worth, the carried point money, and a page of the ledger. */
export const pointsPageSchema = z.object({
  points: z.number().int(),
  pointValuePaise: z.number().int(),
  carriedPointMoneyPaise: z.number().int(),
  pointMoneyPerPointPaise: z.number().int(),
  entries: z.array(pointsEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type PointsPage = z.infer<typeof pointsPageSchema>;
