/**
 * The Create API Key dialog (/admin/api-keys): a name, the scopes (those the signed-in staff
 * member's roles cannot give are disabled: contracts/api-key-scopes.ts mayGrantScope) and an
 * optional expiry date (the key works until the end of that day, in the browser's time zone).
 * Once created, the dialog shows the key with a copy button and a warning: it is shown this once,
 * and closing the dialog forgets it. A refusal shows the server's message in the dialog.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  mayGrantScope,
  type ApiKeyScope,
  type CreatedApiKeyDto,
} from '@contracts/api-key-scopes';
import { useUser } from '@/api/get-user';
import { DeliveredItem } from '@/components/delivered-item';
import { errorMessage } from '@/lib/api-client';
import { AdminFormDialog } from '../../components/admin-form-dialog';
import { toastAdminError } from '../../components/admin-toasts';
import { useCreateApiKey } from '../api/create-api-key';

/** The end of `date` (YYYY-MM-DD) in the browser's time zone, as ISO; null for no date. */
const endOfDay = (date: string) => (date ? new Date(`${date}T23:59:59.999`).toISOString() : null);

export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { user } = useUser();
  const roles = user?.roles ?? [];
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);

  const toggleScope = (scope: ApiKeyScope, on: boolean) => {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
    setErrors((current) => ({ ...current, scopes: undefined }));
    setServerError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(name.trim() ? {} : { name: 'Name the key' }),
      ...(scopes.length > 0 ? {} : { scopes: 'Choose at least one scope' }),
    };
    if (found.name || found.scopes) {
      setErrors(found);
      return;
    }
    create.mutate(
      { name: name.trim(), scopes, expiresAt: endOfDay(expiry) },
      {
        onSuccess: setCreated,
        onError: (error) => {
          setServerError(errorMessage(error));
          toastAdminError(error);
        },
      },
    );
  };

  if (created)
    return (
      <Dialog
        open
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby="api-key-created-title"
      >
        <DialogTitle id="api-key-created-title">API Key Created</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">
              Copy the key now and keep it in a safe place: it will not be shown again. Anyone with
              it can do what its scopes allow.
            </Alert>
            <DeliveredItem text={created.key} label={`API key ${created.apiKey.name}`} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <AdminFormDialog
      titleId="api-key-dialog-title"
      title={'Create API Key'}
      serverError={serverError}
      submitLabel={'Create Key'}
      pendingLabel="Creating..."
      isPending={create.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label="Name"
        required
        autoFocus
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
          setServerError(null);
        }}
        error={Boolean(errors.name)}
        helperText={errors.name ?? 'What uses the key; the audit log names it.'}
        slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
      />
      <FormControl component="fieldset" error={Boolean(errors.scopes)}>
        <FormLabel component="legend">Scopes</FormLabel>
        <FormGroup>
          {API_KEY_SCOPES.map((scope) => (
            <FormControlLabel
              key={scope}
              label={`${scope}: ${API_KEY_SCOPE_LABELS[scope]}`}
              disabled={!mayGrantScope(roles, scope)}
              control={
                <Checkbox
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggleScope(scope, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {errors.scopes ?? 'A key can do only what its scopes allow, and no more than you.'}
        </FormHelperText>
      </FormControl>
      <TextField
        label="Expires"
        type="date"
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
        helperText="Optional: the key stops working at the end of this day."
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </AdminFormDialog>
  );
}
