/**
 * The captcha, on the staff's settings page: the store setting that asks for a proof-of-work
 * captcha (ALTCHA, solved in the visitor's browser; contracts/captcha.ts) on every registration
 * and on a sign-in after repeated failures. Off by default, so apps and scripts that follow the
 * API's specs keep working; the switch saves at once.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CaptchaRequirementDto } from '@contracts/captcha';
import { QueryStates } from '@/components/query-states';
import { toast } from '@/lib/toast';
import { toastAdminError } from '../../components/admin-toasts';
import { useCaptchaRequirement, useSetCaptchaRequirement } from '../api/captcha-requirement';

export function CaptchaSettings() {
  const setting = useCaptchaRequirement();
  return (
    <QueryStates
      query={setting}
      errorTitle="The setting could not be loaded"
      loading={<Skeleton variant="rounded" height={96} />}
    >
      {(current) => <CaptchaSwitch current={current} />}
    </QueryStates>
  );
}

function CaptchaSwitch({ current }: { current: CaptchaRequirementDto }) {
  const save = useSetCaptchaRequirement();
  const onToggle = (required: boolean) =>
    save.mutate(
      { required },
      {
        onSuccess: () =>
          toast({
            title: 'Setting saved',
            description: required
              ? 'Registration and repeated sign-ins now need a captcha.'
              : 'No captcha is asked any more.',
          }),
        onError: (failure) => toastAdminError(failure, 'Setting not saved'),
      },
    );

  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">
        A proof-of-work check that the visitor&apos;s browser solves in a few seconds, with no third
        party. When on, every registration needs it, and so does a sign-in after{' '}
        {current.signInAfterFailures} failed attempts for the same e-mail or from the same address
        within 15 minutes. Leave it off if other apps or scripts register or sign in through the API
        without it.
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={current.required}
            disabled={save.isPending}
            onChange={(event) => onToggle(event.target.checked)}
          />
        }
        label="Require a captcha"
      />
    </Stack>
  );
}
