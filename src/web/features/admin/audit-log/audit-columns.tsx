import { Link } from 'react-router';
import { auditActionLabel, auditEntityLabel } from '../../../../domain/audit-actions';
import type { Column } from '../../../components/data-list/columns';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/dates';
import type { AuditEntry } from './audit-log.api';
import { AuditChanges } from './audit-changes';

/** Where the thing a row is about can be seen: a customer's edit screen, an order in purchases, a product's edit dialog. */
export function entityPath(entry: AuditEntry): string | null {
  if (!entry.entityId) return null;
  const id = encodeURIComponent(entry.entityId);
  if (entry.entity === 'customer') return `/admin/customers/edit/${id}`;
  if (entry.entity === 'order') return `/admin/purchases?search=${id}`;
  if (entry.entity === 'product') return `/admin/products?edit=${id}`;
  return null;
}

function Subject({ entry }: { entry: AuditEntry }) {
  const name = entry.entity === 'order' ? entry.entityId : (entry.subject ?? entry.entityId);
  const path = entityPath(entry);
  const kind = auditEntityLabel(entry.entity);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge className="whitespace-nowrap">{kind}</Badge>
      {name &&
        (path ? (
          <Link to={path} className="font-semibold break-all text-brand-800 underline underline-offset-4">
            {name}
          </Link>
        ) : (
          <span className="break-all">{name}</span>
        ))}
      {entry.entity === 'order' && entry.subject && <span className="text-sand-700">{entry.subject}</span>}
    </span>
  );
}

/** The audit log's columns: what happened (the card's title), to what, when, by whom, and the changes. */
export const auditColumns: Column<AuditEntry>[] = [
  {
    id: 'action',
    header: 'Action',
    card: 'title',
    className: 'font-semibold whitespace-nowrap',
    cell: (entry) => auditActionLabel(entry.entity, entry.action),
  },
  {
    id: 'subject',
    header: 'About',
    card: 'subtitle',
    className: 'min-w-48',
    cell: (entry) => <Subject entry={entry} />,
  },
  {
    id: 'changes',
    header: 'Before and after',
    card: 'body',
    className: 'min-w-64',
    cell: (entry) => <AuditChanges details={entry.details} />,
  },
  {
    id: 'admin',
    header: 'Admin',
    cell: (entry) => (entry.admin ? entry.admin.name || entry.admin.username : 'A removed admin'),
  },
  {
    id: 'when',
    header: 'When',
    className: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
  },
];
