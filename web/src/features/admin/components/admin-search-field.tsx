/** The search box of the admin lists: a labelled text field with a search icon and a clear button. */
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';

export function AdminSearchField({
  label,
  value,
  onChange,
}: {
  /** Accessible label and placeholder, e.g. "Search comments". */
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      size="small"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{
        width: { xs: '100%', sm: 360 },
        // One clear button: ours, with a name, rather than the browser's as well.
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                aria-label="Clear search"
                edge="end"
                size="small"
                onClick={() => onChange('')}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
