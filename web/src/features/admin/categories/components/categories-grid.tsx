/**
 * The categories table (docs/specs/admin-area.md 2.11 and 3, Category) in display order: move up
 * and down, icon in its colour with the name and URL, short description, an active toggle, and edit
 * and delete. Column sorting is off: the order shown is the store's order, changed only by the move
 * buttons. On a phone all of it sits in one column.
 */
import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { GridActionsCell, GridActionsCellItem } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { categoryColourOrDefault } from '@contracts/category-colour';
import type { CategoryDto } from '@contracts/responses';
import { CategoryIcon } from '@/components/category-icon';
import { stripBbcode } from '@/lib/bbcode-text';
import { AdminDataGrid } from '../../components/admin-data-grid';
import type { MoveDirection } from '../api/move-category';

const PAGE_SIZE_OPTIONS = [25, 50, 100];

export interface CategoryRowActions {
  onMove: (category: CategoryDto, direction: MoveDirection) => void;
  onToggleActive: (category: CategoryDto) => void;
  onEdit: (category: CategoryDto) => void;
  onDelete: (category: CategoryDto) => void;
}

function CategoryName({ category }: { category: CategoryDto }) {
  const color = categoryColourOrDefault(category.color);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(color, 0.14),
          color,
        }}
      >
        <CategoryIcon name={category.icon} fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {category.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          /category/{category.customUrl}
        </Typography>
      </Box>
    </Stack>
  );
}

/**
 * The active switch inside a grid cell, following the grid's keyboard model: one tab stop for the
 * whole grid, arrow keys move between cells, and the switch takes focus with its cell so Space
 * or Enter toggles it.
 */
function ActiveSwitchCell({
  category,
  hasFocus,
  tabIndex,
  onToggle,
}: {
  category: CategoryDto;
  hasFocus: boolean;
  tabIndex: 0 | -1;
  onToggle: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (hasFocus) inputRef.current?.focus();
  }, [hasFocus]);
  return (
    <Switch
      checked={category.isActive}
      onChange={onToggle}
      slotProps={{
        input: {
          ref: inputRef,
          'aria-label': `Active: ${category.name}`,
          tabIndex,
          // The grid takes Space for itself (it scrolls); the switch answers Space and Enter first.
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== ' ' && event.key !== 'Enter') return;
            event.preventDefault();
            event.stopPropagation();
            onToggle();
          },
        },
      }}
    />
  );
}

type CanMove = (category: CategoryDto, direction: MoveDirection) => boolean;

function desktopColumns(canMove: CanMove, actions: CategoryRowActions): GridColDef<CategoryDto>[] {
  return [
    {
      field: 'order',
      type: 'actions',
      headerName: 'Order',
      width: 92,
      renderCell: (params) => (
        <GridActionsCell {...params}>
          <GridActionsCellItem
            icon={<ArrowUpwardIcon />}
            label={`Move ${params.row.name} up`}
            title="Move up"
            disabled={!canMove(params.row, 'up')}
            onClick={() => actions.onMove(params.row, 'up')}
          />
          <GridActionsCellItem
            icon={<ArrowDownwardIcon />}
            label={`Move ${params.row.name} down`}
            title="Move down"
            disabled={!canMove(params.row, 'down')}
            onClick={() => actions.onMove(params.row, 'down')}
          />
        </GridActionsCell>
      ),
    },
    {
      field: 'name',
      headerName: 'Category',
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => <CategoryName category={row} />,
    },
    {
      field: 'shortDescription',
      headerName: 'Description',
      flex: 1.5,
      minWidth: 220,
      valueGetter: (_value, row) => stripBbcode(row.shortDescription || row.description),
      renderCell: ({ value }) => (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1.5, whiteSpace: 'normal' }}>
          {String(value ?? '')}
        </Typography>
      ),
    },
    { field: 'sortOrder', headerName: 'Sort', width: 70, type: 'number' },
    {
      field: 'isActive',
      headerName: 'Active',
      width: 90,
      renderCell: ({ row, hasFocus, tabIndex }) => (
        <ActiveSwitchCell
          category={row}
          hasFocus={hasFocus}
          tabIndex={tabIndex}
          onToggle={() => actions.onToggleActive(row)}
        />
      ),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      renderCell: (params) => (
        <GridActionsCell {...params}>
          <GridActionsCellItem
            icon={<EditOutlinedIcon />}
            label={`Edit ${params.row.name}`}
            title="Edit"
            onClick={() => actions.onEdit(params.row)}
          />
          <GridActionsCellItem
            icon={<DeleteOutlineIcon />}
            label={`Delete ${params.row.name}`}
            title="Delete"
            onClick={() => actions.onDelete(params.row)}
          />
        </GridActionsCell>
      ),
    },
  ];
}

/**
 * On a phone one column holds the category, its active switch and a row of the four buttons, so
 * nothing needs sideways scrolling. The buttons carry the same names as on a desktop.
 */
function phoneColumns(canMove: CanMove, actions: CategoryRowActions): GridColDef<CategoryDto>[] {
  const button = (
    label: string,
    title: string,
    icon: ReactNode,
    onClick: () => void,
    disabled = false,
  ) => (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return [
    {
      field: 'name',
      headerName: 'Category',
      flex: 1,
      renderCell: ({ row }) => (
        <Box sx={{ width: '100%', pb: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <CategoryName category={row} />
            <Switch
              checked={row.isActive}
              onChange={() => actions.onToggleActive(row)}
              slotProps={{ input: { 'aria-label': `Active: ${row.name}` } }}
            />
          </Stack>
          <Stack direction="row" spacing={0.5}>
            {button(
              `Move ${row.name} up`,
              'Move up',
              <ArrowUpwardIcon fontSize="small" />,
              () => actions.onMove(row, 'up'),
              !canMove(row, 'up'),
            )}
            {button(
              `Move ${row.name} down`,
              'Move down',
              <ArrowDownwardIcon fontSize="small" />,
              () => actions.onMove(row, 'down'),
              !canMove(row, 'down'),
            )}
            {button(`Edit ${row.name}`, 'Edit', <EditOutlinedIcon fontSize="small" />, () =>
              actions.onEdit(row),
            )}
            {button(`Delete ${row.name}`, 'Delete', <DeleteOutlineIcon fontSize="small" />, () =>
              actions.onDelete(row),
            )}
          </Stack>
        </Box>
      ),
    },
  ];
}

export function CategoriesGrid({
  categories,
  isSearching,
  isLoading,
  ...actions
}: {
  categories: CategoryDto[];
  /** While a search narrows the list the ends of the shown list are not the store's ends. */
  isSearching: boolean;
  isLoading: boolean;
} & CategoryRowActions) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canMove = (category: CategoryDto, direction: MoveDirection) => {
    if (isSearching) return true;
    const index = categories.findIndex((item) => item.id === category.id);
    return direction === 'up' ? index > 0 : index < categories.length - 1;
  };
  return (
    <AdminDataGrid
      rows={categories}
      columns={isPhone ? phoneColumns(canMove, actions) : desktopColumns(canMove, actions)}
      loading={isLoading}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      disableColumnSorting
      disableColumnMenu
      label="Categories"
    />
  );
}
