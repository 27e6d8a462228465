/**
 * "Where you're signed in" on the Security tab of /profile (ARCHITECTURE.md "Security model":
 * sessions), below two-factor sign-in: every session of the account with its device, address,
 * sign-in time and last use; this browser's is marked, any other can be signed out, or all of
 * them at once, each after a confirmation.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerIcon from '@mui/icons-material/Computer';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { deviceName } from '@contracts/device-name';
import type { SessionDto } from '@contracts/responses';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryStates } from '@/components/query-states';
import { ErrorMessage } from '@/components/status-message';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';

const PHONE_SYSTEMS = new Set(['iOS', 'Android', 'iPadOS']);

/** What the confirmation dialog asks about: one session, or every other one. */
type Pending = { kind: 'one'; session: SessionDto } | { kind: 'others' } | null;

export function SessionsSection() {
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [pending, setPending] = useState<Pending>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const failed = revokeOne.error ?? revokeOthers.error;

  const onConfirm = () => {
    if (!pending) return;
    const done = () => setPending(null);
    if (pending.kind === 'one')
      revokeOne.mutate(pending.session.id, {
        onSuccess: () => {
          toast({
            title: 'Session signed out',
            description: `${deviceName(pending.session)} is no longer signed in.`,
          });
        },
        onSettled: done,
      });
    else
      revokeOthers.mutate(undefined, {
        onSuccess: ({ revoked }) => {
          toast({
            title: 'Other sessions signed out',
            description: `${revoked} ${revoked === 1 ? 'session was' : 'sessions were'} signed out. This browser stays signed in.`,
          });
        },
        onSettled: done,
      });
  };

  return (
    <Box component="section" aria-labelledby="sessions-heading">
      <Divider sx={{ mb: 3 }} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Typography variant="h6" component="h2" id="sessions-heading" sx={{ fontWeight: 700 }}>
          Where you&apos;re signed in
        </Typography>
        <Button
          variant="outlined"
          color="error"
          disabled={others === 0}
          onClick={() => setPending({ kind: 'others' })}
        >
          Sign out other sessions
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Each browser you sign in with is a session. If you do not recognise one, sign it out and
        change your password.
      </Typography>
      {failed && (
        <Box sx={{ mb: 2 }}>
          <ErrorMessage title="Could not sign the session out" error={failed} />
        </Box>
      )}
      <QueryStates
        query={sessions}
        errorTitle="Could not load your sessions"
        loading={
          <Stack spacing={1} aria-label="Loading your sessions">
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={72} />
          </Stack>
        }
        empty={<Typography color="text.secondary">No sessions are signed in.</Typography>}
      >
        {(list) => (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onSignOut={() => setPending({ kind: 'one', session })}
              />
            ))}
          </Stack>
        )}
      </QueryStates>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'one' ? 'Sign out this session?' : 'Sign out other sessions?'}
        message={
          pending?.kind === 'one'
            ? `${deviceName(pending.session)} (${pending.session.ip || 'unknown address'}) will be signed out at once.`
            : 'Every other browser signed in to your account will be signed out at once. This browser stays signed in.'
        }
        confirmLabel="Sign out"
        pendingLabel="Signing out…"
        isPending={revokeOne.isPending || revokeOthers.isPending}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}

function SessionRow({ session, onSignOut }: { session: SessionDto; onSignOut: () => void }) {
  const Icon = PHONE_SYSTEMS.has(session.os) ? PhoneIphoneIcon : ComputerIcon;
  const name = deviceName(session);
  return (
    <Paper component="li" variant="outlined" aria-label={name} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
          <Icon color="action" aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              {session.current && <Chip size="small" color="success" label="This browser" />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {session.ip || 'Unknown address'} · Signed in {formatDateTime(session.firstSeen)} ·
              Last active {formatDateTime(session.lastSeen)}
            </Typography>
          </Box>
        </Stack>
        {!session.current && (
          <Button
            size="small"
            color="error"
            onClick={onSignOut}
            aria-label={`Sign out ${name}`}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: 'nowrap' }}
          >
            Sign out
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
