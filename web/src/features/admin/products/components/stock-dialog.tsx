/**
 * Auto Delivery Stock dialog (docs/specs/admin-area.md sections 2.4 and 5): one stock item per
 * line; items are trimmed and only non-empty ones are kept. Saving replaces the product's stock;
 * for automatic delivery the stock is then the number of items. Success toast "Stock updated".
 *
 * Saving sends the stock version the list was loaded at. When the stock changed meanwhile (a
 * sale), the server answers 409 and the dialog shows why, with Reload Stock: the admin's changes
 * are replayed on the stock as it is now, for them to check and save again. An item typed twice
 * is shown at once and cannot be saved.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AdminProductDto } from '@contracts/responses';
import { repeatedStockLine, repeatedStockLineMessage } from '@contracts/stock-items';
import { errorMessage, hasStatus } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { adminProductsQueryOptions } from '../api/get-admin-products';
import { parseStockLines, useUpdateProductStock } from '../api/update-product-stock';
import { rebaseStockEdit } from '../stock-rebase';

export function StockDialog({
  product,
  onClose,
}: {
  product: AdminProductDto;
  onClose: () => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  // The stock as loaded: what the text was edited from, and its version.
  const [loaded, setLoaded] = useState(() => ({
    items: product.autoDeliveryStock,
    version: product.stockVersion,
  }));
  const [text, setText] = useState(() => product.autoDeliveryStock.join('\n'));
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloadNote, setReloadNote] = useState<string | null>(null);
  const [isReloading, setIsReloading] = useState(false);
  const updateStock = useUpdateProductStock();
  const lines = parseStockLines(text);
  const items = lines.map((line) => line.item);
  const repeat = repeatedStockLine(lines);
  const isBusy = updateStock.isPending || isReloading;

  const onSave = () => {
    setReloadNote(null);
    updateStock.mutate(
      { productId: product.id, stockItems: items, stockVersion: loaded.version },
      {
        onSuccess: () => {
          toast({
            title: 'Stock updated',
            description: `${product.name} now has ${items.length} items in stock.`,
          });
          onClose();
        },
        onError: (error) => {
          if (hasStatus(error, 409)) setConflict(errorMessage(error));
          else toastAdminError(error);
        },
      },
    );
  };

  const onReload = async () => {
    setIsReloading(true);
    try {
      const products = await queryClient.fetchQuery({
        ...adminProductsQueryOptions(),
        staleTime: 0,
      });
      const current = products.find((candidate) => candidate.id === product.id);
      if (!current) {
        toastAdminError(new Error('Product not found'));
        onClose();
        return;
      }
      setText(rebaseStockEdit(loaded.items, items, current.autoDeliveryStock).join('\n'));
      setLoaded({ items: current.autoDeliveryStock, version: current.stockVersion });
      setConflict(null);
      setReloadNote(
        `Stock reloaded: ${current.autoDeliveryStock.length} items are in stock now. Your added and removed lines were kept; check the list and save again.`,
      );
    } catch (error) {
      toastAdminError(error);
    } finally {
      setIsReloading(false);
    }
  };

  return (
    <Dialog
      open
      onClose={isBusy ? undefined : onClose}
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
        {conflict && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onReload} disabled={isBusy}>
                {isReloading ? 'Reloading...' : 'Reload Stock'}
              </Button>
            }
          >
            {conflict}
          </Alert>
        )}
        {reloadNote && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {reloadNote}
          </Alert>
        )}
        <TextField
          label="Stock items"
          multiline
          minRows={8}
          maxRows={20}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={repeat !== null}
          helperText={
            repeat
              ? repeatedStockLineMessage(repeat)
              : `${items.length} item${items.length === 1 ? '' : 's'} (blank lines are ignored)`
          }
          slotProps={{
            htmlInput: { style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSave} disabled={isBusy || repeat !== null}>
          {updateStock.isPending ? 'Saving...' : 'Save Stock'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
