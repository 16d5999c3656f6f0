import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { Plus, Wrench } from 'lucide-react';
import { SERVICE_PLACEHOLDER_IMAGE } from '../../../../domain/image-url';
import { messages } from '../../../../domain/messages';
import type { Service } from '../../../../domain/services.schemas';
import { errorMessage } from '../../../lib/api';
import { useListQuery } from '../../../lib/list-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
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
import { AdminListSkeleton } from '../admin-list-skeleton';
import { AdminListStates } from '../admin-list-states';
import { showPlaceholder } from '../image-picker';
import { ListCount } from '../../../components/list-footer';
import { RowActions } from '../row-actions';
import { CardList, TableOrCards } from '../table-or-cards';
import { useDeleteConfirmation } from '../use-delete-confirmation';
import { useEditDialog } from '../use-edit-dialog';
import { ServiceFormDialog } from './service-form-dialog';
import { servicesListQueryOptions, useDeleteService, useSetServiceActive } from './services.queries';

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
    <RowActions name={service.title} onEdit={() => onEdit(service)} onDelete={() => onDelete(service)} />
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
    <CardList label="Services" items={services}>
      {(service) => (
        <>
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
        </>
      )}
    </CardList>
  );
}

/** /admin/services (SPEC section 2): search, table, active switch, add/edit/delete. */
export default function ServicesPage() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const list = useListQuery(servicesListQueryOptions(query));

  const formDialog = useEditDialog<Service>();
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());

  const setActive = useSetServiceActive();
  const toggle = async (service: Service, isActive: boolean) => {
    setToggling((now) => new Set(now).add(service.id));
    try {
      await setActive.mutateAsync({ id: service.id, isActive });
      notify.success(isActive ? messages.service.activated : messages.service.deactivated);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setToggling((now) => {
        const next = new Set(now);
        next.delete(service.id);
        return next;
      });
    }
  };

  const deleteService = useDeleteService();
  const deletion = useDeleteConfirmation<Service>({
    remove: deleteService.mutateAsync,
    deletedMessage: messages.service.deleted,
    title: 'Delete this service?',
    description: (service) => `"${service.title}" will be removed from the Other Services page.`,
    confirmLabel: 'Delete Service',
  });

  const row: RowProps = {
    onEdit: formDialog.openEdit,
    onDelete: deletion.ask,
    onToggle: (service, isActive) => void toggle(service, isActive),
    toggling,
  };

  const empty = (
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
          <Button onClick={formDialog.openAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add Service
          </Button>
        )
      }
    />
  );

  return (
    <div>
      <PageTitle
        title="Services"
        description="What the shop offers besides groceries, shown on the Other Services page when active."
        actions={
          <Button onClick={formDialog.openAdd}>
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
      <AdminListStates
        list={list}
        skeleton={
          <AdminListSkeleton
            label="Loading services"
            rows={4}
            image
            detailWidth="w-2/3"
            end="h-7 w-12 rounded-full"
          />
        }
        empty={empty}
        footer={<ListCount count={list.items.length} one="service" many="services" />}
      >
        <TableOrCards
          from="xl"
          table={<ServiceTable services={list.items} {...row} />}
          cards={<ServiceCards services={list.items} {...row} />}
        />
      </AdminListStates>
      <ServiceFormDialog
        open={formDialog.open}
        onOpenChange={formDialog.setOpen}
        service={formDialog.editing}
      />
      {deletion.dialog}
    </div>
  );
}
