import type { ContactInput, ContactMessage } from '../../../domain/contact.schemas';
import { messages } from '../../../domain/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Database } from '../../db/client';
import { cursorAtSql, decodeCursor, toPage } from '../../db/keyset-cursor';
import { AppError } from '../../errors';

interface ContactRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: Date;
  handled_at: Date | null;
  handled_by: string | null;
  cursor_at: string;
}

const COLUMNS = `id, name, email, phone, subject, message, created_at, handled_at, handled_by, ${cursorAtSql('created_at')} as cursor_at`;

const toContactMessage = (row: ContactRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: row.created_at.toISOString(),
  handledAt: row.handled_at?.toISOString() ?? null,
  handledBy: row.handled_by,
});

export type ContactStatus = 'open' | 'handled' | 'all';
const STATUS_FILTER: Record<ContactStatus, string> = {
  open: 'handled_at is null',
  handled: 'handled_at is not null',
  all: 'true',
};

export function createContactService(db: Database) {
  return {
    /** DESIGN 7: the contact form really sends; messages wait for the admin. */
    async submit(input: ContactInput): Promise<{ id: string }> {
      const [row] = await db.query<{ id: string }>(
        'insert into contact_messages (name, email, phone, subject, message) values ($1, $2, $3, $4, $5) returning id',
        [input.name, input.email, input.phone, input.subject, input.message],
      );
      return { id: row!.id };
    },

    async list(query: { status: ContactStatus; limit: number; cursor?: string }) {
      const keyset = decodeCursor(query.cursor);
      const rows = await db.query<ContactRow>(
        `select ${COLUMNS} from contact_messages
         where ${STATUS_FILTER[query.status]}
           and ($1::timestamptz is null or (created_at, id) < ($1::timestamptz, $2::uuid))
         order by created_at desc, id desc
         limit $3`,
        [keyset?.createdAt ?? null, keyset?.id ?? null, query.limit + 1],
      );
      return toPage(rows, query.limit, toContactMessage);
    },

    /** Marking twice keeps the first admin and time. */
    async markHandled(adminId: string, id: string): Promise<ContactMessage> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<ContactRow>(
          `update contact_messages set handled_at = coalesce(handled_at, now()), handled_by = coalesce(handled_by, $2)
           where id = $1 returning ${COLUMNS}`,
          [id, adminId],
        );
        if (!row) throw new AppError('NOT_FOUND', messages.contact.notFound);
        await recordAudit(tx, { adminId, action: 'handle', entity: 'contact_message', entityId: id });
        return toContactMessage(row);
      });
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
