/**
 * The columns of the admin products DataGrid (docs/specs/admin-area.md sections 2.4 and 4): on
 * a desktop the product with its image and URL, category, price, stock, the active switch and the
 * action buttons; on a phone the product and one actions menu.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LiveHelpIcon from '@mui/icons-material/LiveHelpOutlined';
import PolicyIcon from '@mui/icons-material/PolicyOutlined';
import LimitsIcon from '@mui/icons-material/ProductionQuantityLimits';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminProductDto } from '@contracts/responses';
import { ProductImage } from '@/components/product-image';
import { paths } from '@/config/paths';
import { formatPrice, toCents } from '@/lib/money';
import { ProductActionsMenu } from './product-actions-menu';

/** A product counts as active unless isActive is false (docs/specs/admin-area.md section 4). */
const isActive = (product: AdminProductDto) => product.isActive !== false;

/** Which dialog is open, and for which product. */
export type OpenDialog =
  | { kind: 'add' }
  | {
      kind: 'edit' | 'stock' | 'policy' | 'limits' | 'faqs' | 'delete';
      product: AdminProductDto;
    }
  | null;

interface ProductColumnsOptions {
  isPhone: boolean;
  /** Sets the product active (true) or inactive. */
  onToggle: (product: AdminProductDto, next: boolean) => void;
  /** Opens a dialog for a product. */
  onOpen: (dialog: NonNullable<OpenDialog>) => void;
}

export function productColumns({
  isPhone,
  onToggle,
  onOpen,
}: ProductColumnsOptions): GridColDef<AdminProductDto>[] {
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
      width: 270,
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
              onClick={() => onOpen({ kind: 'edit', product: row })}
            >
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Auto Delivery Stock">
            <IconButton
              tabIndex={tabIndex}
              aria-label={`Auto Delivery Stock: ${row.name}`}
              onClick={() => onOpen({ kind: 'stock', product: row })}
            >
              <Inventory2OutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Stock & Warranty Policy">
            <IconButton
              tabIndex={tabIndex}
              aria-label={`Stock & Warranty Policy: ${row.name}`}
              onClick={() => onOpen({ kind: 'policy', product: row })}
            >
              <PolicyIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Purchase Limits">
            <IconButton
              tabIndex={tabIndex}
              aria-label={`Purchase Limits: ${row.name}`}
              onClick={() => onOpen({ kind: 'limits', product: row })}
            >
              <LimitsIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Manage FAQs">
            <IconButton
              tabIndex={tabIndex}
              aria-label={`Manage FAQs: ${row.name}`}
              onClick={() => onOpen({ kind: 'faqs', product: row })}
            >
              <LiveHelpIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton
              tabIndex={tabIndex}
              color="error"
              aria-label={`Delete ${row.name}`}
              onClick={() => onOpen({ kind: 'delete', product: row })}
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
              : onOpen({ kind: action, product: row })
          }
        />
      ),
    },
  ];
  return isPhone ? phoneColumns : desktopColumns;
}
