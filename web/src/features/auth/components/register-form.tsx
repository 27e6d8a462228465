/**
 * Register tab of /auth (docs/specs/customer-area.md sections 2, 4, 5, 8): first and last name,
 * e-mail, password (at least 6 characters), country from the searchable list, and the terms
 * checkbox. Create Account stays disabled until the terms are accepted; "Creating account..." while
 * pending; a refusal shows "Registration failed. Email may already be in use."; success goes to /.
 * While the store asks for a captcha (contracts/captcha.ts), the form shows the proof-of-work
 * widget and sends its solution; a refusal of the captcha shows the server's message, and a new
 * widget after every attempt that spent one.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocation } from 'wouter';
import { CAPTCHA_REQUIRED } from '@contracts/captcha';
import { MIN_PASSWORD_LENGTH, registerSchema } from '@contracts/requests';
import type { RegisterRequest } from '@contracts/requests';
import { paths } from '@/config/paths';
import { NETWORK_ERROR_MESSAGE, errorMessage, isNetworkError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/field-errors';
import { useIsCaptchaRequired } from '../api/captcha-requirement';
import { useRegister } from '../api/register';
import { asksForCaptcha } from '../captcha-refusal';
import { CaptchaWidget } from './captcha-widget';
import { CountrySelect } from './country-select';
import { useFocusFirstError } from '@/lib/focus-first-error';

/** Alert texts of the register form (docs/specs/customer-area.md sections 5 and 8). */
const TERMS_REQUIRED_MESSAGE = 'You must agree to the terms of service';
const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Email may already be in use.';

const EMPTY: RegisterRequest = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  country: '',
};

export function RegisterForm() {
  const registration = useRegister();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<RegisterRequest>(EMPTY);
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof RegisterRequest, string>>>({});
  const { ref: formRef, onErrors } = useFocusFirstError();
  const [failure, setFailure] = useState<string | null>(null);
  const isCaptchaRequired = useIsCaptchaRequired();
  const [isCaptchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new widget (and challenge) after each attempt: a solution is accepted once.
  const [captchaKey, setCaptchaKey] = useState(0);
  const isCaptchaShown = isCaptchaRequired || isCaptchaAsked;

  const set = (field: keyof RegisterRequest) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!hasAcceptedTerms) {
      setFailure(TERMS_REQUIRED_MESSAGE);
      return;
    }
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      onErrors();
      return;
    }
    if (isCaptchaShown && !captcha) {
      setFailure(CAPTCHA_REQUIRED);
      return;
    }
    registration.mutate(captcha ? { ...parsed.data, captcha } : parsed.data, {
      onSuccess: () => navigate(paths.home),
      onError: (error) => {
        if (captcha) setCaptchaKey((key) => key + 1);
        if (asksForCaptcha(error)) {
          setCaptchaAsked(true);
          setFailure(errorMessage(error));
        } else
          setFailure(isNetworkError(error) ? NETWORK_ERROR_MESSAGE : REGISTRATION_FAILED_MESSAGE);
      },
    });
  };

  const text = (field: keyof RegisterRequest) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    required: true,
    fullWidth: true,
  });

  return (
    <Stack
      ref={formRef}
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Register"
    >
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First Name" autoComplete="given-name" {...text('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...text('lastName')} />
      </Stack>
      <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...text('password')}
        helperText={errors.password ?? `At least ${MIN_PASSWORD_LENGTH} characters`}
        slotProps={{ htmlInput: { minLength: MIN_PASSWORD_LENGTH } }}
      />
      <CountrySelect value={values.country} onChange={set('country')} error={errors.country} />
      {isCaptchaShown && <CaptchaWidget key={captchaKey} onChange={setCaptcha} />}
      <FormControlLabel
        control={
          <Checkbox
            checked={hasAcceptedTerms}
            onChange={(event) => setHasAcceptedTerms(event.target.checked)}
            name="terms"
          />
        }
        label={
          <>
            I agree to the{' '}
            <Link href={paths.terms} target="_blank" rel="noopener">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href={paths.privacy} target="_blank" rel="noopener">
              Privacy Policy
            </Link>
          </>
        }
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!hasAcceptedTerms || registration.isPending}
      >
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </Stack>
  );
}
