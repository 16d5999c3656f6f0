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

export function createCategoriesService(db: Database) {
  return {
    /** Every category by name, with how many products it holds (the shop hides empty ones if it likes). */
    async list(): Promise<Category[]> {
      const rows = await db.query<CategoryRow>(
        `select c.id, c.name, c.description, count(p.id) as product_count
         from categories c left join products p on p.category_id = c.id
         group by c.id
         order by lower(c.name), c.name`,
      );
      return rows.map(toCategory);
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
