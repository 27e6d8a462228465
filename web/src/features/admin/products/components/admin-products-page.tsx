/**
 * Admin products (/admin/products) (docs/specs/admin-area.md sections 2.4, 4, 8 and 9): a search
 * box that filters in the browser on name, description, category name and price; a DataGrid of 10
 * per page with First, Previous, up to 5 page numbers, Next, Last; Add New Product and Edit
 * dialogs; per product the Auto Delivery Stock dialog, the Stock & Warranty Policy dialog, the Purchase Limits dialog, the
 * Manage FAQs dialog, an active/inactive switch (instant, rolled back with an error toast when the
 * server refuses) and delete after a confirmation. Empty states: No products yet, No search results found.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { DataGrid } from '@mui/x-data-grid';
import type { AdminProductDto } from '@contracts/responses';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { toast } from '@/lib/toast';
import { AdminLayout } from '../../components/admin-layout';
import { AdminSearchField } from '../../components/admin-search-field';
import { toastAdminError } from '../../components/admin-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { useToggleProductStatus } from '../api/toggle-product-status';
import { ADMIN_PRODUCTS_PER_PAGE, searchProducts } from '../product-list';
import { FaqDialog } from './faq-dialog';
import { PageNumberPager } from './page-number-pager';
import { PolicyDialog } from './policy-dialog';
import { PurchaseLimitsDialog } from './purchase-limits-dialog';
import { productColumns } from './product-columns';
import type { OpenDialog } from './product-columns';
import { ProductFormDialog } from './product-form-dialog';
import { StockDialog } from './stock-dialog';

export function AdminProductsPage() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const productsQuery = useAdminProducts();
  const toggleStatus = useToggleProductStatus();
  const deleteProduct = useDeleteProduct();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const matching = productsQuery.data ? searchProducts(productsQuery.data, search) : [];
  const totalPages = Math.max(1, Math.ceil(matching.length / ADMIN_PRODUCTS_PER_PAGE));
  const currentPage = Math.min(page, totalPages);
  const from = matching.length === 0 ? 0 : (currentPage - 1) * ADMIN_PRODUCTS_PER_PAGE + 1;
  const to = Math.min(matching.length, currentPage * ADMIN_PRODUCTS_PER_PAGE);

  const onToggle = (product: AdminProductDto, next: boolean) =>
    toggleStatus.mutate(
      { productId: product.id, isActive: next },
      {
        onSuccess: () =>
          toast({
            title: 'Product status updated',
            description: `${product.name} is now ${next ? 'active' : 'inactive'}.`,
          }),
        onError: (error) => toastAdminError(error),
      },
    );

  const onDelete = (product: AdminProductDto) =>
    deleteProduct.mutate(product.id, {
      onSuccess: () => {
        toast({ title: 'Product deleted', description: `${product.name} was removed.` });
        setDialog(null);
      },
      onError: (error) => toastAdminError(error),
    });

  const columns = productColumns({ isPhone, onToggle, onOpen: setDialog });

  return (
    <AdminLayout title="Products">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <AdminSearchField
          label="Search products"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ kind: 'add' })}
        >
          Add New Product
        </Button>
      </Stack>

      <QueryStates
        query={productsQuery}
        errorTitle="Could not load products"
        loading={<SkeletonRows label="Loading products" count={6} height={68} />}
        empty={
          <StatusMessage
            icon={<Inventory2Icon />}
            title="No products yet"
            description="Add the first product to open the store."
          />
        }
        noMatch={
          <StatusMessage
            icon={<SearchOffIcon />}
            title="No search results found"
            description="Try another name, category or price."
          />
        }
        isNoMatch={matching.length === 0}
      >
        {() => (
          <>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <DataGrid
                label="Products"
                rows={matching}
                columns={columns}
                rowHeight={68}
                autoHeight
                hideFooter
                disableColumnFilter
                disableRowSelectionOnClick
                // One page of 10 rows: every row and column in the DOM (find in page, narrow
                // screens).
                disableVirtualization
                paginationModel={{ page: currentPage - 1, pageSize: ADMIN_PRODUCTS_PER_PAGE }}
                onPaginationModelChange={(model) => setPage(model.page + 1)}
                pageSizeOptions={[ADMIN_PRODUCTS_PER_PAGE]}
                sx={{ border: 0 }}
              />
            </Paper>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}
            >
              <Typography variant="body2" color="text.secondary" role="status">
                Showing {from} to {to} of {matching.length} products
              </Typography>
              <PageNumberPager
                label="Product pages"
                page={currentPage}
                totalPages={totalPages}
                onChange={setPage}
              />
            </Stack>
          </>
        )}
      </QueryStates>

      {dialog?.kind === 'add' && <ProductFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <ProductFormDialog
          key={dialog.product.id}
          product={dialog.product}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'stock' && (
        <StockDialog product={dialog.product} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'policy' && (
        <PolicyDialog
          key={dialog.product.id}
          product={dialog.product}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'limits' && (
        <PurchaseLimitsDialog
          key={dialog.product.id}
          product={dialog.product}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'faqs' && (
        <FaqDialog product={dialog.product} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Product"
        message={
          dialog?.kind === 'delete'
            ? `Are you sure you want to delete "${dialog.product.name}"? This cannot be undone.`
            : ''
        }
        isPending={deleteProduct.isPending}
        onConfirm={() => dialog?.kind === 'delete' && onDelete(dialog.product)}
        onClose={() => setDialog(null)}
      />
    </AdminLayout>
  );
}
