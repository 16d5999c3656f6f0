import { useState } from 'react';
import { CheckCheck, Inbox, Mail, Phone } from 'lucide-react';
import type { ContactMessage } from '../../../../domain/contact.schemas';
import { errorMessage } from '../../../lib/api';
import { useListQuery } from '../../../lib/list-query';
import { formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AdminCardSkeleton } from '../admin-list-skeleton';
import { AdminListStates } from '../admin-list-states';
import { ListFooter } from '../../../components/list-footer';
import type { MessageStatus } from './messages.api';
import { messagesListQueryOptions, useMarkMessageHandled } from './messages.queries';

const STATUSES: Array<{ value: MessageStatus; label: string; empty: string }> = [
  { value: 'open', label: 'Open', empty: 'No open messages. Everything has been answered.' },
  { value: 'handled', label: 'Handled', empty: 'No handled messages yet.' },
  { value: 'all', label: 'All', empty: 'No messages yet. Messages sent from the Contact page appear here.' },
];

function MessageCard({
  message,
  busy,
  onMarkHandled,
}: {
  message: ContactMessage;
  busy: boolean;
  onMarkHandled: (message: ContactMessage) => void;
}) {
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      <article aria-labelledby={`message-${message.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`message-${message.id}`} className="font-semibold break-words text-sand-900">
              {message.subject}
            </h2>
            <p className="text-sm text-sand-700">
              From <span className="font-semibold text-sand-900">{message.name}</span> ·{' '}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
          </div>
          {message.handledAt ? <Badge tone="brand">Handled</Badge> : <Badge tone="warning">Open</Badge>}
        </div>
        <p className="mt-3 text-sm break-words whitespace-pre-wrap text-sand-800">{message.message}</p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold break-all text-brand-800 underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {message.email}
          </a>
          {message.phone && (
            <a
              href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {message.phone}
            </a>
          )}
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-sand-200 pt-3">
          {message.handledAt ? (
            <p className="text-sm text-sand-700">
              Handled on <time dateTime={message.handledAt}>{formatDateTime(message.handledAt)}</time>
            </p>
          ) : (
            <Button variant="secondary" loading={busy} onClick={() => onMarkHandled(message)}>
              {!busy && <CheckCheck aria-hidden="true" className="size-4" />}
              Mark as handled
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

function MessageList({ status, empty }: { status: MessageStatus; empty: string }) {
  const list = useListQuery(messagesListQueryOptions(status));
  const markHandled = useMarkMessageHandled();
  const busy = markHandled.isPending ? markHandled.variables : null;

  const onMarkHandled = async (message: ContactMessage) => {
    try {
      await markHandled.mutateAsync(message.id);
      notify.success('Message marked as handled');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <AdminListStates
      list={list}
      skeleton={
        <AdminCardSkeleton
          label="Loading messages"
          cards={3}
          lines={['h-4 w-1/3', 'h-3 w-1/4', 'h-12 w-full']}
        />
      }
      empty={<EmptyState icon={Inbox} title="No messages" description={empty} />}
      footer={<ListFooter list={list} noun="messages" />}
    >
      <ul aria-label="Contact messages" className="space-y-3">
        {list.items.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            busy={busy === message.id}
            onMarkHandled={(item) => void onMarkHandled(item)}
          />
        ))}
      </ul>
    </AdminListStates>
  );
}

/** /admin/messages (DESIGN 7): what customers sent from the Contact page, newest first. */
export default function MessagesPage() {
  const [status, setStatus] = useState<MessageStatus>('open');
  return (
    <div>
      <PageTitle title="Messages" description="Messages sent from the Contact page, newest first." />
      <Tabs value={status} onValueChange={(value) => setStatus(value as MessageStatus)}>
        <TabsList aria-label="Show messages" className="max-w-md">
          {STATUSES.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {STATUSES.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            <MessageList status={item.value} empty={item.empty} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
