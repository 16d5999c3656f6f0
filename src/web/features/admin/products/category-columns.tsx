import type { Category } from '../../../../domain/catalogue.schemas';
import type { Column } from '../../../components/data-list/columns';
import { RowActions } from '../../../components/data-list/row-actions';
import { countOf } from '../../../lib/count-label';

const PRODUCTS = { one: 'product', many: 'products' };

/** The categories list: name, what it is for, how many products it holds; Edit and Delete on each. */
export function categoryColumns(actions: {
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}): Column<Category>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      card: 'title',
      className: 'min-w-40 font-semibold',
      cell: (category) => category.name,
    },
    {
      id: 'products',
      header: 'Products',
      align: 'end',
      card: 'subtitle',
      className: 'tabular-nums whitespace-nowrap',
      cell: (category) => category.productCount.toLocaleString('en-IN'),
      cardCell: (category) => countOf(category.productCount, PRODUCTS),
    },
    {
      id: 'description',
      header: 'Description',
      card: 'body',
      className: 'min-w-48',
      cell: (category) =>
        category.description ? (
          <p className="line-clamp-2 text-sm text-sand-700">{category.description}</p>
        ) : (
          <span className="text-sand-500">—</span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      card: 'corner',
      sticky: true,
      cell: (category) => (
        <RowActions
          name={category.name}
          onEdit={() => actions.onEdit(category)}
          onDelete={() => actions.onDelete(category)}
        />
      ),
    },
  ];
}
