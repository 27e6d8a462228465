/**
 * Add New Product dialog (admin-area.md sections 2.4 and 5): name, category, descriptions, price
 * and original price (sent as numbers), delivery type, warranty days, product URL, image URLs one
 * per line (the first is the primary image), show on homepage and active.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { productSchema } from '../../../../../contracts/requests';
import type { ProductRequest } from '../../../../../contracts/requests';
import { toCents } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useCategories } from '../../catalogue/api/get-categories';
import { useCreateProduct } from '../api/create-product';
import { toastAdminError } from './admin-toasts';

/** The form's text state; converted to a ProductRequest on submit. */
interface ProductFormValues {
  name: string;
  categoryId: string;
  description: string;
  shortDescription: string;
  price: string;
  originalPrice: string;
  deliveryType: 'automatic' | 'manual';
  warrantyDays: string;
  productUrl: string;
  images: string;
  showOnHomepage: boolean;
  isActive: boolean;
}

const EMPTY_FORM: ProductFormValues = {
  name: '',
  categoryId: '',
  description: '',
  shortDescription: '',
  price: '',
  originalPrice: '',
  deliveryType: 'manual',
  warrantyDays: '30',
  productUrl: '',
  images: '',
  showOnHomepage: false,
  isActive: true,
};

type FormErrors = Partial<Record<keyof ProductFormValues, string>>;

/** Builds the request body, or the errors to show. */
export function toProductRequest(
  values: ProductFormValues,
): { body: ProductRequest } | { errors: FormErrors } {
  const errors: FormErrors = {};
  if (!values.name.trim()) errors.name = 'Product name is required';
  if (toCents(values.price) === null) errors.price = 'Enter a price in dollars, like 12.50';
  if (values.originalPrice.trim() && toCents(values.originalPrice) === null) {
    errors.originalPrice = 'Enter a price in dollars, like 19.99, or leave it empty';
  }
  if (!/^\d{1,4}$/.test(values.warrantyDays.trim()))
    errors.warrantyDays = 'Enter a whole number of days';
  if (Object.keys(errors).length > 0) return { errors };

  const body: ProductRequest = {
    name: values.name.trim(),
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    description: values.description,
    shortDescription: values.shortDescription,
    price: Number(values.price),
    originalPrice: values.originalPrice.trim() ? Number(values.originalPrice) : null,
    deliveryType: values.deliveryType,
    warrantyDays: Number(values.warrantyDays),
    productUrl: values.productUrl.trim(),
    productImages: values.images
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    showOnHomepage: values.showOnHomepage,
    isActive: values.isActive,
  };
  // The server's schema is the last word (lengths, limits); show its first complaint on its field.
  const checked = productSchema.safeParse(body);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const path = issue?.path[0] === 'productImages' ? 'images' : issue?.path[0];
    const field =
      typeof path === 'string' && path in EMPTY_FORM ? (path as keyof ProductFormValues) : 'name';
    return { errors: { [field]: issue?.message ?? 'Check the form' } };
  }
  return { body };
}

export function ProductFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: categories = [] } = useCategories();
  const createProduct = useCreateProduct();
  const [values, setValues] = useState<ProductFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (
    field: Exclude<keyof ProductFormValues, 'showOnHomepage' | 'isActive' | 'deliveryType'>,
  ) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
  });

  const close = () => {
    if (createProduct.isPending) return;
    setValues(EMPTY_FORM);
    setErrors({});
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = toProductRequest(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    createProduct.mutate(result.body, {
      onSuccess: () => {
        toast({
          title: 'Product created',
          description: `${result.body.name} was added to the catalogue.`,
        });
        setValues(EMPTY_FORM);
        setErrors({});
        onClose();
      },
      onError: (error) => toastAdminError(error),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="md"
      aria-labelledby="product-form-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="product-form-title">Add New Product</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <TextField label="Name" required autoFocus {...text('name')} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField select label="Category" {...text('categoryId')}>
                <MenuItem value="">No category</MenuItem>
                {categories.map((category) => (
                  <MenuItem key={category.id} value={String(category.id)}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <TextField
                label="Short Description"
                multiline
                minRows={2}
                {...text('shortDescription')}
              />
            </Grid>
            <Grid size={12}>
              <TextField label="Description" multiline minRows={4} {...text('description')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                label="Price"
                required
                type="number"
                {...text('price')}
                slotProps={{
                  htmlInput: { min: 0, step: 0.01 },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                label="Original Price"
                type="number"
                {...text('originalPrice')}
                slotProps={{
                  htmlInput: { min: 0, step: 0.01 },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                select
                label="Delivery Type"
                fullWidth
                value={values.deliveryType}
                onChange={(event) =>
                  set('deliveryType', event.target.value === 'automatic' ? 'automatic' : 'manual')
                }
              >
                <MenuItem value="automatic">Automatic (instant)</MenuItem>
                <MenuItem value="manual">Manual (within 15 minutes)</MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                label="Warranty Days"
                type="number"
                {...text('warrantyDays')}
                slotProps={{ htmlInput: { min: 0, step: 1 } }}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                label="Product URL"
                {...text('productUrl')}
                helperText={
                  errors.productUrl ?? 'The last part of the address, for example netflix-premium'
                }
              />
            </Grid>
            <Grid size={12}>
              <TextField
                label="Image URLs"
                multiline
                minRows={3}
                placeholder="/demo-images/product.svg"
                {...text('images')}
                helperText={
                  errors.images ?? 'One URL per line. The first image is the primary one.'
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.showOnHomepage}
                    onChange={(event) => set('showOnHomepage', event.target.checked)}
                  />
                }
                label="Show on homepage"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
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
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={createProduct.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={createProduct.isPending}>
            {createProduct.isPending ? 'Creating...' : 'Create Product'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
