import { useState } from 'react';
import { CheckCheck, Inbox, Mail, Phone } from 'lucide-react';
import type { ContactMessage } from '../../../../domain/contact.schemas';
import { errorMessage } from '../../../lib/api';
import { useListQuery } from '../../../lib/list-query';
import { formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { PageTitle } from '../../../components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { MessageStatus } from './messages.api';
import { messagesListQueryOptions, useMarkMessageHandled } from './messages.queries';

const STATUSES: Array<{ value: MessageStatus; label: string; empty: string }> = [
  { value: 'open', label: 'Open', empty: 'No open messages. Everything has been answered.' },
  { value: 'handled', label: 'Handled', empty: 'No handled messages yet.' },
  { value: 'all', label: 'All', empty: 'No messages yet. Messages sent from the Contact page appear here.' },
];

const LINK =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline';

function ContactLinks({ message }: { message: ContactMessage }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <a
        href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
        className={`${LINK} break-all`}
      >
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        {message.email}
      </a>
      {message.phone && (
        <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {message.phone}
        </a>
      )}
    </div>
  );
}

function messageColumns(busy: string | null, onMarkHandled: (message: ContactMessage) => void) {
  const columns: Column<ContactMessage>[] = [
    { id: 'subject', header: 'Subject', card: 'title', cell: (message) => message.subject },
    {
      id: 'from',
      header: 'From',
      card: 'subtitle',
      cell: (message) => (
        <>
          From <span className="font-semibold text-sand-900">{message.name}</span> ·{' '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      card: 'corner',
      cell: (message) =>
        message.handledAt ? <Badge tone="brand">Handled</Badge> : <Badge tone="warning">Open</Badge>,
    },
    {
      id: 'message',
      header: 'Message',
      card: 'body',
      cell: (message) => <p className="whitespace-pre-wrap">{message.message}</p>,
    },
    {
      id: 'contact',
      header: 'Reply to',
      card: 'body',
      cell: (message) => <ContactLinks message={message} />,
    },
    {
      id: 'handled',
      header: 'Handled',
      card: 'footer',
      cell: (message) =>
        message.handledAt ? (
          <p className="text-sm text-sand-700">
            Handled on <time dateTime={message.handledAt}>{formatDateTime(message.handledAt)}</time>
          </p>
        ) : (
          <div>
            <Button variant="secondary" loading={busy === message.id} onClick={() => onMarkHandled(message)}>
              {busy !== message.id && <CheckCheck aria-hidden="true" className="size-4" />}
              Mark as handled
            </Button>
          </div>
        ),
    },
  ];
  return columns;
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
    <DataList
      label="Contact messages"
      noun={{ one: 'message', many: 'messages' }}
      columns={messageColumns(busy, (message) => void onMarkHandled(message))}
      list={list}
      tableFrom="never"
      cardsClassName="space-y-3"
      empty={{ icon: Inbox, title: 'No messages', description: empty }}
    />
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
