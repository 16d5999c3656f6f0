import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FolderPlus, PackageOpen, Plus } from 'lucide-react';
import type { AdminProduct } from '../../../../domain/catalogue.schemas';
import { messages } from '../../../../domain/messages';
import { useListQuery } from '../../../lib/list-query';
import { DataList } from '../../../components/data-list/data-list';
import { useListSearch } from '../../../components/data-list/use-list-search';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDeleteConfirmation } from '../../../components/admin/use-delete-confirmation';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { CategoriesTab } from './categories-tab';
import { CategoryDialog } from './category-dialog';
import { productColumns } from './product-columns';
import { ProductFormDialog } from './product-form-dialog';
import {
  categoriesQueryOptions,
  productQueryOptions,
  productsListQueryOptions,
  useDeleteProduct,
} from './products.queries';

type Tab = 'products' | 'categories';

/**
 * /admin/products (SPEC section 2): search, table, add/edit/delete; and the Categories tab, where
 * categories are renamed and deleted (?tab=categories, so a reload keeps it).
 */
export default function ProductsPage() {
  const search = useListSearch();
  const list = useListQuery(productsListQueryOptions(search.query));
  // Loaded with the page, so that Add Product opens with its categories at hand.
  const categories = useQuery(categoriesQueryOptions());

  const formDialog = useEditDialog<AdminProduct>();
  const [categoryOpen, setCategoryOpen] = useState(false);

  // ?edit=<id> (the dashboard's low-stock list, the audit log) opens that product's edit dialog.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'categories' ? 'categories' : 'products';
  const showTab = (next: Tab) => setParams(next === 'categories' ? { tab: next } : {}, { replace: true });
  const editId = params.get('edit');
  const linked = useQuery({ ...productQueryOptions(editId ?? ''), enabled: editId !== null });
  // Opened once per link: saving reads the product again, which must not open the dialog again.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (editId !== openedFor && (editId === null || linked.data?.id === editId)) {
    setOpenedFor(editId);
    if (linked.data && editId !== null) formDialog.openEdit(linked.data);
  }
  const setFormOpen = (open: boolean) => {
    formDialog.setOpen(open);
    if (!open && editId !== null)
      setParams(
        (now) => {
          now.delete('edit');
          return now;
        },
        { replace: true },
      );
  };

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

  const columns = productColumns({ onEdit: formDialog.openEdit, onDelete: deletion.ask });

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

      <Tabs value={tab} onValueChange={(value) => showTab(value as Tab)}>
        <TabsList aria-label="Catalogue screens" className="max-w-md">
          <TabsTrigger value="products">Products</TabsTrigger>
          <TabsTrigger value="categories">Categories</TabsTrigger>
        </TabsList>
        <TabsContent value="products">
          <DataList
            label="Products"
            noun={{ one: 'product', many: 'products' }}
            columns={columns}
            list={list}
            tableClassName="min-w-[64rem]"
            search={{
              state: search,
              label: 'Search products by name or category',
              placeholder: 'Name, category or barcode (scan)',
              noMatch: (words) => `No product name, category or barcode matches "${words}".`,
            }}
            empty={{
              icon: PackageOpen,
              title: messages.product.emptyList,
              description: 'Add the first product and it will appear in the shop.',
              action: (
                <Button onClick={openAdd}>
                  <Plus aria-hidden="true" className="size-4" />
                  Add Your First Product
                </Button>
              ),
            }}
          />
        </TabsContent>
        <TabsContent value="categories">
          <CategoriesTab
            onAdd={() => setCategoryOpen(true)}
            onShowProducts={(category) => {
              search.setText(category.name);
              showTab('products');
            }}
          />
        </TabsContent>
      </Tabs>

      <CategoryDialog open={categoryOpen} onOpenChange={setCategoryOpen} />
      <ProductFormDialog
        open={formDialog.open}
        onOpenChange={setFormOpen}
        product={formDialog.editing}
        categories={categories.data ?? []}
      />
      {deletion.dialog}
    </div>
  );
}
