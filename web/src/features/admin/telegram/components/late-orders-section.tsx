/**
 * Late manual orders, on the staff's settings page: what the staff chat is told about a manual
 * order still waiting near its deadline (5 minutes before and at it;
 * contracts/delivery-promise.ts), and the store setting that compensates such an order
 * automatically at its deadline (contracts/overdue-compensation.ts): off, cancel and refund, or
 * credit a whole percentage (1-100) of its total to the customer's balance.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MANUAL_DELIVERY_MINUTES } from '@contracts/delivery-promise';
import {
  CREDIT_PERCENT_MAX,
  CREDIT_PERCENT_MIN,
  PERCENT_RANGE,
  type OverdueCompensationDto,
  type OverdueCompensationMode,
} from '@contracts/overdue-compensation';
import { QueryStates } from '@/components/query-states';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useOverdueCompensation, useSetOverdueCompensation } from '../api/overdue-compensation';

const MODE_LABELS: Record<OverdueCompensationMode, string> = {
  off: 'Off: staff decide',
  cancel_refund: 'Cancel the order and refund it',
  credit: 'Credit a percentage of the order total to the balance',
};

export function LateOrdersSettings() {
  const setting = useOverdueCompensation();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        A manual order is promised within {MANUAL_DELIVERY_MINUTES} minutes. While it waits, the
        staff chat is alerted 5 minutes before its deadline and again at the deadline.
      </Typography>
      <QueryStates
        query={setting}
        errorTitle="The setting could not be loaded"
        loading={<Skeleton variant="rounded" height={160} />}
      >
        {(current) => <CompensationForm key={JSON.stringify(current)} current={current} />}
      </QueryStates>
    </Stack>
  );
}

function CompensationForm({ current }: { current: OverdueCompensationDto }) {
  const save = useSetOverdueCompensation();
  const [mode, setMode] = useState<OverdueCompensationMode>(current.mode);
  const [percent, setPercent] = useState(String(current.percent ?? 10));
  const percentValue = Number(percent);
  const isPercentValid =
    /^\d+$/.test(percent) &&
    percentValue >= CREDIT_PERCENT_MIN &&
    percentValue <= CREDIT_PERCENT_MAX;
  const [isPercentShown, setIsPercentShown] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'credit' && !isPercentValid) {
      setIsPercentShown(true);
      return;
    }
    save.mutate(mode === 'credit' ? { mode, percent: percentValue } : { mode }, {
      onSuccess: () =>
        toast({
          title: 'Setting saved',
          description: 'Overdue manual orders are now compensated as chosen.',
        }),
      onError: (failure) => toastAdminError(failure, 'Setting not saved'),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormControl>
          <FormLabel id="overdue-compensation-label">
            When a manual order is still waiting at its deadline
          </FormLabel>
          <RadioGroup
            aria-labelledby="overdue-compensation-label"
            value={mode}
            onChange={(event) => setMode(event.target.value as OverdueCompensationMode)}
          >
            {(Object.keys(MODE_LABELS) as OverdueCompensationMode[]).map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={MODE_LABELS[value]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {mode === 'credit' && (
          <TextField
            label="Credit (% of the order total)"
            value={percent}
            onChange={(event) => {
              setPercent(event.target.value);
              setIsPercentShown(false);
            }}
            error={isPercentShown && !isPercentValid}
            helperText={
              isPercentShown && !isPercentValid
                ? PERCENT_RANGE
                : 'Rounded half up to the cent; given once per order.'
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </Stack>
    </form>
  );
}
