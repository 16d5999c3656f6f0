import { z } from 'zod';
import { PRODUCT_UNITS } from './quantities';

/**
 * GET /api/admin/dashboard: the owner's counts (issue 12, item 8), each from a table of counts or a
 * small index (docs/decisions/033). `newThisWeek` is who joined in the last 7 Asia/Kolkata days,
 * today included; `lowStock` is 1 to ADMIN_LOW_STOCK_THRESHOLD in stock, `outOfStock` is 0.
 */
export const dashboardCountsSchema = z.object({
  customers: z.number().int(),
  newThisWeek: z.number().int(),
  products: z.number().int(),
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
  pendingOrders: z.number().int(),
  pendingRegistrations: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** GET /api/admin/products/low-stock: products at or below the threshold, lowest stock first. */
export const lowStockQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  cursor: z.string().max(200).optional(),
});

export const lowStockProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  /** In the product's unit: 2.5 (kg) for a weighed product, whole for a piece (docs/decisions/084). */
  stockQuantity: z.number(),
  unit: z.enum(PRODUCT_UNITS),
  weighed: z.boolean(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

export const lowStockPageSchema = z.object({
  items: z.array(lowStockProductSchema),
  nextCursor: z.string().nullable(),
});
export type LowStockPage = z.infer<typeof lowStockPageSchema>;
