import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FolderPlus, PackageOpen, Plus } from 'lucide-react';
import type { AdminProduct } from '../../../../domain/catalogue.schemas';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../../domain/image-url';
import { messages } from '../../../../domain/messages';
import { formatPaise } from '../../../../domain/money';
import { useListQuery } from '../../../lib/list-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { SearchInput } from '../../../components/ui/search-input';
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
import { ListFooter } from '../../../components/list-footer';
import { RowActions } from '../row-actions';
import { CardList, TableOrCards } from '../table-or-cards';
import { useDeleteConfirmation } from '../use-delete-confirmation';
import { useEditDialog } from '../use-edit-dialog';
import { CategoryDialog } from './category-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { categoriesQueryOptions, productsListQueryOptions, useDeleteProduct } from './products.queries';
import { AdminStock } from './stock-badge';

/** The actions column stays in view while a narrow table scrolls sideways. */
const STICKY_END = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]';

function DummyPrice({ paise }: { paise: number | null }) {
  if (paise === null) return <span className="text-sand-500">—</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="whitespace-nowrap text-sand-600 tabular-nums line-through">{formatPaise(paise)}</span>
      <Badge tone="warning">Offer</Badge>
    </span>
  );
}

interface RowHandlers {
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

function ProductActions({ product, onEdit, onDelete }: RowHandlers & { product: AdminProduct }) {
  return <RowActions name={product.name} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />;
}

function ProductImage({ product, className }: { product: AdminProduct; className: string }) {
  return (
    <img
      src={product.imageUrl}
      alt=""
      loading="lazy"
      onError={showPlaceholder(PRODUCT_PLACEHOLDER_IMAGE)}
      className={`${className} shrink-0 rounded-lg border border-sand-200 bg-sand-50 object-cover`}
    />
  );
}

function ProductTable({ products, ...actions }: RowHandlers & { products: AdminProduct[] }) {
  return (
    <Table aria-label="Products" className="min-w-[64rem]">
      <TableHead>
        <tr>
          <TableHeaderCell>Image</TableHeaderCell>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Category</TableHeaderCell>
          <TableHeaderCell>Dummy price</TableHeaderCell>
          <TableHeaderCell className="text-right">MRP</TableHeaderCell>
          <TableHeaderCell className="text-right">Company price</TableHeaderCell>
          <TableHeaderCell>Stock</TableHeaderCell>
          <TableHeaderCell className="text-right">Point money / unit</TableHeaderCell>
          <TableHeaderCell>Description</TableHeaderCell>
          <TableHeaderCell className={`${STICKY_END} bg-sand-50`}>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id}>
            <TableCell>
              <ProductImage product={product} className="size-12" />
            </TableCell>
            <TableCell className="max-w-56 min-w-40 font-semibold">{product.name}</TableCell>
            <TableCell>
              <Badge className="whitespace-nowrap">{product.category}</Badge>
            </TableCell>
            <TableCell>
              <DummyPrice paise={product.dummyPricePaise} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatPaise(product.mrpPaise)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatPaise(product.pricePaise)}</TableCell>
            <TableCell>
              <AdminStock quantity={product.stockQuantity} stacked />
            </TableCell>
            <TableCell className="text-right font-semibold text-brand-800 tabular-nums">
              {formatPaise(product.pointMoneyPaise)}
            </TableCell>
            <TableCell className="max-w-64 min-w-48">
              <p className="line-clamp-2 text-sm text-sand-700" title={product.description}>
                {product.description}
              </p>
            </TableCell>
            <TableCell className={`${STICKY_END} bg-white`}>
              <ProductActions product={product} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ProductCards({ products, ...actions }: RowHandlers & { products: AdminProduct[] }) {
  return (
    <CardList label="Products" items={products}>
      {(product) => (
        <>
          <div className="flex gap-3">
            <ProductImage product={product} className="size-16" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-sand-900">{product.name}</p>
              <Badge className="mt-1">{product.category}</Badge>
            </div>
            <ProductActions product={product} {...actions} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-sand-600">MRP</dt>
              <dd className="font-semibold tabular-nums">{formatPaise(product.mrpPaise)}</dd>
            </div>
            <div>
              <dt className="text-sand-600">Company price</dt>
              <dd className="font-semibold tabular-nums">{formatPaise(product.pricePaise)}</dd>
            </div>
            <div>
              <dt className="text-sand-600">Dummy price</dt>
              <dd>
                <DummyPrice paise={product.dummyPricePaise} />
              </dd>
            </div>
            <div>
              <dt className="text-sand-600">Point money / unit</dt>
              <dd className="font-semibold text-brand-800 tabular-nums">
                {formatPaise(product.pointMoneyPaise)}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="sr-only">Stock</dt>
              <dd>
                <AdminStock quantity={product.stockQuantity} />
              </dd>
            </div>
          </dl>
          {product.description && (
            <p className="mt-2 line-clamp-2 text-sm text-sand-700">{product.description}</p>
          )}
        </>
      )}
    </CardList>
  );
}

/** /admin/products (SPEC section 2): search, table, add/edit/delete, categories. */
export default function ProductsPage() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const list = useListQuery(productsListQueryOptions(query));
  // Loaded with the page, so that Add Product opens with its categories at hand.
  const categories = useQuery(categoriesQueryOptions());

  const formDialog = useEditDialog<AdminProduct>();
  const [categoryOpen, setCategoryOpen] = useState(false);

  const openAdd = () => {
    formDialog.openAdd();
    if (categories.isError) void categories.refetch();
  };

  const deleteProduct = useDeleteProduct();
  const deletion = useDeleteConfirmation<AdminProduct>({
    remove: deleteProduct.mutateAsync,
    deletedMessage: messages.product.deleted,
    title: 'Delete this product?',
    description: (product) =>
      `"${product.name}" will be removed from the shop. Past orders keep their lines.`,
    confirmLabel: 'Delete Product',
  });

  const actions = { onEdit: formDialog.openEdit, onDelete: deletion.ask };
  const searching = query !== '';

  const empty = (
    <EmptyState
      icon={PackageOpen}
      title={messages.product.emptyList}
      description={
        searching
          ? `No product name or category matches "${query}".`
          : 'Add the first product and it will appear in the shop.'
      }
      action={
        searching ? (
          <Button variant="outline" onClick={() => setSearch('')}>
            Clear search
          </Button>
        ) : (
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add Your First Product
          </Button>
        )
      }
    />
  );

  return (
    <div>
      <PageTitle
        title="Products"
        description="Prices, stock, point money and tier discounts for everything in the shop."
        actions={
          <>
            <Button variant="outline" onClick={() => setCategoryOpen(true)}>
              <FolderPlus aria-hidden="true" className="size-4" />
              Add Category
            </Button>
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" className="size-4" />
              Add Product
            </Button>
          </>
        }
      />

      <SearchInput
        label="Search products by name or category"
        placeholder="Search by name or category"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="mb-4 max-w-md"
      />

      <AdminListStates
        list={list}
        skeleton={
          <AdminListSkeleton
            label="Loading products"
            rows={5}
            image
            detailWidth="w-2/3"
            end="hidden h-8 w-24 sm:block"
          />
        }
        empty={empty}
        footer={<ListFooter list={list} noun="products" />}
      >
        <TableOrCards
          from="xl"
          table={<ProductTable products={list.items} {...actions} />}
          cards={<ProductCards products={list.items} {...actions} />}
        />
      </AdminListStates>

      <CategoryDialog open={categoryOpen} onOpenChange={setCategoryOpen} />
      <ProductFormDialog
        open={formDialog.open}
        onOpenChange={formDialog.setOpen}
        product={formDialog.editing}
        categories={categories.data ?? []}
      />
      {deletion.dialog}
    </div>
  );
}
