/**
 * The old hosted app's tables (LEGACY-EXPORT.md), in the order the import reads them: admins and
 * customers before the orders that name them, categories before the products that name them.
 */
export const LEGACY_TABLES = [
  'admin_users',
  'customers',
  'categories',
  'products',
  'services',
  'club_tiers',
  'leaderboard_config',
  'orders',
  'daily_sales',
] as const;

export type LegacyTable = (typeof LEGACY_TABLES)[number];

export function isLegacyTable(name: string): name is LegacyTable {
  return (LEGACY_TABLES as readonly string[]).includes(name);
}
