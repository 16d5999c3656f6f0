import { Link } from 'react-router';
import { PackageCheck, Pencil } from 'lucide-react';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../../domain/placeholder-images';
import { ADMIN_LOW_STOCK_THRESHOLD } from '../../../../domain/stock-levels';
import type { Column } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { useListQuery } from '../../../lib/list-query';
import { AdminStock } from '../../../components/admin/stock-badge';
import { thumbnailColumn } from '../../../components/admin/thumbnail';
import type { LowStockProduct } from './dashboard.api';
import { lowStockListQueryOptions } from './dashboard.queries';
import { stockUnitWord } from '../../../../domain/quantities';

/** Where a product's edit dialog opens by itself (the products screen reads ?edit=). */
export const editProductPath = (id: string) => `/admin/products?edit=${encodeURIComponent(id)}`;

const columns: Column<LowStockProduct>[] = [
  thumbnailColumn(PRODUCT_PLACEHOLDER_IMAGE),
  { id: 'name', header: 'Product', card: 'title', cell: (product) => product.name },
  { id: 'category', header: 'Category', card: 'subtitle', cell: (product) => product.category },
  {
    id: 'stock',
    header: 'Stock',
    card: 'corner',
    cell: (product) => <AdminStock quantity={product.stockQuantity} unit={stockUnitWord(product)} stacked />,
  },
  {
    id: 'edit',
    header: 'Edit',
    headerHidden: true,
    card: 'footer',
    cell: (product) => (
      <Link to={editProductPath(product.id)} className={buttonClass('outline', 'md', 'w-full sm:w-auto')}>
        <Pencil aria-hidden="true" className="size-4" />
        <span>
          Edit<span className="sr-only"> {product.name}</span> stock
        </span>
      </Link>
    ),
  },
];

/**
 * Low stock (issue 12, item 9): every product at or below the admin's threshold, out of stock
 * first, a page at a time, each with a link that opens its edit dialog on the products screen.
 */
export function LowStockList() {
  const list = useListQuery(lowStockListQueryOptions());
  return (
    <Card className="space-y-4 p-4 sm:p-6" id="low-stock">
      <div>
        <CardTitle>Low stock</CardTitle>
        <CardDescription>
          Products with {ADMIN_LOW_STOCK_THRESHOLD} or fewer left (10 kg or 10 l of what is weighed), out of
          stock first.
        </CardDescription>
      </div>
      <DataList
        label="Low stock products"
        noun={{ one: 'product', many: 'products' }}
        columns={columns}
        list={list}
        tableFrom="never"
        cardsClassName="grid gap-3 sm:grid-cols-2"
        empty={{
          icon: PackageCheck,
          title: 'Nothing is low on stock',
          description: `Every product has more than ${ADMIN_LOW_STOCK_THRESHOLD} left.`,
        }}
      />
    </Card>
  );
}
