/**
 * The admin lists paged in the browser (docs/specs/admin-area.md 2.6, 2.7, 2.10, 2.11:
 * MUI X DataGrid): rows grow with their text and centre their cells, numbers align right, and on
 * a phone the columns named in `phoneHidden` are hidden and the column menu is off, so nothing
 * scrolls sideways. Any DataGrid prop may still be given and wins.
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { DataGrid } from '@mui/x-data-grid';
import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';

/** Page sizes offered; the first is the default. */
const DEFAULT_PAGE_SIZES = [10, 25, 50];

export function AdminDataGrid<R extends GridValidRowModel>({
  phoneHidden = [],
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  sx,
  ...props
}: Omit<DataGridProps<R>, 'sx'> & {
  /** Styles added to (and overriding) the shared ones. */
  sx?: SystemStyleObject<Theme>;
  /** Fields hidden on a phone-sized screen. */
  phoneHidden?: readonly string[];
  pageSizeOptions?: number[];
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <DataGrid<R>
      autoHeight
      getRowHeight={() => 'auto'}
      initialState={{ pagination: { paginationModel: { pageSize: pageSizeOptions[0]! } } }}
      pageSizeOptions={pageSizeOptions}
      disableRowSelectionOnClick
      disableColumnMenu={isPhone}
      columnVisibilityModel={
        isPhone ? Object.fromEntries(phoneHidden.map((field) => [field, false])) : {}
      }
      {...props}
      sx={{
        bgcolor: 'background.paper',
        // Rows grow with their text; every cell centres its content in the taller row.
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
        ...sx,
      }}
    />
  );
}
