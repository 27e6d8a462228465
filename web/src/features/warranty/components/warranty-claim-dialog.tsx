/**
 * Warranty claim dialog (docs/specs/customer-area.md sections 2, 5, 8): the customer describes the
 * problem (non-blank) and sends POST /api/warranty-claims with claimType account_access. Success
 * toast "Warranty claim submitted successfully", saying the replacement is ready when the
 * product's policy approved the claim at once; failure toast "Error" with the server's message.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderDto } from '@contracts/responses';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { orderNumberOf } from '@/components/order-status-chip';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateWarrantyClaim } from '../api/create-warranty-claim';
import { useFocusFirstError } from '@/lib/focus-first-error';

/** The claim type of a claim made from the order list (docs/specs/customer-area.md section 3). */
const ORDER_LIST_CLAIM_TYPE = 'account_access';

interface WarrantyClaimDialogProps {
  open: boolean;
  onClose: () => void;
  order: Pick<OrderDto, 'id' | 'orderNumber' | 'product'>;
}

export function WarrantyClaimDialog({ open, onClose, order }: WarrantyClaimDialogProps) {
  const claim = useCreateWarrantyClaim();
  const [description, setDescription] = useState('');
  const [isBlank, setIsBlank] = useState(false);
  const { ref: formRef, onErrors } = useFocusFirstError();

  const close = () => {
    if (claim.isPending) return;
    setDescription('');
    setIsBlank(false);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!description.trim()) {
      setIsBlank(true);
      onErrors();
      return;
    }
    claim.mutate(
      { orderId: order.id, claimType: ORDER_LIST_CLAIM_TYPE, description: description.trim() },
      {
        onSuccess: (answer) => {
          toast({
            title: 'Warranty claim submitted successfully',
            description:
              answer.status === 'approved'
                ? 'Your claim was approved at once: the replacement account is on the order page.'
                : 'Our team processes warranty claims within 24 hours.',
          });
          setDescription('');
          onClose();
        },
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`warranty-claim-title-${order.id}`}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <DialogTitle id={`warranty-claim-title-${order.id}`}>Claim Warranty</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {orderNumberOf(order)} · {order.product.name}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            Tell us what stopped working. We review claims within 24 hours and send a replacement
            account when the claim is approved.
          </Alert>
          <TextField
            label="Describe the problem"
            name="description"
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              setIsBlank(false);
            }}
            error={isBlank}
            helperText={isBlank ? 'Please describe the problem.' : ' '}
            placeholder="For example: the account password no longer works."
            required
            fullWidth
            multiline
            minRows={4}
            autoFocus
          />
        </DialogContent>
        <DialogFormActions
          submitLabel="Submit Claim"
          pendingLabel="Submitting..."
          isPending={claim.isPending}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
