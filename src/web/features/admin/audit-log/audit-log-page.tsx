import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { AUDIT_ENTITIES, AUDIT_KINDS, type AuditEntity } from '../../../../domain/audit-actions';
import { auditLogMessages } from '../../../../domain/messages';
import { DataList } from '../../../components/data-list/data-list';
import { DownloadCsvLink } from '../../../components/download-csv-link';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PageTitle } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select';
import { useListQuery } from '../../../lib/list-query';
import { AUDIT_LOG_PATH, type AuditLogFilter } from './audit-log.api';
import { auditAdminsQueryOptions, auditLogListQueryOptions } from './audit-log.queries';
import { auditColumns } from './audit-columns';

interface Filters {
  entity: AuditEntity | '';
  action: string;
  adminId: string;
  from: string;
  to: string;
}
/** Below 400 px the selects take the whole row and the two days share one. */
const WIDE_ON_PHONE = 'col-span-2 min-[400px]:col-span-1';
const NO_FILTERS: Filters = { entity: '', action: '', adminId: '', from: '', to: '' };

/** The filters the server is asked for: the empty ones left out. */
function toQuery(filters: Filters): AuditLogFilter {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as AuditLogFilter;
}

/** /admin/audit-log (issue 12, item 10): who did what, when, to what, with before and after. */
export default function AuditLogPage() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const set = (change: Partial<Filters>) => setFilters((now) => ({ ...now, ...change }));
  const backwards = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  // While the days are the wrong way round, the list keeps the last good filters.
  const [asked, setAsked] = useState<AuditLogFilter>({});
  const query = toQuery(filters);
  if (!backwards && JSON.stringify(query) !== JSON.stringify(asked)) setAsked(query);

  const list = useListQuery(auditLogListQueryOptions(asked));
  const admins = useQuery(auditAdminsQueryOptions());
  const actions = filters.entity ? Object.entries(AUDIT_KINDS[filters.entity].actions) : [];
  const filtered = Object.keys(asked).length > 0;

  return (
    <div>
      <PageTitle
        title="Audit Log"
        description="Every change an admin made: who, when, to what, and what it was before."
        actions={
          <DownloadCsvLink path={`${AUDIT_LOG_PATH}/export`} query={asked}>
            Download CSV
          </DownloadCsvLink>
        }
      />
      <DataList
        label="Admin actions"
        noun={{ one: 'action', many: 'actions' }}
        columns={auditColumns}
        list={list}
        tableFrom="xl"
        tableClassName="min-w-[56rem]"
        filters={
          <div className="grid w-full grid-cols-2 gap-3 lg:grid-cols-5">
            <SelectField
              label="Kind"
              className={WIDE_ON_PHONE}
              value={filters.entity}
              onChange={(event) => set({ entity: event.target.value as AuditEntity | '', action: '' })}
            >
              <option value="">Everything</option>
              {AUDIT_ENTITIES.map((entity) => (
                <option key={entity} value={entity}>
                  {AUDIT_KINDS[entity].label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Action"
              className={WIDE_ON_PHONE}
              value={filters.action}
              disabled={actions.length === 0}
              hint={filters.entity ? undefined : auditLogMessages.actionNeedsKind}
              onChange={(event) => set({ action: event.target.value })}
            >
              <option value="">All actions</option>
              {actions.map(([action, label]) => (
                <option key={action} value={action}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Admin"
              className={WIDE_ON_PHONE}
              value={filters.adminId}
              onChange={(event) => set({ adminId: event.target.value })}
            >
              <option value="">All admins</option>
              {admins.data?.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.name} ({admin.username})
                </option>
              ))}
            </SelectField>
            <Field
              label="From"
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              invalid={backwards}
              onChange={(event) => set({ from: event.target.value })}
            />
            <Field
              label="To"
              type="date"
              value={filters.to}
              onChange={(event) => set({ to: event.target.value })}
            />
            {backwards && (
              <p role="alert" className="col-span-2 text-sm font-semibold text-red-800 lg:col-span-5">
                {auditLogMessages.startAfterEnd}
              </p>
            )}
          </div>
        }
        empty={
          filtered
            ? {
                icon: History,
                title: auditLogMessages.noMatches,
                description: 'Try another kind, admin or dates.',
                action: (
                  <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                    Clear filters
                  </Button>
                ),
              }
            : {
                icon: History,
                title: auditLogMessages.noEntries,
                description: 'Changes to orders, customers, products and settings appear here.',
              }
        }
      />
    </div>
  );
}
