/**
 * The step-up dialog: a sensitive staff action (a balance adjustment, impersonation, roles,
 * suspension) refused with `stepUpRequired` asks here for the password, or a two-factor code,
 * then the action is sent again (lib/api-client.ts). Cancelling fails the action with a clear
 * message. The dialog itself (step-up-dialog-view.tsx) is loaded with the first step-up.
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { api, errorMessage, setStepUpPrompt } from '@/lib/api-client';
import type { StepUpMode } from './step-up-dialog-view';

const StepUpDialogView = lazy(async () => ({
  default: (await import('./step-up-dialog-view')).StepUpDialogView,
}));

/** Why an action failed when the confirmation was cancelled. */
export const STEP_UP_CANCELLED = 'The action needs your password: it was not done.';

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
}

/** Mount once, near the root of the app: it registers the prompt with the API client. */
export function StepUpDialog() {
  const pending = useRef<Pending | null>(null);
  const [open, setOpen] = useState(false);
  // The view's chunk is loaded by the first step-up and kept mounted after it, so it can fade out.
  const [hasOpened, setHasOpened] = useState(false);
  const [mode, setMode] = useState<StepUpMode>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setStepUpPrompt(
      () =>
        new Promise<void>((resolve, reject) => {
          pending.current = { resolve, reject };
          setValue('');
          setError(null);
          setMode('password');
          setHasOpened(true);
          setOpen(true);
        }),
    );
    return () => setStepUpPrompt(null);
  }, []);

  const finish = (outcome: 'confirmed' | 'cancelled') => {
    setOpen(false);
    const waiting = pending.current;
    pending.current = null;
    if (outcome === 'confirmed') waiting?.resolve();
    else waiting?.reject(new Error(STEP_UP_CANCELLED));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(mode === 'password' ? 'Password is required' : 'Enter a code');
      return;
    }
    setBusy(true);
    try {
      await api.post('/api/step-up', mode === 'password' ? { password: value } : { code: value });
      finish('confirmed');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialogView
        open={open}
        mode={mode}
        value={value}
        error={error}
        busy={busy}
        onValueChange={(typed) => {
          setValue(typed);
          setError(null);
        }}
        onToggleMode={() => {
          setMode(mode === 'password' ? 'code' : 'password');
          setValue('');
          setError(null);
        }}
        onCancel={() => finish('cancelled')}
        onSubmit={(event) => void onSubmit(event)}
      />
    </Suspense>
  );
}
