import { SERVICE_PLACEHOLDER_IMAGE } from '../../../../domain/placeholder-images';
import type { Service } from '../../../../domain/services.schemas';
import type { Column } from '../../../components/data-list/columns';
import { RowActions } from '../../../components/data-list/row-actions';
import { Badge } from '../../../components/ui/badge';
import { Switch } from '../../../components/ui/switch';
import { thumbnailColumn } from '../../../components/admin/thumbnail';

export interface ServiceRowActions {
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
  onToggle: (service: Service, isActive: boolean) => void;
  /** Ids whose switch is waiting for the server. */
  toggling: ReadonlySet<string>;
}

function ActiveSwitch({ service, onToggle, toggling }: ServiceRowActions & { service: Service }) {
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

/** The services list: what the Other Services page shows, with its switch, Edit and Delete. */
export function serviceColumns(actions: ServiceRowActions): Column<Service>[] {
  return [
    thumbnailColumn(SERVICE_PLACEHOLDER_IMAGE),
    {
      id: 'title',
      header: 'Title',
      card: 'title',
      className: 'max-w-48 font-semibold',
      cell: (service) => service.title,
    },
    {
      id: 'category',
      header: 'Category',
      card: 'subtitle',
      cell: (service) => <Badge className="whitespace-nowrap">{service.category}</Badge>,
    },
    {
      id: 'price',
      header: 'Price',
      card: 'subtitle',
      className: 'max-w-40',
      cell: (service) => service.priceText,
      cardCell: (service) => <span className="font-semibold text-sand-800">{service.priceText}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      card: 'footer',
      className: 'whitespace-nowrap',
      cell: (service) => <ActiveSwitch service={service} {...actions} />,
    },
    {
      id: 'description',
      header: 'Description',
      card: 'body',
      className: 'max-w-64',
      cell: (service) => (
        <p className="truncate text-sand-700" title={service.description}>
          {service.description}
        </p>
      ),
      cardCell: (service) => <p className="line-clamp-2 text-sand-700">{service.description}</p>,
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      card: 'corner',
      cell: (service) => (
        <RowActions
          name={service.title}
          onEdit={() => actions.onEdit(service)}
          onDelete={() => actions.onDelete(service)}
        />
      ),
    },
  ];
}
