/**
 * Admin products (/admin/products) (admin-area.md sections 2.4, 4, 8 and 9): a search box that
 * filters in the browser on name, description, category name and price; a DataGrid of 10 per page
 * with First, Previous, up to 5 page numbers, Next, Last; Add New Product and Edit dialogs; per
 * product the Auto Delivery Stock dialog, the Manage FAQs dialog, an active/inactive switch
 * (instant, rolled back with an error toast when the server refuses) and delete after a
 * confirmation. Empty states: No products yet, No search results found.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LiveHelpIcon from '@mui/icons-material/LiveHelpOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminProductDto } from '@contracts/responses';
import { ProductImage } from '@/components/product-image';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { formatPrice, toCents } from '@/lib/money';
import { toast } from '@/lib/toast';
import { AdminLayout } from '../../components/admin-layout';
import { AdminSearchField } from '../../components/admin-search-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toastAdminError } from '../../components/admin-toasts';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { useToggleProductStatus } from '../api/toggle-product-status';
import { ADMIN_PRODUCTS_PER_PAGE, searchProducts } from '../product-list';
import { FaqDialog } from './faq-dialog';
import { PageNumberPager } from './page-number-pager';
import { ProductActionsMenu } from './product-actions-menu';
import { ProductFormDialog } from './product-form-dialog';
import { StockDialog } from './stock-dialog';

/** A product counts as active unless isActive is false (admin-area.md section 4). */
const isActive = (product: AdminProductDto) => product.isActive !== false;

/** Which dialog is open, and for which product. */
type OpenDialog =
  { kind: 'add' } | { kind: 'edit' | 'stock' | 'faqs' | 'delete'; product: AdminProductDto } | null;

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

  const desktopColumns: GridColDef<AdminProductDto>[] = [
    {
      field: 'name',
      headerName: 'Product',
      flex: 1,
      minWidth: 260,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
          <ProductImage
            src={row.productImages[0]}
            alt=""
            categoryName={row.category?.name}
            sx={{
              width: 56,
              height: 42,
              borderRadius: 1,
              flexShrink: 0,
              '& svg': { fontSize: 22 },
            }}
          />
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {paths.product(row)}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      field: 'category',
      headerName: 'Category',
      width: 150,
      valueGetter: (_value, row) => row.category?.name ?? 'Other',
    },
    {
      field: 'price',
      headerName: 'Price',
      type: 'number',
      width: 110,
      valueGetter: (_value, row) => toCents(row.price) ?? 0,
      renderCell: ({ row }) => (
        <Stack sx={{ height: '100%', justifyContent: 'center', alignItems: 'flex-end' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatPrice(row.price)}
          </Typography>
          {row.originalPrice && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ textDecoration: 'line-through' }}
            >
              {formatPrice(row.originalPrice)}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      field: 'stock',
      headerName: 'Stock',
      type: 'number',
      width: 120,
      renderCell: ({ row }) =>
        row.stock > 0 ? (
          <span>{row.stock} in stock</span>
        ) : (
          <Chip size="small" color="warning" variant="outlined" label="Out of stock" />
        ),
    },
    {
      field: 'deliveryType',
      headerName: 'Delivery',
      width: 110,
      valueFormatter: (value: AdminProductDto['deliveryType']) =>
        value === 'automatic' ? 'Automatic' : 'Manual',
    },
    {
      field: 'isActive',
      headerName: 'Status',
      type: 'boolean',
      width: 140,
      valueGetter: (_value, row) => isActive(row),
      renderCell: ({ row, tabIndex }) => (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
          <Switch
            size="small"
            checked={isActive(row)}
            onChange={(event) => onToggle(row, event.target.checked)}
            slotProps={{ input: { 'aria-label': `Active: ${row.name}`, tabIndex } }}
          />
          <Typography variant="body2" color={isActive(row) ? 'success.main' : 'text.secondary'}>
            {isActive(row) ? 'Active' : 'Inactive'}
          </Typography>
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      width: 190,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row, tabIndex }) => (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', height: '100%', justifyContent: 'flex-end' }}
        >
          <Tooltip title="Edit">
            <IconButton
              tabIndex={tabIndex}
              aria-label={`Edit ${row.name}`}
              onClick={() => setDialog({ kind: 'edit', product: row })}
            >
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Auto Delivery Stock">
            <IconButton
              tabIndex={tabIndex}
              aria-label={`Auto Delivery Stock: ${row.name}`}
              onClick={() => setDialog({ kind: 'stock', product: row })}
            >
              <Inventory2OutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Manage FAQs">
            <IconButton
              tabIndex={tabIndex}
              aria-label={`Manage FAQs: ${row.name}`}
              onClick={() => setDialog({ kind: 'faqs', product: row })}
            >
              <LiveHelpIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton
              tabIndex={tabIndex}
              color="error"
              aria-label={`Delete ${row.name}`}
              onClick={() => setDialog({ kind: 'delete', product: row })}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  /** Phones: the product with its price and status, and one actions menu (no sideways scroll). */
  const phoneColumns: GridColDef<AdminProductDto>[] = [
    {
      field: 'name',
      headerName: 'Product',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', height: '100%' }}>
          <ProductImage
            src={row.productImages[0]}
            alt=""
            categoryName={row.category?.name}
            sx={{
              width: 48,
              height: 36,
              borderRadius: 1,
              flexShrink: 0,
              '& svg': { fontSize: 20 },
            }}
          />
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {formatPrice(row.price)} · {row.stock > 0 ? `${row.stock} in stock` : 'Out of stock'}{' '}
              ·{' '}
              <Box
                component="span"
                sx={{ color: isActive(row) ? 'success.main' : 'text.secondary' }}
              >
                {isActive(row) ? 'Active' : 'Inactive'}
              </Box>
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: '',
      sortable: false,
      width: 64,
      align: 'center',
      renderCell: ({ row, tabIndex }) => (
        <ProductActionsMenu
          name={row.name}
          isActive={isActive(row)}
          tabIndex={tabIndex}
          onAction={(action) =>
            action === 'toggle'
              ? onToggle(row, !isActive(row))
              : setDialog({ kind: action, product: row })
          }
        />
      ),
    },
  ];
  const columns = isPhone ? phoneColumns : desktopColumns;

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
                // One page of 10 rows: every row and column in the DOM (find in page, narrow screens).
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
