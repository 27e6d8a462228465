/**
 * Respond to a warranty claim (docs/specs/admin-area.md sections 2.8, 4, 8): Approve,
 * Reject, or Update Response (which sets pending); the typed response is sent only when
 * non-blank. Approve can hand out a replacement from the product's auto-delivery stock
 * (replaceFromStock): one item is taken and becomes the response the customer sees on the order.
 * Success: toast "Warranty claim updated"; failure: toast Error with the server's message.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AdminProductDto } from '@contracts/responses';
import type { WarrantyClaimDto } from '@contracts/warranty';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useAdminProducts } from '../../products/api/get-admin-products';
import { useRespondToClaim } from '../api/respond-to-claim';
import type { ClaimDecision } from '../claim-response';
import { claimTypeLabel } from '../claim-response';
import { AdminClaimStatusChip } from './claim-card';

/** Longest response the server accepts (contracts/warranty.ts claimResponseSchema). */
const RESPONSE_MAX_LENGTH = 10_000;

const DONE_MESSAGES: Record<ClaimDecision, string> = {
  approved: 'The claim was approved.',
  rejected: 'The claim was rejected.',
  pending: 'The response was updated; the claim is pending.',
};

/** Whether the product can give a replacement now, and why not when it cannot. */
function replacementStock(product: AdminProductDto | undefined): {
  count: number;
  blocker: string | null;
} {
  if (!product) return { count: 0, blocker: 'The product no longer exists.' };
  if (product.deliveryType !== 'automatic')
    return {
      count: 0,
      blocker: 'This product is delivered manually: it has no stock to take from.',
    };
  const count = product.autoDeliveryStock.length;
  return {
    count,
    blocker: count === 0 ? 'No auto-delivery stock is left for this product.' : null,
  };
}

export function RespondDialog({
  claim,
  onClose,
}: {
  claim: WarrantyClaimDto;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const respond = useRespondToClaim();
  const products = useAdminProducts();
  const [response, setResponse] = useState('');
  const [replaceFromStock, setReplaceFromStock] = useState(false);
  const stock = products.data
    ? replacementStock(products.data.find((product) => product.id === claim.product.id))
    : {
        count: 0,
        blocker: products.error
          ? `Could not check the stock: ${errorMessage(products.error)}`
          : 'Checking the stock...',
      };
  const isBusy = respond.isPending;

  const submit = (status: ClaimDecision) => {
    const withReplacement = status === 'approved' && replaceFromStock;
    respond.mutate(
      {
        claimId: claim.id,
        status,
        // With a replacement the stock item is the response; typed text would be ignored.
        adminResponse: withReplacement ? undefined : response,
        replaceFromStock: withReplacement,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Warranty claim updated',
            description: withReplacement
              ? 'The claim was approved and a replacement was taken from stock.'
              : DONE_MESSAGES[status],
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
      onClose={isBusy ? undefined : onClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth="sm"
      aria-labelledby="respond-dialog-title"
      // A little wider than "sm" so the four actions fit on one row.
      sx={{ '& .MuiDialog-paper': { maxWidth: { sm: 680 } } }}
    >
      <DialogTitle id="respond-dialog-title">Respond to Claim</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {claim.product.name}
              </Typography>
              <AdminClaimStatusChip status={claim.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {claim.user?.email ?? 'Unknown customer'} · {claim.order.orderNumber} ·{' '}
              {claimTypeLabel(claim.claimType)}
            </Typography>
            <Typography
              variant="body2"
              sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {claim.description}
            </Typography>
          </Box>
          {claim.adminResponse && (
            <Alert severity="info" variant="outlined">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Current response
              </Typography>
              <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {claim.adminResponse}
              </Box>
            </Alert>
          )}
          <TextField
            label="Admin Response"
            value={response}
            onChange={(event) => setResponse(event.target.value)}
            multiline
            minRows={3}
            disabled={replaceFromStock}
            placeholder="Replacement details or an explanation for the customer"
            helperText={
              replaceFromStock
                ? 'Not sent: the replacement from stock becomes the response.'
                : 'Sent only when not blank; a blank box keeps the current response.'
            }
            slotProps={{
              htmlInput: { maxLength: RESPONSE_MAX_LENGTH },
            }}
          />
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={replaceFromStock}
                  onChange={(event) => setReplaceFromStock(event.target.checked)}
                  disabled={stock.blocker !== null || isBusy}
                />
              }
              label="Approve with a replacement from stock"
            />
            {stock.blocker ? (
              <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                {stock.blocker}
              </Typography>
            ) : (
              <Alert severity={replaceFromStock ? 'warning' : 'info'} sx={{ mt: 1 }}>
                One item is taken from this product&apos;s auto-delivery stock ({stock.count}{' '}
                {stock.count === 1 ? 'item' : 'items'} left) and sent to the customer as the
                response; they see it on their order. A claim gets at most one replacement.
              </Alert>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          onClick={() => submit('pending')}
          disabled={isBusy || replaceFromStock}
        >
          Update Response
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => submit('rejected')}
          disabled={isBusy || replaceFromStock}
        >
          Reject
        </Button>
        <Button
          variant="contained"
          color="success"
          onClick={() => submit('approved')}
          disabled={isBusy}
        >
          {replaceFromStock ? 'Approve with Replacement' : 'Approve'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
