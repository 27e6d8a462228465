/**
 * The coupon box of the purchase panel (docs/specs/customer-area.md sections 4, 5 and 8): a blank
 * code is ignored, the code is trimmed and sent to POST /api/validate-coupon, and the coupon is
 * applied when the server says it is valid. Clearing the text clears the applied coupon. A refused
 * code shows the server's message or "Invalid coupon code"; a failed call "Failed to validate
 * coupon".
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useValidateCoupon } from '../api/validate-coupon';

/** A coupon the server accepted. */
export interface AppliedCoupon {
  code: string;
  /** Whole percent, 1-100. */
  discountPercentage: number;
}

const INVALID_COUPON_MESSAGE = 'Invalid coupon code';
const COUPON_CALL_FAILED_MESSAGE = 'Failed to validate coupon';

/** A 4xx answer is the server refusing the code; anything else is the call failing. */
function refusalMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return errorMessage(error) || INVALID_COUPON_MESSAGE;
  }
  return COUPON_CALL_FAILED_MESSAGE;
}

export function CouponBox({
  applied,
  onApply,
}: {
  applied: AppliedCoupon | null;
  onApply: (coupon: AppliedCoupon | null) => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const validate = useValidateCoupon();
  const inputId = useId();

  const onChange = (value: string) => {
    setText(value);
    setProblem(null);
    if (!value.trim()) onApply(null);
  };

  const onSubmit = () => {
    const code = text.trim();
    if (!code || validate.isPending) return;
    validate.mutate(code, {
      onSuccess: (answer) => {
        if (answer.valid && answer.coupon) {
          onApply({
            code: answer.coupon.code,
            discountPercentage: answer.coupon.discountPercentage,
          });
          setProblem(null);
        } else {
          onApply(null);
          setProblem(answer.message?.trim() || INVALID_COUPON_MESSAGE);
        }
      },
      onError: (error) => {
        onApply(null);
        setProblem(refusalMessage(error));
      },
    });
  };

  return (
    <Stack spacing={1}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField
          id={inputId}
          label="Coupon code"
          size="small"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          error={problem !== null}
          autoComplete="off"
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { maxLength: 64, spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={validate.isPending}
          startIcon={<LocalOfferIcon />}
        >
          {validate.isPending ? 'Checking...' : 'Apply'}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
          {problem}
        </Alert>
      )}
      {applied && !problem && (
        <Alert severity="success" variant="outlined" sx={{ py: 0 }}>
          Coupon {applied.code} applied: {applied.discountPercentage}% off
        </Alert>
      )}
    </Stack>
  );
}
