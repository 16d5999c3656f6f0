import type { TableImporter } from './table-importer';
import { adminUsersImporter } from './tables/admin-users';
import { categoriesImporter } from './tables/categories';
import { clubTiersImporter } from './tables/club-tiers';
import { customersImporter } from './tables/customers';
import { dailySalesImporter } from './tables/daily-sales';
import { leaderboardConfigImporter } from './tables/leaderboard-config';
import { ordersImporter } from './tables/orders';
import { productsImporter } from './tables/products';
import { servicesImporter } from './tables/services';

/**
 * Every table importer, in LEGACY_TABLES order (admins and customers before the orders that name
 * them); each lives in tables/<table>.ts. A table of the export with no importer here is named in
 * the report and not read.
 */
export const IMPORTERS: readonly TableImporter[] = [
  adminUsersImporter,
  customersImporter(),
  categoriesImporter,
  productsImporter,
  servicesImporter,
  clubTiersImporter,
  leaderboardConfigImporter,
  ordersImporter,
  dailySalesImporter,
];
