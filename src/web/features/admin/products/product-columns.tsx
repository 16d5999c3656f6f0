import type { AdminProduct } from '../../../../domain/catalogue.schemas';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../../domain/placeholder-images';
import { formatPaise } from '../../../../domain/money';
import type { Column } from '../../../components/data-list/columns';
import { RowActions } from '../../../components/data-list/row-actions';
import { ProductName } from '../../../components/product-name';
import { Badge } from '../../../components/ui/badge';
import { thumbnailColumn } from '../../../components/admin/thumbnail';
import { AdminStock } from '../../../components/admin/stock-badge';
import { stockUnitWord, UNIT_LABELS } from '../../../../domain/quantities';

function DummyPrice({ paise }: { paise: number | null }) {
  if (paise === null) return <span className="text-sand-500">—</span>;
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5">
      <span className="whitespace-nowrap text-sand-600 tabular-nums line-through">{formatPaise(paise)}</span>
      <Badge tone="warning">Offer</Badge>
    </span>
  );
}

/** The products list (SPEC section 2's table columns), with Edit and Delete on each row. */
export function productColumns(actions: {
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}): Column<AdminProduct>[] {
  return [
    thumbnailColumn(PRODUCT_PLACEHOLDER_IMAGE),
    {
      id: 'name',
      header: 'Name',
      card: 'title',
      className: 'max-w-56 min-w-40 font-semibold',
      cell: (product) => <ProductName name={product.name} nameMl={product.nameMl} />,
    },
    {
      id: 'category',
      header: 'Category',
      card: 'subtitle',
      cell: (product) => <Badge className="whitespace-nowrap">{product.category}</Badge>,
    },
    {
      id: 'dummy-price',
      header: 'Dummy price',
      cell: (product) => <DummyPrice paise={product.dummyPricePaise} />,
    },
    { id: 'mrp', header: 'MRP', align: 'end', cell: (product) => formatPaise(product.mrpPaise) },
    {
      id: 'price',
      header: 'Company price',
      align: 'end',
      cell: (product) => formatPaise(product.pricePaise),
    },
    {
      id: 'stock',
      header: 'Stock',
      cell: (product) => (
        <AdminStock quantity={product.stockQuantity} unit={stockUnitWord(product)} stacked />
      ),
      cardCell: (product) => <AdminStock quantity={product.stockQuantity} unit={stockUnitWord(product)} />,
    },
    {
      id: 'unit',
      header: 'Sold by',
      cell: (product) =>
        product.unit === 'piece'
          ? 'Piece'
          : `${UNIT_LABELS[product.unit]}${product.weighed ? ', weighed' : ''}`,
    },
    {
      id: 'point-money',
      header: 'Point money / unit',
      align: 'end',
      className: 'font-semibold text-brand-800',
      cell: (product) => formatPaise(product.pointMoneyPaise),
    },
    {
      id: 'description',
      header: 'Description',
      card: 'body',
      className: 'max-w-64 min-w-48',
      cell: (product) => (
        <p className="line-clamp-2 text-sm text-sand-700" title={product.description}>
          {product.description}
        </p>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      card: 'corner',
      sticky: true,
      cell: (product) => (
        <RowActions
          name={product.name}
          onEdit={() => actions.onEdit(product)}
          onDelete={() => actions.onDelete(product)}
        />
      ),
    },
  ];
}
