import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../domain/contact.schemas';
import { listQueryOptions, updateListItems } from '../../../lib/list-query';
import { messagesApi, type MessageStatus } from './messages.api';
import { refetchAfterChange } from '../../../lib/query-client';

export const adminMessageKeys = {
  all: ['admin', 'messages'] as const,
  list: (status: MessageStatus) => ['admin', 'messages', status] as const,
};

/** The Contact page's messages in one tab, newest first, a page at a time. */
export const messagesListQueryOptions = (status: MessageStatus) =>
  listQueryOptions(adminMessageKeys.list(status), (cursor, signal) =>
    messagesApi.list(status, cursor, signal),
  );

/**
 * Marks a message handled: it leaves the Open tab and shows as handled elsewhere at once; then
 * every tab is asked again.
 */
export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messagesApi.markHandled,
    onSuccess: ({ message }) => {
      updateListItems<ContactMessage>(queryClient, adminMessageKeys.list('open'), (items) =>
        items.filter((item) => item.id !== message.id),
      );
      updateListItems<ContactMessage>(queryClient, adminMessageKeys.all, (items) =>
        items.map((item) => (item.id === message.id ? message : item)),
      );
    },
    onSettled: () => void refetchAfterChange(queryClient, adminMessageKeys.all),
  });
}
