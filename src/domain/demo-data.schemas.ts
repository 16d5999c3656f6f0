import { z } from 'zod';

/**
 * What the demo seed left in the shop (docs/decisions/040): its customers, every order placed in
 * their accounts, and their ledger rows. Null once removed, or in a shop never seeded.
 */
export const demoDataSchema = z.object({
  customers: z.number().int(),
  orders: z.number().int(),
  ledgerRows: z.number().int(),
});
export type DemoData = z.infer<typeof demoDataSchema>;

/** GET /api/admin/demo-data. */
export const demoDataViewSchema = z.object({ demo: demoDataSchema.nullable() });

/** POST /api/admin/demo-data/remove: what went. */
export const demoDataRemovedSchema = z.object({ removed: demoDataSchema });
