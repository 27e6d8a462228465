/**
 * The header search box: an ARIA combobox (MUI Autocomplete, WAI-ARIA APG "Combobox with listbox
 * popup") that suggests products and categories by part of their name as a person types, after a
 * pause. Arrow keys move through the suggestions, Enter opens the highlighted one, Escape closes the
 * list; Enter with no suggestion highlighted opens All Products searched for the text
 * (`resultsHref`). While the answer is awaited it says Searching..., with nothing found
 * No results for "{text}", and when the call fails that suggestions could not be loaded.
 */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CategoryIcon from '@mui/icons-material/Category';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation } from 'wouter';
import { SEARCH_QUERY_MAX_LENGTH } from '@contracts/search-limits';
import { formatPrice } from '@/lib/money';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { SEARCH_GROUP_LABELS, searchOptions } from '../search-options';
import type { SearchOption } from '../search-options';

/** The spec's height limit for a combobox list (docs/specs/customer-area.md section 9). */
const LIST_MAX_HEIGHT = 300;

export interface SearchComboboxProps {
  /** The page that lists every product matching free text (Enter with nothing highlighted). */
  resultsHref: (text: string) => string;
  /** Text typed before the box was ready. */
  initialText?: string;
  autoFocus?: boolean;
  /** Called once a suggestion or the results page has been opened. */
  onDone?: () => void;
  /** Keeps the list inside the surrounding element (the phone sheet) instead of a popper on top. */
  isInline?: boolean;
}

export function SearchCombobox({
  resultsHref,
  initialText = '',
  autoFocus = false,
  onDone,
  isInline = false,
}: SearchComboboxProps) {
  const [, navigate] = useLocation();
  const [text, setText] = useState(initialText);
  const [isOpen, setIsOpen] = useState(autoFocus && initialText.trim() !== '');
  const trimmed = text.trim();
  const asked = useDebouncedValue(trimmed);
  const suggestions = useSearchSuggestions(asked);
  const options = trimmed ? searchOptions(suggestions.data) : [];
  const isWaiting = asked !== trimmed || suggestions.isFetching;

  const open = (href: string) => {
    setText('');
    setIsOpen(false);
    navigate(href);
    onDone?.();
  };

  const id = isInline ? 'header-search-sheet' : 'header-search';
  return (
    <Autocomplete<SearchOption, false, false, false>
      id={id}
      fullWidth
      options={options}
      // The server has matched already.
      filterOptions={(all) => all}
      groupBy={(option) => SEARCH_GROUP_LABELS[option.kind]}
      // A named group of options (WAI-ARIA: a listbox holds options or groups of them).
      renderGroup={({ key, group, children }) => (
        <li key={key} role="group" aria-labelledby={`${id}-group-${key}`}>
          <ListSubheader id={`${id}-group-${key}`} component="div" sx={{ lineHeight: '36px' }}>
            {group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
            {children}
          </Box>
        </li>
      )}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.key}
      isOptionEqualToValue={(option, value) => option.key === value.key}
      value={null}
      onChange={(_event, option) => {
        if (option) open(option.href);
      }}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') setText(value);
      }}
      open={isOpen && trimmed !== ''}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      onKeyDown={(event) => {
        // The input names the highlighted row while one is (aria-activedescendant).
        const isRowHighlighted = (event.target as HTMLElement).hasAttribute(
          'aria-activedescendant',
        );
        if (event.key === 'Enter' && trimmed && !isRowHighlighted) {
          event.preventDefault();
          open(resultsHref(trimmed));
        }
      }}
      clearOnBlur={false}
      blurOnSelect
      disablePortal={isInline}
      forcePopupIcon={false}
      loading={isWaiting && options.length === 0}
      loadingText="Searching..."
      noOptionsText={
        suggestions.error && !isWaiting
          ? 'Could not load suggestions. Press Enter to search all products.'
          : `No results for "${trimmed}"`
      }
      slotProps={{
        listbox: { sx: { maxHeight: LIST_MAX_HEIGHT } },
        popper: { sx: { minWidth: 320 } },
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder="Search products and categories"
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              maxLength: SEARCH_QUERY_MAX_LENGTH,
              'aria-label': 'Search the store',
              enterKeyHint: 'search',
            },
            input: {
              ...params.slotProps.input,
              type: 'search',
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <Avatar
            variant="rounded"
            src={option.kind === 'product' ? (option.image ?? undefined) : undefined}
            alt=""
            sx={{ width: 36, height: 36, bgcolor: 'action.selected', color: 'text.secondary' }}
          >
            {option.kind === 'product' ? (
              <Inventory2Icon fontSize="small" />
            ) : (
              <CategoryIcon fontSize="small" />
            )}
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {option.label}
            </Typography>
            {option.kind === 'product' && option.categoryName && (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {option.categoryName}
              </Typography>
            )}
          </Box>
          {option.kind === 'product' && (
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatPrice(option.price)}
            </Typography>
          )}
        </Box>
      )}
    />
  );
}
