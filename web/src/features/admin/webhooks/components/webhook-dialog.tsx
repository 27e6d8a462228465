/**
 * Create and edit dialog of a webhook endpoint (/admin/webhooks): its URL, the event types it
 * wants (checkboxes) and whether it is on. Checked with the server's schema
 * (contracts/webhooks.ts) before sending; a refusal (a private address: 422) shows the server's
 * message in the dialog, which stays open. Saving asks for a recent password (the step-up
 * dialog). Toasts "Webhook endpoint created" / "Webhook endpoint updated".
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  webhookEndpointSchema,
  type WebhookEndpointDto,
  type WebhookEventType,
} from '@contracts/webhooks';
import { errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/field-errors';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { toast } from '@/lib/toast';
import { AdminFormDialog } from '../../components/admin-form-dialog';
import { toastAdminError } from '../../components/admin-toasts';
import { useSaveWebhook } from '../api/save-webhook';

interface Values {
  url: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
}

export function WebhookDialog({
  endpoint,
  onSaved,
  onClose,
}: {
  /** The endpoint to edit; null to create one. */
  endpoint: WebhookEndpointDto | null;
  /** Called with the saved endpoint (the page then shows its secret and deliveries). */
  onSaved: (saved: WebhookEndpointDto) => void;
  onClose: () => void;
}) {
  const save = useSaveWebhook();
  const [values, setValues] = useState<Values>(() =>
    endpoint
      ? { url: endpoint.url, eventTypes: endpoint.eventTypes, enabled: endpoint.enabled }
      : { url: '', eventTypes: ['order.placed'], enabled: true },
  );
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { ref: formRef, onErrors } = useFocusFirstError();

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerError(null);
  };
  const toggleType = (type: WebhookEventType, on: boolean) =>
    set(
      'eventTypes',
      on ? [...values.eventTypes, type] : values.eventTypes.filter((chosen) => chosen !== type),
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = webhookEndpointSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      onErrors();
      return;
    }
    save.mutate(
      endpoint
        ? { endpointId: endpoint.id, body: parsed.data }
        : { endpointId: null, body: parsed.data },
      {
        onSuccess: (saved) => {
          toast({
            title: endpoint ? 'Webhook endpoint updated' : 'Webhook endpoint created',
            description: `${saved.url} is ${saved.enabled ? 'on' : 'off'}.`,
          });
          onSaved(saved);
          onClose();
        },
        onError: (error) => {
          setServerError(errorMessage(error));
          toastAdminError(error);
        },
      },
    );
  };

  return (
    <AdminFormDialog
      titleId="webhook-dialog-title"
      title={endpoint ? 'Edit Webhook Endpoint' : 'Add Webhook Endpoint'}
      serverError={serverError}
      submitLabel={endpoint ? 'Save Changes' : 'Add Endpoint'}
      isPending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      formRef={formRef}
    >
      <TextField
        label="URL"
        required
        value={values.url}
        onChange={(event) => set('url', event.target.value)}
        error={Boolean(errors.url)}
        helperText={
          errors.url ?? 'Where the store POSTs each event, e.g. https://example.com/hooks.'
        }
        slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
      />
      <FormControl component="fieldset" error={Boolean(errors.eventTypes)}>
        <FormLabel component="legend">Events</FormLabel>
        <FormGroup row>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              label={WEBHOOK_EVENT_LABELS[type]}
              control={
                <Checkbox
                  checked={values.eventTypes.includes(type)}
                  onChange={(event) => toggleType(type, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {errors.eventTypes && <FormHelperText>{errors.eventTypes}</FormHelperText>}
      </FormControl>
      <FormControlLabel
        label="Enabled"
        control={
          <Switch
            checked={values.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />
        }
      />
    </AdminFormDialog>
  );
}
