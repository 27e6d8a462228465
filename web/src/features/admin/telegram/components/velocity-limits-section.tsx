/**
 * Velocity limits, on the staff's settings page (contracts/velocity-limits.ts): how many deposit
 * requests one customer may open in an hour, warranty claims file in 90 days, and accounts one
 * network address may register in a store day; 0 turns a limit off. Each field is checked with the
 * contract's bounds before saving, and each refusal the customer meets names its limit.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  VELOCITY_LIMIT_FIELDS,
  VELOCITY_LIMIT_NAMES,
  velocityLimitRangeMessage,
  velocityLimitsSchema,
  type VelocityLimits,
} from '@contracts/velocity-limits';
import { QueryStates } from '@/components/query-states';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useSetVelocityLimits, useVelocityLimits } from '../api/velocity-limits';

export function VelocityLimitsSettings() {
  const limits = useVelocityLimits();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        How often one customer, or one network address, may do what abuse repeats. A customer over a
        limit is refused with a message that names it. 0 turns a limit off.
      </Typography>
      <QueryStates
        query={limits}
        errorTitle="The limits could not be loaded"
        loading={<Skeleton variant="rounded" height={96} />}
      >
        {(current) => <VelocityLimitsForm key={JSON.stringify(current)} current={current} />}
      </QueryStates>
    </Stack>
  );
}

type Texts = Record<keyof VelocityLimits, string>;

function VelocityLimitsForm({ current }: { current: VelocityLimits }) {
  const save = useSetVelocityLimits();
  const [texts, setTexts] = useState<Texts>(
    () =>
      Object.fromEntries(
        VELOCITY_LIMIT_NAMES.map((name) => [name, String(current[name])]),
      ) as Texts,
  );
  const [isChecked, setIsChecked] = useState(false);
  const problemOf = (name: keyof VelocityLimits) =>
    /^\d+$/.test(texts[name]) &&
    velocityLimitsSchema.shape[name].safeParse(Number(texts[name])).success
      ? null
      : velocityLimitRangeMessage(name);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsChecked(true);
    const limits = velocityLimitsSchema.safeParse(
      Object.fromEntries(VELOCITY_LIMIT_NAMES.map((name) => [name, Number(texts[name])])),
    );
    if (!limits.success || VELOCITY_LIMIT_NAMES.some((name) => problemOf(name) !== null)) return;
    save.mutate(limits.data, {
      onSuccess: () =>
        toast({ title: 'Limits saved', description: 'The velocity limits apply from now on.' }),
      onError: (failure) => toastAdminError(failure, 'Limits not saved'),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid container spacing={2} sx={{ width: '100%' }}>
          {VELOCITY_LIMIT_NAMES.map((name) => {
            const problem = isChecked ? problemOf(name) : null;
            return (
              <Grid key={name} size={{ xs: 12, md: 4 }}>
                <TextField
                  fullWidth
                  label={VELOCITY_LIMIT_FIELDS[name].label}
                  value={texts[name]}
                  onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
                  error={problem !== null}
                  helperText={problem ?? (texts[name] === '0' ? 'Off' : ' ')}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
            );
          })}
        </Grid>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Limits'}
        </Button>
      </Stack>
    </form>
  );
}
