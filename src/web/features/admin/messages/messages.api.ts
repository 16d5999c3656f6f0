import type { ContactMessage } from '../../../../domain/contact.schemas';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/list-query';

/** Which messages a tab shows. */
export type MessageStatus = 'open' | 'handled' | 'all';

export const MESSAGES_PAGE_SIZE = 20;

export const messagesApi = {
  list: (status: MessageStatus, cursor: string | null, signal: AbortSignal) =>
    api.get<Page<ContactMessage>>('/api/admin/contact-messages', {
      query: { status, cursor, limit: MESSAGES_PAGE_SIZE },
      signal,
    }),
  markHandled: (id: string) =>
    api.post<{ message: ContactMessage }>(`/api/admin/contact-messages/${id}/handled`),
};
