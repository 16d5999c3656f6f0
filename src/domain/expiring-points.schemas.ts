import { z } from 'zod';

/** GET /api/admin/points/expiring (DESIGN 11.3, docs/decisions/080): whose points expire within 30 days, soonest first. */
export const expiringPointsSchema = z.object({
  customers: z.array(
    z.object({
      customerId: z.string(),
      name: z.string(),
      phone: z.string(),
      code: z.string(),
      /** The points that expire next, and the moment (an ISO instant; shown as an Asia/Kolkata date). */
      points: z.number().int(),
      on: z.string(),
    }),
  ),
});
export type ExpiringPoints = z.infer<typeof expiringPointsSchema>;
