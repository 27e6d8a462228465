/**
 * The stock dialog's Batches tab: the product's supplier batches, newest first, each with its
 * supplier, unit cost, when it was added, its size, what was sold and claimed, its claim rate
 * (contracts/stock-batches.ts claimRatePercent), the items left on sale and whether it is on sale
 * or quarantined. Staff may quarantine a batch on sale: its remaining items leave sale at once.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { AdminProductDto } from '@contracts/responses';
import type { StockBatchDto } from '@contracts/stock-batches';
import { QueryStates, SkeletonRows } from '@/components/query-states';
import { StatusMessage } from '@/components/status-message';
import { VISUALLY_HIDDEN } from '@/components/visually-hidden';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useStockBatches } from '../api/get-stock-batches';
import { useQuarantineStockBatch } from '../api/quarantine-stock-batch';
import { ReasonConfirmDialog } from './reason-confirm-dialog';

/** Whether a batch is on sale, and who quarantined it otherwise. */
function batchStatus(batch: StockBatchDto): string {
  if (!batch.quarantinedAt) return 'On sale';
  return batch.quarantineCause === 'claim_rate'
    ? 'Quarantined: claim rate'
    : 'Quarantined by staff';
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function StockBatchesPanel({
  product,
  onImport,
  onChanged,
  onClose,
}: {
  product: AdminProductDto;
  /** Shows the Import batch tab (from the empty state). */
  onImport: () => void;
  /** After a quarantine took items off sale. */
  onChanged: () => void;
  onClose: () => void;
}) {
  const batches = useStockBatches(product.id);
  const quarantine = useQuarantineStockBatch();
  const [confirming, setConfirming] = useState<StockBatchDto | null>(null);

  const onQuarantine = (batch: StockBatchDto, reason: string) => {
    quarantine.mutate(
      { productId: product.id, batchId: batch.batchId, reason },
      {
        onSuccess: () => {
          toast({
            title: 'Batch quarantined',
            description: `Batch #${batch.batchId}: ${plural(batch.left, 'item')} left sale.`,
          });
          setConfirming(null);
          onChanged();
        },
        onError: (error) => toastAdminError(error),
      },
    );
  };

  return (
    <>
      <DialogContent>
        <QueryStates
          query={batches}
          errorTitle="Could not load the batches"
          loading={<SkeletonRows label="Loading batches" count={3} height={40} />}
          empty={
            <StatusMessage
              title="No batches yet: import one"
              description="Batches added with Import batch are listed here with their sales and claims."
              action={<Button onClick={onImport}>Import batch</Button>}
            />
          }
        >
          {(rows) => (
            <TableContainer tabIndex={0} role="region" aria-label="Stock batches table">
              <Table size="small" aria-label="Stock batches">
                <TableHead>
                  <TableRow>
                    <TableCell>Batch</TableCell>
                    <TableCell>Supplier</TableCell>
                    <TableCell align="right">Unit cost</TableCell>
                    <TableCell>Added</TableCell>
                    <TableCell align="right">Size</TableCell>
                    <TableCell align="right">Sold</TableCell>
                    <TableCell align="right">Claims</TableCell>
                    <TableCell align="right">Claim rate</TableCell>
                    <TableCell align="right">Left</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>
                      <Box component="span" sx={VISUALLY_HIDDEN}>
                        Actions
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((batch) => (
                    <TableRow key={batch.batchId}>
                      <TableCell component="th" scope="row">
                        #{batch.batchId}
                      </TableCell>
                      <TableCell>
                        {batch.note ? (
                          <Tooltip title={batch.note}>
                            <span>{batch.supplier}</span>
                          </Tooltip>
                        ) : (
                          batch.supplier
                        )}
                      </TableCell>
                      <TableCell align="right">{formatPrice(batch.unitCost)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDate(batch.addedAt)}
                      </TableCell>
                      <TableCell align="right">{batch.size}</TableCell>
                      <TableCell align="right">{batch.sold}</TableCell>
                      <TableCell align="right">{batch.claims}</TableCell>
                      <TableCell align="right">{batch.claimRatePercent}%</TableCell>
                      <TableCell align="right">{batch.left}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={batch.quarantinedAt ? 'warning' : 'success'}
                          label={batchStatus(batch)}
                        />
                      </TableCell>
                      <TableCell>
                        {!batch.quarantinedAt && (
                          <Button
                            size="small"
                            color="error"
                            sx={{ whiteSpace: 'nowrap' }}
                            onClick={() => setConfirming(batch)}
                            aria-label={`Quarantine batch #${batch.batchId}`}
                          >
                            Quarantine
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </QueryStates>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {confirming && (
        <ReasonConfirmDialog
          title={`Quarantine batch #${confirming.batchId}?`}
          message={`${plural(confirming.left, 'item')} of this batch from ${confirming.supplier} will leave sale at once and cannot be sold again.`}
          confirmLabel="Quarantine"
          pendingLabel="Quarantining…"
          isPending={quarantine.isPending}
          onConfirm={(reason) => onQuarantine(confirming, reason)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
