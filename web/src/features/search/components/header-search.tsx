/**
 * The search of the navigation bar: a box on wide screens, a search button elsewhere that opens a
 * full-screen sheet on phones and a dialog at the top on tablets (where the bar has no room). The combobox (MUI Autocomplete) is loaded the first time a person
 * points at, focuses or opens the search, so pages that are only read do not pay for it; until then
 * the box is a plain input whose text carries over, and Enter in it opens the results page.
 */
import { useRef, useState } from 'react';
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation } from 'wouter';
import { SEARCH_QUERY_MAX_LENGTH } from '@contracts/search-limits';
import type { SearchComboboxProps } from './search-combobox';
import type { SearchSheet as SearchSheetComponent } from './search-sheet';

type SearchParts = {
  SearchCombobox: ComponentType<SearchComboboxProps>;
  SearchSheet: typeof SearchSheetComponent;
};

/** Both parts in one chunk: the sheet is the combobox in a dialog. */
async function loadSearchParts(): Promise<SearchParts> {
  const [{ SearchCombobox }, { SearchSheet }] = await Promise.all([
    import('./search-combobox'),
    import('./search-sheet'),
  ]);
  return { SearchCombobox, SearchSheet };
}

/** `resultsHref`: the page listing every product that matches free text (All Products). */
export function HeaderSearch({ resultsHref }: { resultsHref: (text: string) => string }) {
  const [, navigate] = useLocation();
  const [parts, setParts] = useState<SearchParts | null>(null);
  const [typed, setTyped] = useState('');
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  // Whether the plain box has focus, so the combobox replacing it takes the focus over.
  const [isFocused, setIsFocused] = useState(false);
  const isLoading = useRef(false);

  const load = () => {
    if (isLoading.current) return;
    isLoading.current = true;
    void loadSearchParts().then(setParts, () => {
      // Offline or a stale deployment: the plain box still searches All Products.
      isLoading.current = false;
    });
  };

  return (
    <>
      <Box
        role="search"
        aria-label="Site search"
        sx={{
          display: { xs: 'none', lg: 'block' },
          flex: '1 1 auto',
          maxWidth: 340,
          minWidth: 150,
        }}
      >
        {parts ? (
          <parts.SearchCombobox
            resultsHref={resultsHref}
            initialText={typed}
            autoFocus={isFocused}
          />
        ) : (
          <OutlinedInput
            size="small"
            fullWidth
            type="search"
            placeholder="Search products and categories"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onFocus={() => {
              setIsFocused(true);
              load();
            }}
            onBlur={() => setIsFocused(false)}
            onPointerEnter={load}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && typed.trim()) navigate(resultsHref(typed.trim()));
            }}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            }
            inputProps={{
              maxLength: SEARCH_QUERY_MAX_LENGTH,
              'aria-label': 'Search the store',
              enterKeyHint: 'search',
            }}
          />
        )}
      </Box>
      <IconButton
        color="inherit"
        aria-label="Search the store"
        aria-haspopup="dialog"
        onPointerEnter={load}
        onClick={() => {
          load();
          setIsSheetOpen(true);
        }}
        sx={{ display: { lg: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      {parts && (
        <parts.SearchSheet
          isOpen={isSheetOpen}
          onClose={() => setIsSheetOpen(false)}
          resultsHref={resultsHref}
        />
      )}
    </>
  );
}
