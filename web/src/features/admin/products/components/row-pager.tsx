/**
 * Paging for the stock dialog's long tables (an import preview, every item of a product): the
 * rows of the current page and the pager below the table, shown once there is more than one page
 * at the smallest size.
 */
import { useState, type ReactNode } from 'react';
import TablePagination from '@mui/material/TablePagination';

/**
 * `rows` cut into pages of one of `sizes` (the first by default); `label` names the page size
 * ("Lines per page"). `resetPage` goes back to the first page (after a filter changes the rows).
 */
export function useRowPager<T>(
  rows: readonly T[],
  options: { sizes: number[]; label: string },
): { pageRows: T[]; pager: ReactNode; resetPage: () => void } {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(options.sizes[0]!);
  const pager =
    rows.length > options.sizes[0]! ? (
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={options.sizes}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={options.label}
      />
    ) : null;
  return {
    pageRows: rows.slice(page * rowsPerPage, (page + 1) * rowsPerPage),
    pager,
    resetPage: () => setPage(0),
  };
}
