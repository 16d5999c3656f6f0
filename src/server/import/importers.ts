import type { TableImporter } from './table-importer';

/**
 * Every table importer, in LEGACY_TABLES order (admins and customers before the orders that name
 * them); each lives in tables/<table>.ts. A table of the export with no importer here is named in
 * the report and not read.
 */
export const IMPORTERS: readonly TableImporter[] = [];
