/**
 * Admin products (/admin/products, and /admin for now) (admin-area.md section 2.4): search in the
 * browser, Add New Product, pages of 10, and an Auto Delivery Stock dialog per product.
 * Empty states: No products yet, No search results found.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { AdminProductDto } from '../../../../../contracts/responses';
import { ProductImage } from '../../../components/product-image';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/money';
import { paginate } from '../../../lib/paginate';
import { useAdminProducts } from '../api/get-admin-products';
import { AdminLayout } from './admin-layout';
import { ProductFormDialog } from './product-form-dialog';
import { StockDialog } from './stock-dialog';

/** Products per page (admin-area.md section 9). */
export const ADMIN_PRODUCTS_PER_PAGE = 10;

/** Products whose name, description, category name or price contains the search text. */
export function searchProducts(
  products: readonly AdminProductDto[],
  search: string,
): AdminProductDto[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter((product) =>
    [product.name, product.description, product.category?.name ?? '', product.price].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

const isActive = (product: AdminProductDto) => product.isActive !== false;

export function AdminProductsPage() {
  const { data: products, isPending, error, refetch } = useAdminProducts();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const [stockProduct, setStockProduct] = useState<AdminProductDto | null>(null);

  const matching = products ? searchProducts(products, search) : [];
  const view = paginate(matching, page, ADMIN_PRODUCTS_PER_PAGE);

  return (
    <AdminLayout title="Products">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between' }}
      >
        <TextField
          label="Search products"
          size="small"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: { sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
          Add New Product
        </Button>
      </Stack>

      {error ? (
        <ErrorMessage
          error={error}
          title="Could not load products"
          onRetry={() => void refetch()}
        />
      ) : isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading products">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : products.length === 0 ? (
        <StatusMessage
          icon={<Inventory2Icon />}
          title="No products yet"
          description="Add the first product to open the store."
        />
      ) : matching.length === 0 ? (
        <StatusMessage
          icon={<SearchOffIcon />}
          title="No search results found"
          description="Try another search."
        />
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Products">
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell>Category</TableCell>
                  <TableCell align="right">Price</TableCell>
                  <TableCell align="right">Stock</TableCell>
                  <TableCell>Delivery</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {view.slice.map((product) => (
                  <TableRow key={product.id} hover>
                    <TableCell>
                      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                        <ProductImage
                          src={product.productImages[0]}
                          alt=""
                          categoryName={product.category?.name}
                          sx={{
                            width: 48,
                            height: 36,
                            borderRadius: 1,
                            flexShrink: 0,
                            '& svg': { fontSize: 20 },
                          }}
                        />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {paths.product(product)}
                          </Typography>
                        </Box>
                      </Stack>
                    </TableCell>
                    <TableCell>{product.category?.name ?? 'Other'}</TableCell>
                    <TableCell align="right">
                      {formatPrice(product.price)}
                      {product.originalPrice && (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ display: 'block', textDecoration: 'line-through' }}
                        >
                          {formatPrice(product.originalPrice)}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{product.stock}</TableCell>
                    <TableCell>
                      {product.deliveryType === 'automatic' ? 'Automatic' : 'Manual'}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={isActive(product) ? 'success' : 'default'}
                        label={isActive(product) ? 'Active' : 'Inactive'}
                      />
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<Inventory2Icon />}
                        onClick={() => setStockProduct(product)}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        Auto Delivery Stock
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary">
              Showing {view.from} to {view.to} of {view.total} products
            </Typography>
            {view.totalPages > 1 && (
              <Pagination
                count={view.totalPages}
                page={view.page}
                onChange={(_event, value) => setPage(value)}
                showFirstButton
                showLastButton
                siblingCount={2}
                boundaryCount={0}
                color="primary"
              />
            )}
          </Stack>
        </>
      )}

      <ProductFormDialog open={isAdding} onClose={() => setIsAdding(false)} />
      {stockProduct && <StockDialog product={stockProduct} onClose={() => setStockProduct(null)} />}
    </AdminLayout>
  );
}
