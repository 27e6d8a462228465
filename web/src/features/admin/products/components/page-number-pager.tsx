/**
 * The admin product list's pager (docs/specs/admin-area.md 2.4 and section 9): First, Previous, up
 * to 5 page numbers around the current page, Next, Last. Pages are 1-based; the current page is
 * marked with aria-current for screen readers.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { pageNumberWindow } from '../product-list';

export function PageNumberPager({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Product pages". */
  label: string;
}) {
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  const step = { size: 'small', variant: 'outlined', sx: { minWidth: 0 } } as const;
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.75, justifyContent: 'center' }}
    >
      <Button {...step} disabled={isFirst} onClick={() => onChange(1)}>
        First
      </Button>
      <Button {...step} disabled={isFirst} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      {pageNumberWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'outlined'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
          sx={{ minWidth: 36 }}
        >
          {number}
        </Button>
      ))}
      <Button {...step} disabled={isLast} onClick={() => onChange(page + 1)}>
        Next
      </Button>
      <Button {...step} disabled={isLast} onClick={() => onChange(totalPages)}>
        Last
      </Button>
    </Stack>
  );
}
