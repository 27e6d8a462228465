/**
 * The header search where the bar has no room for the box: a full-screen sheet on phones, a dialog
 * at the top of the screen on tablets (MUI Dialog), with the search box at the top and its
 * suggestions listed below it. Escape closes the suggestions, then the sheet.
 */
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import { SearchCombobox } from './search-combobox';

export function SearchSheet({
  isOpen,
  onClose,
  resultsHref,
}: {
  isOpen: boolean;
  onClose: () => void;
  resultsHref: (text: string) => string;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      open={isOpen}
      onClose={onClose}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { 'aria-label': 'Search', sx: { minHeight: { sm: 420 } } } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', p: 1.5 }}>
        <SearchCombobox resultsHref={resultsHref} autoFocus isInline onDone={onClose} />
        <IconButton aria-label="Close search" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
    </Dialog>
  );
}
