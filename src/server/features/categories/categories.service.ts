import type { Category, CategoryInput } from '../../../domain/catalogue.schemas';
import { malayalamSearchText } from '../../../domain/catalogue-search';
import { messages } from '../../../domain/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Database, Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { clearShopListCache } from '../products';

interface CategoryRow {
  id: string;
  name: string;
  name_ml: string;
  description: string;
  product_count: number;
}

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  nameMl: row.name_ml,
  description: row.description,
  productCount: row.product_count,
});

/**
 * Reads the categories alone: each keeps its product count (migration 011's triggers), so the
 * list costs the same at 100 products or 100k (docs/decisions/018).
 */
export const CATEGORY_LIST_SQL = `select id, name, name_ml, description, product_count from categories order by lower(name), name`;

/** Names are unique whatever their case ('Rice' and 'rice' are one category): the field says so. */
function duplicateName(error: unknown, name: string): unknown {
  if (!isUniqueViolation(error, 'categories_name_unique')) return error;
  const message = messages.category.duplicate(name);
  return new AppError('CATEGORY_NAME_TAKEN', message, { name: message });
}

/** The category, locked until the transaction ends: products cannot join it meanwhile. */
async function lockCategory(tx: Queryable, id: string): Promise<CategoryRow> {
  const [row] = await tx.query<CategoryRow>(
    'select id, name, name_ml, description, product_count from categories where id = $1 for update',
    [id],
  );
  if (!row) throw new AppError('NOT_FOUND', messages.category.notFound);
  return row;
}

export function createCategoriesService(db: Database) {
  return {
    /** Every category by name, with how many products it holds (the shop hides empty ones if it likes). */
    async list(): Promise<Category[]> {
      return (await db.query<CategoryRow>(CATEGORY_LIST_SQL)).map(toCategory);
    },

    async create(adminId: string, input: CategoryInput): Promise<Category> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.query<CategoryRow>(
            `insert into categories (name, description, name_ml, search_ml) values ($1, $2, $3, $4)
             returning id, name, name_ml, description, 0 as product_count`,
            [input.name, input.description, input.nameMl ?? '', malayalamSearchText(input.nameMl ?? '')],
          );
          await recordAudit(tx, {
            adminId,
            action: 'create',
            entity: 'category',
            entityId: row!.id,
            details: { name: input.name, nameMl: row!.name_ml },
          });
          return toCategory(row!);
        });
      } catch (error) {
        throw duplicateName(error, input.name);
      }
    },

    /**
     * Renames a category (and sets its description). Products name their category by id, so they
     * all follow in this one statement; the shop's cached pages, which show the name, are dropped.
     */
    async update(adminId: string, id: string, input: CategoryInput): Promise<Category> {
      try {
        return await db.transaction(async (tx) => {
          const before = await lockCategory(tx, id);
          const [row] = await tx.query<CategoryRow>(
            `update categories set name = $2, description = $3, name_ml = $4, search_ml = $5, updated_at = now()
             where id = $1 returning id, name, name_ml, description, product_count`,
            [
              id,
              input.name,
              input.description,
              input.nameMl ?? before.name_ml,
              malayalamSearchText(input.nameMl ?? before.name_ml),
            ],
          );
          await recordAudit(tx, {
            adminId,
            action: 'update',
            entity: 'category',
            entityId: id,
            details: {
              before: { name: before.name, nameMl: before.name_ml, description: before.description },
              after: { name: row!.name, nameMl: row!.name_ml, description: row!.description },
            },
          });
          return toCategory(row!);
        });
      } catch (error) {
        throw duplicateName(error, input.name);
      } finally {
        clearShopListCache();
      }
    },

    /**
     * Only an empty category goes: its products would otherwise be left with none. Under the lock
     * no product can join it (adding one must lock the row too), so the count is the truth.
     */
    async remove(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockCategory(tx, id);
        const [{ n: products }] = (await tx.query<{ n: number }>(
          'select count(*)::int as n from products where category_id = $1',
          [id],
        )) as [{ n: number }];
        if (products > 0)
          throw new AppError('CATEGORY_NOT_EMPTY', messages.category.inUse(before.name, products));
        await tx.query('delete from categories where id = $1', [id]);
        await recordAudit(tx, {
          adminId,
          action: 'delete',
          entity: 'category',
          entityId: id,
          details: { name: before.name, description: before.description },
        });
      });
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
