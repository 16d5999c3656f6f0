import { SERVICE_PLACEHOLDER_IMAGE } from '../../../domain/placeholder-images';
import { messages } from '../../../domain/messages';
import type { Service, ServiceInput } from '../../../domain/services.schemas';
import { recordAudit } from '../../audit/audit-log';
import type { Database, Queryable } from '../../db/client';
import { containsPattern } from '../../db/search-pattern';
import { AppError } from '../../errors';

interface ServiceRow {
  id: string;
  title: string;
  description: string;
  price_text: string;
  category: string;
  image_url: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, title, description, price_text, category, image_url, is_active, created_at, updated_at';

const toService = (row: ServiceRow): Service => ({
  id: row.id,
  title: row.title,
  description: row.description,
  priceText: row.price_text,
  category: row.category,
  imageUrl: row.image_url ?? SERVICE_PLACEHOLDER_IMAGE,
  hasImage: row.image_url !== null,
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The shop offers a handful of services, so lists are not paginated; this bounds them anyway. */
const MAX_SERVICES = 500;

async function lockService(tx: Queryable, id: string): Promise<ServiceRow> {
  const [row] = await tx.query<ServiceRow>(`select ${COLUMNS} from services where id = $1 for update`, [id]);
  if (!row) throw new AppError('NOT_FOUND', messages.service.notFound);
  return row;
}

export function createServicesService(db: Database) {
  return {
    /** The Other Services page: active services, newest first. */
    async listActive(): Promise<Service[]> {
      const rows = await db.query<ServiceRow>(
        `select ${COLUMNS} from services where is_active order by created_at desc, id desc limit ${MAX_SERVICES}`,
      );
      return rows.map(toService);
    },

    /** The admin list: every service, searched by title or category. */
    async listAll(search: string | undefined): Promise<Service[]> {
      const rows = await db.query<ServiceRow>(
        `select ${COLUMNS} from services
         where $1::text is null or title ilike $1 or category ilike $1
         order by created_at desc, id desc limit ${MAX_SERVICES}`,
        [search ? containsPattern(search) : null],
      );
      return rows.map(toService);
    },

    async create(adminId: string, input: ServiceInput): Promise<Service> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<ServiceRow>(
          `insert into services (title, description, price_text, category, image_url, is_active)
           values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
          [
            input.title,
            input.description,
            input.priceText,
            input.category,
            input.imageUrl ?? null,
            input.isActive ?? true,
          ],
        );
        await recordAudit(tx, {
          adminId,
          action: 'create',
          entity: 'service',
          entityId: row!.id,
          details: { title: row!.title },
        });
        return toService(row!);
      });
    },

    /** No image given keeps the current one; no isActive given keeps the current status. */
    async update(adminId: string, id: string, input: ServiceInput): Promise<Service> {
      return db.transaction(async (tx) => {
        await lockService(tx, id);
        const [row] = await tx.query<ServiceRow>(
          `update services set title = $2, description = $3, price_text = $4, category = $5,
             image_url = case when $6::boolean then image_url else $7 end,
             is_active = coalesce($8, is_active), updated_at = now()
           where id = $1 returning ${COLUMNS}`,
          [
            id,
            input.title,
            input.description,
            input.priceText,
            input.category,
            input.imageUrl === undefined,
            input.imageUrl ?? null,
            input.isActive ?? null,
          ],
        );
        await recordAudit(tx, {
          adminId,
          action: 'update',
          entity: 'service',
          entityId: id,
          details: { title: row!.title },
        });
        return toService(row!);
      });
    },

    async setActive(adminId: string, id: string, isActive: boolean): Promise<Service> {
      return db.transaction(async (tx) => {
        await lockService(tx, id);
        const [row] = await tx.query<ServiceRow>(
          `update services set is_active = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
          [id, isActive],
        );
        await recordAudit(tx, {
          adminId,
          action: isActive ? 'activate' : 'deactivate',
          entity: 'service',
          entityId: id,
        });
        return toService(row!);
      });
    },

    async remove(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockService(tx, id);
        await tx.query('delete from services where id = $1', [id]);
        await recordAudit(tx, {
          adminId,
          action: 'delete',
          entity: 'service',
          entityId: id,
          details: { title: row.title },
        });
      });
    },
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
