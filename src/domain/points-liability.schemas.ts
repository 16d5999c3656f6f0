import { z } from 'zod';

/** The dashboard's liability trend: this many Asia/Kolkata days, today included (docs/decisions/083). */
export const LIABILITY_TREND_DAYS = 90;

/**
 * One day's liability (DESIGN 11.3): the points and pending points customers held at its end (today:
 * now), and what they are worth at the shop's point value today.
 */
export const liabilityDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD, an Asia/Kolkata day'),
  points: z.number().int(),
  pendingPoints: z.number().int(),
  pointsPaise: z.number().int(),
  pendingPaise: z.number().int(),
});
export type LiabilityDay = z.infer<typeof liabilityDaySchema>;

/** GET /api/admin/points/liability: today's figure (live) and the trend, oldest day first, today last. */
export const pointsLiabilitySchema = z.object({
  pointValuePaise: z.number().int(),
  today: liabilityDaySchema,
  days: z.array(liabilityDaySchema),
});
export type PointsLiability = z.infer<typeof pointsLiabilitySchema>;

/** A day's points and pending points, and their worth at `pointValuePaise` a point. */
export function liabilityDay(
  date: string,
  points: number,
  pendingPoints: number,
  pointValuePaise: number,
): LiabilityDay {
  return {
    date,
    points,
    pendingPoints,
    pointsPaise: points * pointValuePaise,
    pendingPaise: pendingPoints * pointValuePaise,
  };
}
