import type { Category, CategoryInput } from '../../../domain/catalogue.schemas';
import { messages } from '../../../domain/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';

interface CategoryRow {
  id: string;
  name: string;
  description: string;
  product_count: number;
}

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  productCount: row.product_count,
});

/**
 * Reads the categories alone: each keeps its product count (migration 011's triggers), so the
 * list costs the same at 100 products or 100k (docs/decisions/018).
 */
export const CATEGORY_LIST_SQL = `select id, name, description, product_count from categories order by lower(name), name`;

export function createCategoriesService(db: Database) {
  return {
    /** Every category by name, with how many products it holds (the shop hides empty ones if it likes). */
    async list(): Promise<Category[]> {
      return (await db.query<CategoryRow>(CATEGORY_LIST_SQL)).map(toCategory);
    },

    /** Names are unique whatever their case ('Rice' and 'rice' are one category). */
    async create(adminId: string, input: CategoryInput): Promise<Category> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.query<CategoryRow>(
            `insert into categories (name, description) values ($1, $2)
             returning id, name, description, 0 as product_count`,
            [input.name, input.description],
          );
          await recordAudit(tx, {
            adminId,
            action: 'create',
            entity: 'category',
            entityId: row!.id,
            details: { name: input.name },
          });
          return toCategory(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'categories_name_unique')) {
          throw new AppError('CONFLICT', messages.category.duplicate(input.name), {
            name: messages.category.duplicate(input.name),
          });
        }
        throw error;
      }
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
