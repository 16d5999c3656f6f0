import { malayalamSearchText } from '../../../domain/catalogue-search';
import type { Queryable } from '../../db/client';
import type { TableImporter } from '../table-importer';
import { convertCategory } from './catalogue-rows';
import { convertRow } from './convert-row';

/**
 * The category of this name (any case), made if the shop has none: categories are unique by name,
 * so an old category named like one of ours (General) is that one.
 */
export async function categoryNamed(
  db: Queryable,
  name: string,
  fields: { description?: string; nameMl?: string; createdAt?: Date | null; updatedAt?: Date | null } = {},
): Promise<{ id: string; created: boolean }> {
  const nameMl = fields.nameMl ?? '';
  const [made] = await db.query<{ id: string }>(
    `insert into categories (name, description, created_at, updated_at, name_ml, search_ml)
     values ($1, $2, coalesce($3, now()), coalesce($4, $3, now()), $5, $6)
     on conflict ((lower(name))) do nothing returning id`,
    [
      name,
      fields.description ?? '',
      fields.createdAt ?? null,
      fields.updatedAt ?? null,
      nameMl,
      malayalamSearchText(nameMl),
    ],
  );
  if (made) return { id: made.id, created: true };
  const [found] = await db.query<{ id: string }>('select id from categories where lower(name) = lower($1)', [
    name,
  ]);
  return { id: found!.id, created: false };
}

export const categoriesImporter: TableImporter = {
  table: 'categories',
  async importRows(rows, { db, report, legacyIds }) {
    for await (const row of rows) {
      const category = convertRow(report, row, convertCategory);
      if (!category) continue;
      if (await legacyIds.get('categories', category.legacyId)) {
        report.alreadyImported++;
        continue;
      }
      const { id, created } = await categoryNamed(db, category.name, category);
      if (!created)
        report.problem(
          'same name as a category of the shop: merged',
          `${category.legacyId}: ${category.name}`,
        );
      await legacyIds.remember('categories', category.legacyId, id);
      report.imported++;
    }
  },
};
