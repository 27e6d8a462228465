/** A price bound in dollars as typed ("12.50"), 0 or more in steps of a cent; '' when unset. */
export function PriceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      size="small"
      type="number"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
      sx={{ width: { xs: '50%', md: 120 } }}
    />
  );
}

/**
 * Controls shared by the catalogue pages (docs/specs/admin-area.md 2.16 and 2.17): the search box,
 * a price bound, a select, the grid/list toggle, the Clear Filters button and Load more.
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ProductCardLayout } from '@/components/product-card';

export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      size="small"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flexGrow: 1, minWidth: { sm: 240 } }}
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
  );
}

export function OptionSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  minWidth = 190,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  minWidth?: number;
}) {
  return (
    <FormControl size="small" sx={{ minWidth, flex: { xs: '1 1 150px', md: '0 0 auto' } }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** Switches the cards between a grid and a list. */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: ProductCardLayout;
  onChange: (value: ProductCardLayout) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: ProductCardLayout | null) => {
        if (next) onChange(next);
      }}
      aria-label="Product layout"
    >
      <ToggleButton value="grid" aria-label="Grid view">
        <GridViewIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label="List view">
        <ViewListIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

export function ClearFiltersButton({
  onClick,
  disabled,
  label = 'Clear Filters',
  variant = 'text',
}: {
  onClick: () => void;
  disabled?: boolean;
  label?: string;
  variant?: 'text' | 'outlined' | 'contained';
}) {
  return (
    <Button
      variant={variant}
      startIcon={<FilterAltOffIcon />}
      onClick={onClick}
      disabled={disabled}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}

/**
 * Under the cards: how many of the matching products are shown and, while more remain, a Load more
 * button for the next page (catalogue-view.ts PRODUCTS_PAGE_SIZE).
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  onClick,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  onClick: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', mt: 4 }}>
      <Typography variant="body2" color="text.secondary" data-testid="loaded-count">
        {shown} of {total} shown
      </Typography>
      <Button variant="outlined" size="large" startIcon={<ExpandMoreIcon />} onClick={onClick}>
        Load more
      </Button>
    </Stack>
  );
}
