import { useState } from 'react';
import { Plus, Wrench } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import type { Service } from '../../../../domain/services.schemas';
import { errorMessage } from '../../../lib/api';
import { useListQuery } from '../../../lib/list-query';
import { notify } from '../../../lib/notify';
import { DataList } from '../../../components/data-list/data-list';
import { useListSearch } from '../../../components/data-list/use-list-search';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { useDeleteConfirmation } from '../../../components/admin/use-delete-confirmation';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { serviceColumns } from './service-columns';
import { ServiceFormDialog } from './service-form-dialog';
import { servicesListQueryOptions, useDeleteService, useSetServiceActive } from './services.queries';

/** /admin/services (SPEC section 2): search, table, active switch, add/edit/delete. */
export default function ServicesPage() {
  const search = useListSearch();
  const list = useListQuery(servicesListQueryOptions(search.query));

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

  const columns = serviceColumns({
    onEdit: formDialog.openEdit,
    onDelete: deletion.ask,
    onToggle: (service, isActive) => void toggle(service, isActive),
    toggling,
  });

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
      <DataList
        label="Services"
        noun={{ one: 'service', many: 'services' }}
        columns={columns}
        list={list}
        tableClassName="min-w-[56rem]"
        search={{
          state: search,
          label: 'Search services by title or category',
          placeholder: 'Search by title or category',
          noMatch: (words) => `No service title or category matches "${words}".`,
        }}
        empty={{
          icon: Wrench,
          title: messages.service.emptyList,
          description: 'Add a service to show it on the Other Services page.',
          action: (
            <Button onClick={formDialog.openAdd}>
              <Plus aria-hidden="true" className="size-4" />
              Add Service
            </Button>
          ),
        }}
      />
      <ServiceFormDialog
        open={formDialog.open}
        onOpenChange={formDialog.setOpen}
        service={formDialog.editing}
      />
      {deletion.dialog}
    </div>
  );
}
