/**
 * Auto Delivery Stock dialog (admin-area.md sections 2.4 and 5): one stock item per line; items
 * are trimmed and only non-empty ones are kept. Saving replaces the product's stock; for automatic
 * delivery the stock is then the number of items. Success toast "Stock updated".
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AdminProductDto } from '../../../../../../contracts/responses';
import { toast } from '../../../../lib/toast';
import { parseStockItems, useUpdateProductStock } from '../api/update-product-stock';
import { toastAdminError } from '../../components/admin-toasts';

export function StockDialog({
  product,
  onClose,
}: {
  product: AdminProductDto;
  onClose: () => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [text, setText] = useState(() => product.autoDeliveryStock.join('\n'));
  const updateStock = useUpdateProductStock();
  const items = parseStockItems(text);

  const onSave = () => {
    updateStock.mutate(
      { productId: product.id, stockItems: items },
      {
        onSuccess: () => {
          toast({
            title: 'Stock updated',
            description: `${product.name} now has ${items.length} items in stock.`,
          });
          onClose();
        },
        onError: (error) => toastAdminError(error),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={updateStock.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="stock-dialog-title"
    >
      <DialogTitle id="stock-dialog-title">Auto Delivery Stock</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {product.name}: put one key or account per line. Each purchase delivers the next item.
        </DialogContentText>
        <TextField
          label="Stock items"
          multiline
          minRows={8}
          maxRows={20}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={`${items.length} item${items.length === 1 ? '' : 's'} (blank lines are ignored)`}
          slotProps={{
            htmlInput: { style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={updateStock.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSave} disabled={updateStock.isPending}>
          {updateStock.isPending ? 'Saving...' : 'Save Stock'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
