import type { ContentPage, ContentPageInput } from '../../../domain/content.schemas';
import { messages } from '../../../domain/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';

interface PageRow {
  slug: string;
  title: string;
  body: string;
  updated_at: Date;
}

const toPage = (row: PageRow): ContentPage => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  updatedAt: row.updated_at.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', messages.page.notFound);

export function createPagesService(db: Database) {
  return {
    async get(slug: string): Promise<ContentPage> {
      const [row] = await db.query<PageRow>(
        'select slug, title, body, updated_at from content_pages where slug = $1',
        [slug],
      );
      if (!row) throw notFound();
      return toPage(row);
    },

    /** Only the four pages that exist can be edited; the migration created them with default text. */
    async update(adminId: string, slug: string, input: ContentPageInput): Promise<ContentPage> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<PageRow>(
          `update content_pages set title = $2, body = $3, updated_at = now(), updated_by = $4
           where slug = $1 returning slug, title, body, updated_at`,
          [slug, input.title, input.body, adminId],
        );
        if (!row) throw notFound();
        await recordAudit(tx, {
          adminId,
          action: 'update',
          entity: 'content_page',
          entityId: slug,
          details: { title: input.title },
        });
        return toPage(row);
      });
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
