/**
 * "Two-factor sign-in" on the Security tab of /profile (ARCHITECTURE.md "Security model"), below
 * the password form: off, it offers "Turn on" (two-factor-setup.tsx); just turned on, it shows the
 * recovery codes once (recovery-codes.tsx); on, it offers "Turn off" (two-factor-off.tsx).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDto } from '@contracts/responses';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorOff } from './two-factor-off';
import { TwoFactorSetup } from './two-factor-setup';

export function TwoFactorSection({ user }: { user: UserDto }) {
  // Kept here, not read from the user: the codes stay on screen after the user query says "on".
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const isOn = user.twoFactorEnabled;

  return (
    <Box component="section" aria-labelledby="two-factor-heading">
      <Divider sx={{ mb: 3 }} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h2" id="two-factor-heading" sx={{ fontWeight: 700 }}>
          Two-factor sign-in
        </Typography>
        <Chip
          size="small"
          label={isOn ? 'On' : 'Off'}
          color={isOn ? 'success' : 'default'}
          variant={isOn ? 'filled' : 'outlined'}
        />
      </Stack>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : isOn ? (
        <TwoFactorOff />
      ) : (
        <TwoFactorSetup onEnabled={setRecoveryCodes} />
      )}
    </Box>
  );
}
