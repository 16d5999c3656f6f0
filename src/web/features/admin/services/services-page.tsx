import { useCallback, useState } from 'react';
import { notify } from '../../../lib/notify';
import { Pencil, Plus, Trash2, Wrench } from 'lucide-react';
import { SERVICE_PLACEHOLDER_IMAGE } from '../../../../domain/image-url';
import { messages } from '../../../../domain/messages';
import type { Service } from '../../../../domain/services.schemas';
import { errorMessage } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { SearchInput } from '../../../components/ui/search-input';
import { Switch } from '../../../components/ui/switch';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { showPlaceholder } from '../image-picker';
import { useCursorList } from '../use-cursor-list';
import { ServiceFormDialog } from './service-form-dialog';
import { servicesApi } from './services.api';

interface RowProps {
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
  onToggle: (service: Service, isActive: boolean) => void;
  /** Ids whose switch is waiting for the server. */
  toggling: ReadonlySet<string>;
}

function ActiveSwitch({
  service,
  onToggle,
  toggling,
}: Pick<RowProps, 'onToggle' | 'toggling'> & { service: Service }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Switch
        checked={service.isActive}
        disabled={toggling.has(service.id)}
        label={`${service.title} is active`}
        onCheckedChange={(checked) => onToggle(service, checked)}
      />
      <span className={service.isActive ? 'text-sm font-semibold text-brand-800' : 'text-sm text-sand-600'}>
        {service.isActive ? 'Active' : 'Inactive'}
      </span>
    </span>
  );
}

function ServiceActions({
  service,
  onEdit,
  onDelete,
}: Pick<RowProps, 'onEdit' | 'onDelete'> & { service: Service }) {
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${service.title}`}
        onClick={() => onEdit(service)}
      >
        <Pencil aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-red-700 hover:bg-red-50"
        aria-label={`Delete ${service.title}`}
        onClick={() => onDelete(service)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}

function ServiceTable({ services, ...row }: RowProps & { services: Service[] }) {
  return (
    <Table aria-label="Services" className="min-w-[56rem]">
      <TableHead>
        <tr>
          <TableHeaderCell>Image</TableHeaderCell>
          <TableHeaderCell>Title</TableHeaderCell>
          <TableHeaderCell>Category</TableHeaderCell>
          <TableHeaderCell>Price</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Description</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {services.map((service) => (
          <TableRow key={service.id}>
            <TableCell>
              <img
                src={service.imageUrl}
                alt=""
                loading="lazy"
                onError={showPlaceholder(SERVICE_PLACEHOLDER_IMAGE)}
                className="size-12 rounded-lg border border-sand-200 bg-sand-50 object-cover"
              />
            </TableCell>
            <TableCell className="max-w-48 font-semibold">{service.title}</TableCell>
            <TableCell>
              <Badge className="whitespace-nowrap">{service.category}</Badge>
            </TableCell>
            <TableCell className="max-w-40">{service.priceText}</TableCell>
            <TableCell className="whitespace-nowrap">
              <ActiveSwitch service={service} onToggle={row.onToggle} toggling={row.toggling} />
            </TableCell>
            <TableCell className="max-w-64">
              <p className="truncate text-sand-700" title={service.description}>
                {service.description}
              </p>
            </TableCell>
            <TableCell>
              <ServiceActions service={service} onEdit={row.onEdit} onDelete={row.onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ServiceCards({ services, ...row }: RowProps & { services: Service[] }) {
  return (
    <ul aria-label="Services" className="grid gap-3 md:grid-cols-2">
      {services.map((service) => (
        <li key={service.id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
          <div className="flex gap-3">
            <img
              src={service.imageUrl}
              alt=""
              loading="lazy"
              onError={showPlaceholder(SERVICE_PLACEHOLDER_IMAGE)}
              className="size-16 shrink-0 rounded-lg border border-sand-200 bg-sand-50 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-sand-900">{service.title}</p>
              <Badge className="mt-1">{service.category}</Badge>
              <p className="mt-1 text-sm font-semibold text-sand-800">{service.priceText}</p>
            </div>
            <ServiceActions service={service} onEdit={row.onEdit} onDelete={row.onDelete} />
          </div>
          <p className="mt-2 line-clamp-2 text-sm text-sand-700">{service.description}</p>
          <div className="mt-2 border-t border-sand-200 pt-1">
            <ActiveSwitch service={service} onToggle={row.onToggle} toggling={row.toggling} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading services" className="space-y-3">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-2xl border border-sand-200 bg-white p-4">
          <Skeleton className="size-14 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
          <Skeleton className="h-7 w-12 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** /admin/services (SPEC section 2): search, table, active switch, add/edit/delete. */
export default function ServicesPage() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const fetchPage = useCallback(
    (_cursor: string | null, signal: AbortSignal) => servicesApi.list(query, signal),
    [query],
  );
  const list = useCursorList(fetchPage);

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Service | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());

  const replace = (service: Service) =>
    list.updateItems((items) => items.map((item) => (item.id === service.id ? service : item)));

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };

  const toggle = async (service: Service, isActive: boolean) => {
    setToggling((now) => new Set(now).add(service.id));
    replace({ ...service, isActive }); // the switch moves at once; put back if the server says no
    try {
      const { service: saved } = await servicesApi.setActive(service.id, isActive);
      replace(saved);
      notify.success(isActive ? messages.service.activated : messages.service.deactivated);
    } catch (error) {
      replace(service);
      notify.error(errorMessage(error));
    } finally {
      setToggling((now) => {
        const next = new Set(now);
        next.delete(service.id);
        return next;
      });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await servicesApi.remove(deleting.id);
      notify.success(messages.service.deleted);
      const id = deleting.id;
      list.updateItems((items) => items.filter((item) => item.id !== id));
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };

  const row: RowProps = {
    onEdit: (service) => {
      setEditing(service);
      setFormOpen(true);
    },
    onDelete: setDeleting,
    onToggle: (service, isActive) => void toggle(service, isActive),
    toggling,
  };

  let body;
  if (list.loading) body = <ListSkeleton />;
  else if (list.error) body = <ErrorState message={list.error} onRetry={list.reload} />;
  else if (list.items.length === 0) {
    body = (
      <EmptyState
        icon={Wrench}
        title={messages.service.emptyList}
        description={
          query
            ? `No service title or category matches "${query}".`
            : 'Add a service to show it on the Other Services page.'
        }
        action={
          query ? (
            <Button variant="outline" onClick={() => setSearch('')}>
              Clear search
            </Button>
          ) : (
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" className="size-4" />
              Add Service
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <div
        className={list.refreshing ? 'opacity-60 transition-opacity' : undefined}
        aria-busy={list.refreshing}
      >
        <div className="hidden xl:block">
          <ServiceTable services={list.items} {...row} />
        </div>
        <div className="xl:hidden">
          <ServiceCards services={list.items} {...row} />
        </div>
        <p role="status" className="mt-4 text-center text-sm text-sand-700">
          {list.items.length} {list.items.length === 1 ? 'service' : 'services'}
        </p>
      </div>
    );
  }

  return (
    <div>
      <PageTitle
        title="Services"
        description="What the shop offers besides groceries, shown on the Other Services page when active."
        actions={
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add Service
          </Button>
        }
      />
      <SearchInput
        label="Search services by title or category"
        placeholder="Search by title or category"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="mb-4 max-w-md"
      />
      {body}
      <ServiceFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        service={editing}
        onSaved={(service, created) => (created ? list.reload() : replace(service))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this service?"
        description={deleting ? `"${deleting.title}" will be removed from the Other Services page.` : ''}
        confirmLabel="Delete Service"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
