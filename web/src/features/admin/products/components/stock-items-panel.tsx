/**
 * The stock dialog's Item states tab: every key or account the product ever held, in the order it
 * entered stock, with its state (contracts/stock-batches.ts STOCK_ITEM_STATE_LABELS), batch,
 * order, claim and when it changed; filtered by state. Staff may withdraw chosen available items
 * from sale, and export every item with its state as CSV. Reading the items asks for the password
 * when it was not entered lately (the step-up dialog, through the API client).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { AdminProductDto } from '@contracts/responses';
import {
  STOCK_ITEM_STATE_LABELS,
  STOCK_ITEM_STATES,
  type StockItemDto,
  type StockItemState,
} from '@contracts/stock-batches';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { downloadStockItems, useStockItems } from '../api/get-stock-items';
import { useWithdrawStockItems } from '../api/withdraw-stock-items';
import { ReasonConfirmDialog } from './reason-confirm-dialog';
import { useRowPager } from './row-pager';

type StateFilter = StockItemState | 'all';

const MONOSPACE = 'ui-monospace, Menlo, Consolas, monospace';
const ROWS_PER_PAGE = [50, 200, 1000];

const itemsWord = (count: number) => `${count} item${count === 1 ? '' : 's'}`;
const reference = (id: number | null) => (id === null ? '—' : `#${id}`);

export function StockItemsPanel({
  product,
  onChanged,
  onClose,
}: {
  product: AdminProductDto;
  /** After items were withdrawn from sale. */
  onChanged: () => void;
  onClose: () => void;
}) {
  const items = useStockItems(product.id, true);
  const withdraw = useWithdrawStockItems();
  const [filter, setFilter] = useState<StateFilter>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [isConfirming, setIsConfirming] = useState(false);
  const [isExporting, setIsExporting] = useState(false);

  const all = items.data ?? [];
  const shown = filter === 'all' ? all : all.filter((item) => item.state === filter);
  const { pageRows, pager, resetPage } = useRowPager(shown, {
    sizes: ROWS_PER_PAGE,
    label: 'Items per page',
  });
  // Only items still available can be withdrawn; a choice that was sold meanwhile drops out.
  const selected = all.filter((item) => item.state === 'available' && chosen.has(item.itemId));
  const shownAvailable = shown.filter((item) => item.state === 'available');
  const isAllShownChosen =
    shownAvailable.length > 0 && shownAvailable.every((item) => chosen.has(item.itemId));

  const toggle = (itemIds: string[], isOn: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of itemIds) {
        if (isOn) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const onWithdraw = (reason: string) => {
    withdraw.mutate(
      { productId: product.id, itemIds: selected.map((item) => item.itemId), reason },
      {
        onSuccess: ({ withdrawn }) => {
          toast({ title: 'Items withdrawn', description: `${itemsWord(withdrawn)} left sale.` });
          setChosen(new Set());
          onChanged();
        },
        onError: (error) => toastAdminError(error),
        onSettled: () => setIsConfirming(false),
      },
    );
  };

  const onExport = async () => {
    setIsExporting(true);
    try {
      await downloadStockItems(product.id);
    } catch (error) {
      toastAdminError(error);
    } finally {
      setIsExporting(false);
    }
  };

  const countOf = (state: StockItemState) => all.filter((item) => item.state === state).length;

  return (
    <>
      <DialogContent>
        <QueryStates
          query={items}
          errorTitle="Could not load the items"
          loading={<SkeletonRows label="Loading items" count={4} height={36} />}
          empty={
            <StatusMessage title="No items yet" description="This product never held a key." />
          }
        >
          {() => (
            <Stack spacing={2}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <TextField
                  select
                  size="small"
                  label="State"
                  value={filter}
                  onChange={(event) => {
                    setFilter(event.target.value as StateFilter);
                    resetPage();
                  }}
                  sx={{ minWidth: 240 }}
                >
                  <MenuItem value="all">All states ({all.length})</MenuItem>
                  {STOCK_ITEM_STATES.map((state) => (
                    <MenuItem key={state} value={state}>
                      {STOCK_ITEM_STATE_LABELS[state]} ({countOf(state)})
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  color="error"
                  variant="outlined"
                  disabled={selected.length === 0 || withdraw.isPending}
                  onClick={() => setIsConfirming(true)}
                >
                  Withdraw ({selected.length})
                </Button>
              </Stack>
              {shown.length === 0 ? (
                <Alert severity="info">No items in this state.</Alert>
              ) : (
                <>
                  <TableContainer
                    sx={{ maxHeight: 420 }}
                    tabIndex={0}
                    role="region"
                    aria-label="Stock item states table"
                  >
                    <Table size="small" stickyHeader aria-label="Stock item states">
                      <TableHead>
                        <TableRow>
                          <TableCell padding="checkbox">
                            <Checkbox
                              checked={isAllShownChosen}
                              indeterminate={
                                !isAllShownChosen &&
                                shownAvailable.some((item) => chosen.has(item.itemId))
                              }
                              disabled={shownAvailable.length === 0}
                              onChange={(event) =>
                                toggle(
                                  shownAvailable.map((item) => item.itemId),
                                  event.target.checked,
                                )
                              }
                              slotProps={{
                                input: { 'aria-label': 'Choose every available item shown' },
                              }}
                            />
                          </TableCell>
                          <TableCell>Item</TableCell>
                          <TableCell>State</TableCell>
                          <TableCell>Batch</TableCell>
                          <TableCell>Order</TableCell>
                          <TableCell>Claim</TableCell>
                          <TableCell>Changed</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {pageRows.map((item) => (
                          <ItemRow
                            key={item.itemId}
                            item={item}
                            isChosen={chosen.has(item.itemId)}
                            onToggle={(isOn) => toggle([item.itemId], isOn)}
                          />
                        ))}
                      </TableBody>
                    </Table>
                  </TableContainer>
                  {pager}
                </>
              )}
            </Stack>
          )}
        </QueryStates>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => void onExport()} disabled={isExporting} sx={{ mr: 'auto' }}>
          {isExporting ? 'Exporting...' : 'Export CSV'}
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {isConfirming && (
        <ReasonConfirmDialog
          title={`Withdraw ${itemsWord(selected.length)}?`}
          message={`${itemsWord(selected.length)} of ${product.name} will leave sale at once.`}
          confirmLabel="Withdraw"
          pendingLabel="Withdrawing…"
          isPending={withdraw.isPending}
          onConfirm={onWithdraw}
          onClose={() => setIsConfirming(false)}
        />
      )}
    </>
  );
}

/** One item: a checkbox when it can be withdrawn, then its state and where it went. */
function ItemRow({
  item,
  isChosen,
  onToggle,
}: {
  item: StockItemDto;
  isChosen: boolean;
  onToggle: (isOn: boolean) => void;
}) {
  const isAvailable = item.state === 'available';
  return (
    <TableRow selected={isAvailable && isChosen}>
      <TableCell padding="checkbox">
        {isAvailable && (
          <Checkbox
            checked={isChosen}
            onChange={(event) => onToggle(event.target.checked)}
            slotProps={{ input: { 'aria-label': `Choose ${item.item}` } }}
          />
        )}
      </TableCell>
      <TableCell sx={{ fontFamily: MONOSPACE, wordBreak: 'break-all' }}>{item.item}</TableCell>
      <TableCell>{STOCK_ITEM_STATE_LABELS[item.state]}</TableCell>
      <TableCell>{reference(item.batchId)}</TableCell>
      <TableCell>{reference(item.orderId)}</TableCell>
      <TableCell>{reference(item.claimId)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.changedAt)}</TableCell>
    </TableRow>
  );
}
