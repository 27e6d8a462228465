/**
 * Add New Product and Edit dialogs (docs/specs/admin-area.md sections 2.4, 3 and 5): every product
 * field, grouped: basics with the BBCode short and long descriptions (live preview), price and
 * stock, images, warranty, display, and search-engine fields. Full screen on phones. Success toasts
 * "Product created" and "Product updated"; a failure is the admin error toast.
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AdminProductDto } from '@contracts/responses';
import { useCategories } from '@/api/get-categories';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import {
  EMPTY_PRODUCT_FORM,
  REVIEW_RATING,
  productToFormValues,
  toProductRequest,
} from '../product-form';
import type { ProductFormErrors, ProductFormField, ProductFormValues } from '../product-form';
import { BbcodeField } from './bbcode-field';
import { Section } from './form-section';
import { ProductImagesField } from './product-images-field';
import { useFocusFirstError } from '@/lib/focus-first-error';

type TextFieldName = Exclude<
  ProductFormField,
  'showOnHomepage' | 'isActive' | 'hasWarranty' | 'deliveryType'
>;

/**
 * `product` given: the Edit dialog of that product; else the Add New Product dialog. Mounted only
 * while open, so each opening starts from the product (or an empty form).
 */
export function ProductFormDialog({
  product,
  onClose,
}: {
  product?: AdminProductDto | undefined;
  onClose: () => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data: categories = [] } = useCategories();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productToFormValues(product) : EMPTY_PRODUCT_FORM,
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const { ref: formRef, onErrors } = useFocusFirstError();
  const isPending = createProduct.isPending || updateProduct.isPending;
  const isEdit = product !== undefined;

  const set = <K extends ProductFormField>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: TextFieldName) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
  });
  const money = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

  const close = () => {
    if (!isPending) onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = toProductRequest(values);
    if ('errors' in result) {
      setErrors(result.errors);
      onErrors();
      return;
    }
    const { body } = result;
    if (product) {
      updateProduct.mutate(
        { productId: product.id, changes: body },
        {
          onSuccess: () => {
            toast({ title: 'Product updated', description: `${body.name} was saved.` });
            onClose();
          },
          onError: (error) => toastAdminError(error),
        },
      );
    } else {
      createProduct.mutate(body, {
        onSuccess: () => {
          toast({
            title: 'Product created',
            description: `${body.name} was added to the catalogue.`,
          });
          onClose();
        },
        onError: (error) => toastAdminError(error),
      });
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="lg"
      fullScreen={isPhone}
      aria-labelledby="product-form-title"
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <DialogTitle id="product-form-title">
          {isEdit ? 'Edit Product' : 'Add New Product'}
        </DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Section title="Basic Information">
              <Grid size={{ xs: 12, md: 8 }}>
                <TextField label="Product Name" required autoFocus {...text('name')} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <TextField select label="Category" {...text('categoryId')}>
                  <MenuItem value="">No category</MenuItem>
                  {categories.map((category) => (
                    <MenuItem key={category.id} value={String(category.id)}>
                      {category.name}
                    </MenuItem>
                  ))}
                  {/* A category the product still names but the list no longer offers. */}
                  {values.categoryId &&
                    !categories.some((category) => String(category.id) === values.categoryId) && (
                      <MenuItem value={values.categoryId}>
                        {product?.category?.name ?? `Category ${values.categoryId}`}
                      </MenuItem>
                    )}
                </TextField>
              </Grid>
              <Grid size={12}>
                <TextField
                  label="Description"
                  multiline
                  minRows={2}
                  {...text('description')}
                  helperText={errors.description ?? 'Plain text, used in lists and search.'}
                />
              </Grid>
              <Grid size={12}>
                <BbcodeField
                  label="Short Description"
                  value={values.shortDescription}
                  onChange={(value) => set('shortDescription', value)}
                  error={errors.shortDescription}
                />
              </Grid>
              <Grid size={12}>
                <BbcodeField
                  label="Long Description"
                  value={values.longDescription}
                  onChange={(value) => set('longDescription', value)}
                  error={errors.longDescription}
                  minRows={6}
                />
              </Grid>
            </Section>

            <Section title="Price and Stock">
              <Grid size={{ xs: 6, md: 3 }}>
                <TextField
                  label="Price"
                  required
                  type="number"
                  {...text('price')}
                  slotProps={{ ...money, htmlInput: { min: 0, step: 0.01 } }}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <TextField
                  label="Original Price"
                  type="number"
                  {...text('originalPrice')}
                  helperText={errors.originalPrice ?? 'Shown struck through; optional'}
                  slotProps={{ ...money, htmlInput: { min: 0, step: 0.01 } }}
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
                  label="Stock"
                  type="number"
                  {...text('stock')}
                  disabled={values.deliveryType === 'automatic'}
                  helperText={
                    errors.stock ??
                    (values.deliveryType === 'automatic'
                      ? 'Automatic: the number of Auto Delivery Stock items'
                      : 'Units available for manual delivery')
                  }
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                />
              </Grid>
            </Section>

            <Section title="Images">
              <Grid size={12}>
                <ProductImagesField
                  value={values.images}
                  onChange={(update) => {
                    setValues((current) => ({ ...current, images: update(current.images) }));
                    setErrors((current) => ({ ...current, images: undefined }));
                  }}
                  error={errors.images}
                />
              </Grid>
            </Section>

            <Section title="Warranty">
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={values.hasWarranty}
                      onChange={(event) => set('hasWarranty', event.target.checked)}
                    />
                  }
                  label="Has warranty"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label="Warranty Days"
                  type="number"
                  {...text('warrantyDays')}
                  disabled={!values.hasWarranty}
                  helperText={
                    errors.warrantyDays ?? (values.hasWarranty ? undefined : 'No warranty: 0 days')
                  }
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                />
              </Grid>
            </Section>

            <Section title="Display">
              <Grid size={{ xs: 6, md: 3 }}>
                <TextField
                  label="Sort Order in Category"
                  type="number"
                  {...text('sortOrderInCategory')}
                  slotProps={{ htmlInput: { step: 1 } }}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <TextField
                  label="Review Rating"
                  type="number"
                  {...text('reviewRating')}
                  helperText={errors.reviewRating ?? '1 to 5'}
                  slotProps={{
                    htmlInput: {
                      min: REVIEW_RATING.min,
                      max: REVIEW_RATING.max,
                      step: REVIEW_RATING.step,
                    },
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
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
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
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
            </Section>

            <Section title="Search Engines and Addresses">
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  label="Product URL"
                  {...text('productUrl')}
                  helperText={
                    errors.productUrl ??
                    'The last part of /category/{category}/{product URL}; made from the name when empty'
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  label="Custom URL"
                  {...text('customUrl')}
                  helperText={errors.customUrl ?? 'Optional short address: /{custom URL}'}
                />
              </Grid>
              <Grid size={12}>
                <TextField label="Meta Title" {...text('metaTitle')} />
              </Grid>
              <Grid size={12}>
                <TextField
                  label="Meta Description"
                  multiline
                  minRows={2}
                  {...text('metaDescription')}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  label="Meta Keywords"
                  {...text('metaKeywords')}
                  helperText={errors.metaKeywords ?? 'Comma separated'}
                />
              </Grid>
            </Section>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isEdit
              ? updateProduct.isPending
                ? 'Saving...'
                : 'Update Product'
              : createProduct.isPending
                ? 'Creating...'
                : 'Create Product'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
