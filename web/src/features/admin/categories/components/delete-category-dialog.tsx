/**
 * The delete question for a category (docs/specs/admin-area.md section 5: "Are you sure you want
 * to delete this category?"). A category that holds products also asks, with a required select,
 * which category they move to: every other category (categories do not nest), inactive ones
 * included. The server moves them and deletes the category in one command.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AdminCategoryDto } from '@contracts/responses';
import { useFocusFirstError } from '@/lib/focus-first-error';

/** The delete question (docs/specs/admin-area.md section 5, Category). */
const DELETE_CATEGORY_QUESTION = 'Are you sure you want to delete this category?';

const TARGET_REQUIRED = 'Choose the category to move the products to';

const productsText = (count: number) => `${count} product${count === 1 ? '' : 's'}`;

export function DeleteCategoryDialog({
  category,
  categories,
  isPending,
  onConfirm,
  onClose,
}: {
  /** The category to delete; null when the dialog is closed. */
  category: AdminCategoryDto | null;
  /** Every category, to choose where the products go. */
  categories: readonly AdminCategoryDto[];
  isPending: boolean;
  /** Called with the chosen category's id, or null when the category holds no products. */
  onConfirm: (moveProductsTo: number | null) => void;
  onClose: () => void;
}) {
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { ref, onErrors } = useFocusFirstError();
  const productCount = category?.productCount ?? 0;
  const targets = categories.filter((candidate) => candidate.id !== category?.id);
  const hasNowhereToGo = productCount > 0 && targets.length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (productCount === 0) return onConfirm(null);
    if (!target) {
      setError(TARGET_REQUIRED);
      onErrors();
      return;
    }
    onConfirm(Number(target));
  };

  return (
    <Dialog
      open={category !== null}
      onClose={isPending ? undefined : onClose}
      aria-labelledby="delete-category-title"
      aria-describedby="delete-category-text"
      maxWidth="xs"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            setTarget('');
            setError(null);
          },
        },
      }}
    >
      <Box component="form" ref={ref} onSubmit={onSubmit} noValidate>
        <DialogTitle id="delete-category-title">Delete category</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-category-text">
            {DELETE_CATEGORY_QUESTION}
          </DialogContentText>
          {productCount > 0 && category && (
            <>
              <DialogContentText sx={{ mt: 2 }}>
                {hasNowhereToGo
                  ? `${category.name} holds ${productCount === 1 ? 'a product' : productsText(productCount)}. Add another category first: ${productCount === 1 ? 'it needs' : 'they need'} a category to move to.`
                  : `${category.name} holds ${productsText(productCount)}. Choose the category to move ${productCount === 1 ? 'it' : 'them'} to; then ${category.name} is deleted.`}
              </DialogContentText>
              {!hasNowhereToGo && (
                <TextField
                  select
                  required
                  fullWidth
                  margin="normal"
                  label="Move products to"
                  value={target}
                  onChange={(event) => {
                    setTarget(event.target.value);
                    setError(null);
                  }}
                  error={error !== null}
                  helperText={error ?? ' '}
                >
                  {targets.map((candidate) => (
                    <MenuItem key={candidate.id} value={String(candidate.id)}>
                      {candidate.name}
                      {candidate.isActive ? '' : ' (inactive)'}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={isPending || hasNowhereToGo}
          >
            {isPending ? 'Deleting…' : productCount > 0 ? 'Move and delete' : 'Delete'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
