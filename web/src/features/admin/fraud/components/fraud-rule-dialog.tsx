/**
 * Create and edit dialog of a fraud rule (/admin/fraud): what it matches (a kind and its value:
 * none for the disposable list), the actions it applies to, what it does (block with a message,
 * hold the order for review: purchases only, flag), enforce or shadow, an optional expiry (a local
 * date and time) and note. Checked with the server's rules before sending; a refusal shows the
 * server's message in the dialog, which stays open. Toasts "Fraud rule created" / "Fraud rule
 * updated".
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  FRAUD_ACTION_LABELS,
  FRAUD_ACTIONS,
  FRAUD_MATCH_KINDS,
  FRAUD_MATCH_LABELS,
  FRAUD_OUTCOME_LABELS,
  FRAUD_OUTCOMES,
  type FraudRuleDto,
} from '@contracts/fraud-rules';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { AdminFormDialog } from '../../components/admin-form-dialog';
import { toastAdminError } from '../../components/admin-toasts';
import { useSaveFraudRule } from '../api/save-fraud-rule';
import {
  emptyFraudRuleForm,
  fraudRuleToForm,
  readFraudRuleForm,
  type FraudRuleFormErrors,
  type FraudRuleFormValues,
} from '../fraud-rule-form';

/** What the value field asks for, per kind. */
const VALUE_HELP: Record<FraudRuleFormValues['matchKind'], string> = {
  email: 'An e-mail address, e.g. someone@example.com.',
  'email-pattern': '* stands for any characters: *@mail.ru, bad*@*.',
  'email-domain': 'A domain; its subdomains match too.',
  'disposable-email': 'Any domain of the maintained list of disposable e-mail services.',
  ip: 'An IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24 or 2001:db8::/32.',
  'ip-country': 'A two-letter country code, e.g. RU, from the offline GeoIP database.',
  'account-country': "The account's country as the register form names it, e.g. germany.",
  'user-agent': 'Text the browser’s user agent contains, e.g. HeadlessChrome.',
};

export function FraudRuleDialog({
  rule,
  onClose,
}: {
  /** The rule to edit; null to create one. */
  rule: FraudRuleDto | null;
  onClose: () => void;
}) {
  const save = useSaveFraudRule();
  const [values, setValues] = useState<FraudRuleFormValues>(() =>
    rule ? fraudRuleToForm(rule) : emptyFraudRuleForm(),
  );
  const [errors, setErrors] = useState<FraudRuleFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { ref: formRef, onErrors } = useFocusFirstError();

  const set = <K extends keyof FraudRuleFormValues>(field: K, value: FraudRuleFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerError(null);
  };
  const toggleAction = (action: FraudRuleFormValues['actions'][number], on: boolean) =>
    set(
      'actions',
      on ? [...values.actions, action] : values.actions.filter((chosen) => chosen !== action),
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readFraudRuleForm(values);
    if (read.body === null) {
      setErrors(read.errors);
      onErrors();
      return;
    }
    save.mutate(
      { ruleId: rule?.id ?? null, body: read.body },
      {
        onSuccess: (saved) => {
          toast({
            title: rule ? 'Fraud rule updated' : 'Fraud rule created',
            description: `Rule ${saved.id} is ${saved.mode === 'shadow' ? 'counting hits in shadow mode' : 'enforced'}.`,
          });
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
      titleId="fraud-rule-dialog-title"
      title={rule ? 'Edit Fraud Rule' : 'Create Fraud Rule'}
      serverError={serverError}
      submitLabel={rule ? 'Save Changes' : 'Create Rule'}
      isPending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      formRef={formRef}
    >
      <TextField
        select
        label="Match"
        value={values.matchKind}
        onChange={(event) =>
          set('matchKind', event.target.value as FraudRuleFormValues['matchKind'])
        }
      >
        {FRAUD_MATCH_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {FRAUD_MATCH_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      {values.matchKind !== 'disposable-email' && (
        <TextField
          label="Value"
          required
          value={values.matchValue}
          onChange={(event) => set('matchValue', event.target.value)}
          error={Boolean(errors.matchValue)}
          helperText={errors.matchValue ?? VALUE_HELP[values.matchKind]}
          slotProps={{ htmlInput: { maxLength: 254, spellCheck: false } }}
        />
      )}
      <FormControl component="fieldset" error={Boolean(errors.actions)}>
        <FormLabel component="legend">Applies to</FormLabel>
        <FormGroup row>
          {FRAUD_ACTIONS.map((action) => (
            <FormControlLabel
              key={action}
              label={FRAUD_ACTION_LABELS[action]}
              control={
                <Checkbox
                  checked={values.actions.includes(action)}
                  onChange={(event) => toggleAction(action, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {errors.actions && <FormHelperText>{errors.actions}</FormHelperText>}
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">Outcome</FormLabel>
        <RadioGroup
          row
          value={values.outcome}
          onChange={(event) => set('outcome', event.target.value as FraudRuleFormValues['outcome'])}
        >
          {FRAUD_OUTCOMES.map((outcome) => (
            <FormControlLabel
              key={outcome}
              value={outcome}
              control={<Radio />}
              label={FRAUD_OUTCOME_LABELS[outcome]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">Mode</FormLabel>
        <RadioGroup
          row
          value={values.mode}
          onChange={(event) => set('mode', event.target.value as FraudRuleFormValues['mode'])}
        >
          <FormControlLabel value="enforce" control={<Radio />} label="Enforce" />
          <FormControlLabel
            value="shadow"
            control={<Radio />}
            label="Shadow (count what it would do)"
          />
        </RadioGroup>
      </FormControl>
      {values.outcome === 'block' && (
        <TextField
          label="Message"
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
          error={Boolean(errors.message)}
          helperText={errors.message ?? 'What a blocked customer reads. Optional.'}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      )}
      <TextField
        label="Expires At"
        type="datetime-local"
        value={values.expiresAt}
        onChange={(event) => set('expiresAt', event.target.value)}
        error={Boolean(errors.expiresAt)}
        helperText={
          errors.expiresAt ?? 'Optional, in your time zone; the rule stops applying then.'
        }
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Note"
        value={values.note}
        onChange={(event) => set('note', event.target.value)}
        multiline
        minRows={2}
        helperText="Why the rule exists, for staff."
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </AdminFormDialog>
  );
}
