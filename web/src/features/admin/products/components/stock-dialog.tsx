/**
 * Auto Delivery Stock dialog (docs/specs/admin-area.md sections 2.4 and 5): one stock item per
 * line; items are trimmed and only non-empty ones are kept. Saving replaces the product's stock;
 * for automatic delivery the stock is then the number of items. Success toast "Stock updated".
 *
 * Saving sends the stock version the list was loaded at. When the stock changed meanwhile (a
 * sale), the server answers 409 and the dialog shows why, with Reload Stock: the admin's changes
 * are replayed on the stock as it is now, for them to check and save again. An item typed twice
 * is shown at once and cannot be saved.
 *
 * The items are loaded when the dialog opens (GET /api/admin/products/{id}/stock), which asks for
 * the password when it was not entered lately; Export CSV saves them as a file.
 *
 * For a product delivered automatically, tabs add the supplier batches beside that editor (Items):
 * Import batch (stock-import-panel.tsx), Batches (stock-batches-panel.tsx) and Item states
 * (stock-items-panel.tsx). The editor and the import keep what was typed while another tab shows;
 * once a batch is added or items leave sale there, the editor says its list is out of date and
 * offers Reload Stock (the same replay of the admin's changes as after a conflict).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AdminProductDto, ProductStockDto } from '@contracts/responses';
import { repeatedStockLine, repeatedStockLineMessage } from '@contracts/stock-items';
import { errorMessage, hasStatus } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { downloadProductStock, productStockQueryOptions } from '../api/get-product-stock';
import { parseStockLines, useUpdateProductStock } from '../api/update-product-stock';
import { rebaseStockEdit } from '../stock-rebase';
import { StockBatchesPanel } from './stock-batches-panel';
import { StockImportPanel } from './stock-import-panel';
import { StockItemsPanel } from './stock-items-panel';

/** The dialog's tabs, for a product delivered automatically. */
type StockTab = 'items' | 'import' | 'batches' | 'states';

const STOCK_TABS: { value: StockTab; label: string }[] = [
  { value: 'items', label: 'Items' },
  { value: 'import', label: 'Import batch' },
  { value: 'batches', label: 'Batches' },
  { value: 'states', label: 'Item states' },
];

export function StockDialog({
  product,
  onClose,
}: {
  product: AdminProductDto;
  onClose: () => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const stock = useQuery(productStockQueryOptions(product.id));
  const hasTabs = product.deliveryType === 'automatic';
  const [tab, setTab] = useState<StockTab>('items');
  // The other tabs changed the stock since the editor's list was loaded.
  const [isEditorStale, setIsEditorStale] = useState(false);

  const editor = stock.data ? (
    <StockEditor
      product={product}
      stock={stock.data}
      isStale={isEditorStale}
      onReloaded={() => setIsEditorStale(false)}
      onClose={onClose}
    />
  ) : (
    <>
      <DialogContent>
        {stock.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void stock.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(stock.error)}
          </Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={24} />
            Loading the stock of {product.name}…
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={hasTabs ? 'lg' : 'sm'}
      fullScreen={isPhone}
      aria-labelledby="stock-dialog-title"
    >
      <DialogTitle id="stock-dialog-title">Auto Delivery Stock</DialogTitle>
      {hasTabs ? (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: StockTab) => setTab(value)}
            aria-label="Stock views"
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ px: { sm: 2 }, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
          >
            {STOCK_TABS.map(({ value, label }) => (
              <Tab
                key={value}
                value={value}
                label={label}
                id={`stock-tab-${value}`}
                aria-controls={`stock-panel-${value}`}
              />
            ))}
          </Tabs>
          <StockTabPanel value="items" current={tab}>
            {editor}
          </StockTabPanel>
          <StockTabPanel value="import" current={tab}>
            <StockImportPanel
              product={product}
              onSaved={() => {
                setIsEditorStale(true);
                setTab('batches');
              }}
              onClose={onClose}
            />
          </StockTabPanel>
          {tab === 'batches' && (
            <StockTabPanel value="batches" current={tab}>
              <StockBatchesPanel
                product={product}
                onImport={() => setTab('import')}
                onChanged={() => setIsEditorStale(true)}
                onClose={onClose}
              />
            </StockTabPanel>
          )}
          {tab === 'states' && (
            <StockTabPanel value="states" current={tab}>
              <StockItemsPanel
                product={product}
                onChanged={() => setIsEditorStale(true)}
                onClose={onClose}
              />
            </StockTabPanel>
          )}
        </>
      ) : (
        editor
      )}
    </Dialog>
  );
}

/**
 * One tab's content, as a column that lets its DialogContent scroll. Hidden, not unmounted, while
 * another tab shows, so the editor and the import keep what was typed.
 */
function StockTabPanel({
  value,
  current,
  children,
}: {
  value: StockTab;
  current: StockTab;
  children: ReactNode;
}) {
  const isShown = value === current;
  return (
    <Box
      role="tabpanel"
      id={`stock-panel-${value}`}
      aria-labelledby={`stock-tab-${value}`}
      hidden={!isShown}
      sx={{
        display: isShown ? 'flex' : 'none',
        flexDirection: 'column',
        flex: '1 1 auto',
        minHeight: 0,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The editor, once the items are loaded: what the text was edited from is `stock`. `isStale`:
 * another tab changed the stock since; `onReloaded` once the editor has the stock as it is now.
 */
function StockEditor({
  product,
  stock,
  isStale,
  onReloaded,
  onClose,
}: {
  product: AdminProductDto;
  stock: ProductStockDto;
  isStale: boolean;
  onReloaded: () => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  // The stock as loaded: what the text was edited from, and its version.
  const [loaded, setLoaded] = useState(() => ({
    items: stock.stockItems,
    version: stock.stockVersion,
  }));
  const [text, setText] = useState(() => stock.stockItems.join('\n'));
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloadNote, setReloadNote] = useState<string | null>(null);
  const [isReloading, setIsReloading] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
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
      const current = await queryClient.fetchQuery(productStockQueryOptions(product.id));
      setText(rebaseStockEdit(loaded.items, items, current.stockItems).join('\n'));
      setLoaded({ items: current.stockItems, version: current.stockVersion });
      setConflict(null);
      onReloaded();
      setReloadNote(
        `Stock reloaded: ${current.stockItems.length} items are in stock now. Your added and removed lines were kept; check the list and save again.`,
      );
    } catch (error) {
      if (hasStatus(error, 404)) onClose();
      toastAdminError(error);
    } finally {
      setIsReloading(false);
    }
  };

  const onExport = async () => {
    setIsExporting(true);
    try {
      await downloadProductStock(product.id);
    } catch (error) {
      toastAdminError(error);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <>
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
        {isStale && !conflict && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onReload} disabled={isBusy}>
                {isReloading ? 'Reloading...' : 'Reload Stock'}
              </Button>
            }
          >
            The stock changed in another tab since this list was loaded: reload it before saving.
          </Alert>
        )}
        {reloadNote && !isStale && (
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
        <Button onClick={onExport} disabled={isExporting} sx={{ mr: 'auto' }}>
          {isExporting ? 'Exporting...' : 'Export CSV'}
        </Button>
        <Button onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSave} disabled={isBusy || repeat !== null}>
          {updateStock.isPending ? 'Saving...' : 'Save Stock'}
        </Button>
      </DialogActions>
    </>
  );
}
