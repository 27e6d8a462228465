/**
 * Add Category / Edit Category dialog (docs/specs/admin-area.md sections 2.11, 3 and 5): name
 * (required: "Category name is required"), URL (filled from the name when empty, shown live as the
 * store will use it), short description, description, colour with a picker (default #3B82F6), icon
 * (default Package), SEO title, description and keywords, active, sort order (integer, default 0).
 * Full screen on a phone.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  CATEGORY_ICONS,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_CATEGORY_ICON,
} from '@contracts/constants';
import type { CategoryIcon as CategoryIconName } from '@contracts/constants';
import { categoryColourOrDefault, isCategoryColour } from '@contracts/category-colour';
import type { CategoryRequest } from '@contracts/requests';
import type { CategoryDto } from '@contracts/responses';
import { CategoryIcon } from '@/components/category-icon';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { categoryCustomUrl } from '../category-url';
import { CATEGORY_ICON_LABELS } from './category-icons';
import { useFocusFirstError } from '@/lib/focus-first-error';

/** The form's state; sortOrder is kept as typed and checked on submit. */
export interface CategoryFormValues {
  name: string;
  customUrl: string;
  shortDescription: string;
  description: string;
  color: string;
  icon: CategoryIconName;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  isActive: boolean;
  sortOrder: string;
}

type FormErrors = Partial<Record<keyof CategoryFormValues, string>>;

const INTEGER = /^-?\d{1,7}$/;

/** An empty form with the spec's defaults: colour #3B82F6, icon Package, active, sort order 0. */
const EMPTY_CATEGORY_FORM: CategoryFormValues = {
  name: '',
  customUrl: '',
  shortDescription: '',
  description: '',
  color: DEFAULT_CATEGORY_COLOR,
  icon: DEFAULT_CATEGORY_ICON,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  isActive: true,
  sortOrder: '0',
};

function formOf(category: CategoryDto): CategoryFormValues {
  return {
    name: category.name,
    customUrl: category.customUrl,
    shortDescription: category.shortDescription,
    description: category.description,
    color: categoryColourOrDefault(category.color),
    icon: (CATEGORY_ICONS as readonly string[]).includes(category.icon)
      ? category.icon
      : DEFAULT_CATEGORY_ICON,
    metaTitle: category.metaTitle,
    metaDescription: category.metaDescription,
    metaKeywords: category.metaKeywords,
    isActive: category.isActive,
    sortOrder: String(category.sortOrder),
  };
}

/**
 * The request body for the form, or the errors to show: name required ("Category name is
 * required"), a URL with at least one letter or digit, a hex colour, a whole sort order.
 */
function toCategoryRequest(
  values: CategoryFormValues,
): { body: CategoryRequest } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Category name is required';
  const customUrl = categoryCustomUrl(values);
  if (name && !customUrl) errors.customUrl = 'The URL needs at least one letter or digit';
  if (!isCategoryColour(values.color)) errors.color = 'Enter a hex colour like #3B82F6';
  if (!INTEGER.test(values.sortOrder.trim())) errors.sortOrder = 'Enter a whole number';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name,
      customUrl,
      shortDescription: values.shortDescription.trim(),
      description: values.description.trim(),
      color: values.color.toUpperCase(),
      icon: values.icon,
      metaTitle: values.metaTitle.trim(),
      metaDescription: values.metaDescription.trim(),
      metaKeywords: values.metaKeywords.trim(),
      isActive: values.isActive,
      sortOrder: Number(values.sortOrder.trim()),
    },
  };
}

export function CategoryFormDialog({
  category,
  onClose,
}: {
  /** The category to edit; null to add one. */
  category: CategoryDto | null;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const [values, setValues] = useState<CategoryFormValues>(
    category ? formOf(category) : EMPTY_CATEGORY_FORM,
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const { ref: formRef, onErrors } = useFocusFirstError();
  const isPending = createCategory.isPending || updateCategory.isPending;
  const liveUrl = categoryCustomUrl(values);

  const set = <K extends keyof CategoryFormValues>(field: K, value: CategoryFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: Exclude<keyof CategoryFormValues, 'isActive' | 'icon'>) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = toCategoryRequest(values);
    if ('errors' in result) {
      setErrors(result.errors);
      onErrors();
      return;
    }
    const onError = (failure: unknown) => toastAdminError(failure);
    if (category) {
      updateCategory.mutate(
        { categoryId: category.id, changes: result.body },
        {
          onSuccess: (saved) => {
            toast({ title: 'Category updated', description: `${saved.name} was saved.` });
            onClose();
          },
          onError,
        },
      );
    } else {
      createCategory.mutate(result.body, {
        onSuccess: (created) => {
          toast({ title: 'Category created', description: `${created.name} was added.` });
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby="category-form-title"
    >
      {/* display: contents keeps the dialog's scrolling layout; the form gives Enter-to-save. */}
      <Box
        ref={formRef}
        component="form"
        onSubmit={onSubmit}
        noValidate
        sx={{ display: 'contents' }}
      >
        <DialogTitle id="category-form-title">
          {category ? 'Edit Category' : 'Add Category'}
        </DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Name" required autoFocus {...text('name')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Custom URL"
                placeholder="Filled from the name when empty"
                {...text('customUrl')}
                helperText={
                  errors.customUrl ?? (
                    <span aria-live="polite">
                      URL: <strong>/category/{liveUrl || '…'}</strong>
                    </span>
                  )
                }
              />
            </Grid>
            <Grid size={12}>
              <TextField label="Short Description" {...text('shortDescription')} />
            </Grid>
            <Grid size={12}>
              <TextField label="Description" multiline minRows={3} {...text('description')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Colour"
                {...text('color')}
                slotProps={{
                  htmlInput: { maxLength: 7, spellCheck: false },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Box
                          component="input"
                          type="color"
                          aria-label="Pick a colour"
                          value={categoryColourOrDefault(values.color)}
                          onChange={(event) => set('color', event.target.value.toUpperCase())}
                          sx={{
                            width: 32,
                            height: 28,
                            p: 0,
                            border: 0,
                            bgcolor: 'transparent',
                            cursor: 'pointer',
                          }}
                        />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Icon"
                value={values.icon}
                onChange={(event) => set('icon', event.target.value as CategoryIconName)}
                fullWidth
                slotProps={{
                  select: {
                    renderValue: (value) => (
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <CategoryIcon
                          name={value as string}
                          fontSize="small"
                          sx={{ color: values.color }}
                        />
                        {CATEGORY_ICON_LABELS[value as CategoryIconName]}
                      </Box>
                    ),
                  },
                }}
              >
                {CATEGORY_ICONS.map((icon) => (
                  <MenuItem key={icon} value={icon}>
                    <ListItemIcon>
                      <CategoryIcon name={icon} fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={CATEGORY_ICON_LABELS[icon]} />
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
                Search engines
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Meta Title" {...text('metaTitle')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Meta Keywords" {...text('metaKeywords')} />
            </Grid>
            <Grid size={12}>
              <TextField
                label="Meta Description"
                multiline
                minRows={2}
                {...text('metaDescription')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Sort Order"
                {...text('sortOrder')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.isActive}
                    onChange={(event) => set('isActive', event.target.checked)}
                  />
                }
                label="Active"
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? 'Saving…' : category ? 'Update Category' : 'Create Category'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
