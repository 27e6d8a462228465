/**
 * Login tab of /auth (docs/specs/customer-area.md sections 2, 4, 5, 8): e-mail (type email) and
 * password, both required, and a "Forgot password?" link to /forgot-password; "Signing in..." while
 * pending; a failed sign-in shows "Login failed.
 * Please check your email and password." and a network failure the generic error; success goes to
 * /. An account with two-factor sign-in on then asks for its code in place (two-factor-step.tsx).
 * After repeated failures, while the store asks for a captcha (contracts/captcha.ts), the server's
 * refusal says so and the form shows the proof-of-work widget, with a new one after each attempt.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useLocation } from 'wouter';
import { CAPTCHA_REQUIRED } from '@contracts/captcha';
import { loginSchema } from '@contracts/requests';
import type { LoginRequest } from '@contracts/requests';
import { paths } from '@/config/paths';
import { NETWORK_ERROR_MESSAGE, errorMessage, hasStatus, isNetworkError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/field-errors';
import { needsTwoFactor, useLogin } from '../api/login';
import { asksForCaptcha } from '../captcha-refusal';
import { CaptchaWidget } from './captcha-widget';
import { TwoFactorStep } from './two-factor-step';
import { useFocusFirstError } from '@/lib/focus-first-error';

/** Alert text of a refused sign-in (docs/specs/customer-area.md section 8). */
const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your email and password.';

export function LoginForm() {
  const login = useLogin();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginRequest, string>>>({});
  const { ref: formRef, onErrors } = useFocusFirstError();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSecondStep, setSecondStep] = useState(false);
  const [isCaptchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A new widget (and challenge) after each attempt: a solution is accepted once.
  const [captchaKey, setCaptchaKey] = useState(0);

  const set = (field: keyof LoginRequest) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      onErrors();
      return;
    }
    if (isCaptchaShown && !captcha) {
      setFailure(CAPTCHA_REQUIRED);
      return;
    }
    login.mutate(captcha ? { ...parsed.data, captcha } : parsed.data, {
      onSuccess: (answer) => (needsTwoFactor(answer) ? setSecondStep(true) : navigate(paths.home)),
      onError: (error) => {
        if (captcha) setCaptchaKey((key) => key + 1);
        if (asksForCaptcha(error)) setCaptchaShown(true);
        setFailure(
          isNetworkError(error)
            ? NETWORK_ERROR_MESSAGE
            : // A suspended account, or a captcha to complete: the server says why.
              hasStatus(error, 403) || hasStatus(error, 422)
              ? errorMessage(error)
              : LOGIN_FAILED_MESSAGE,
        );
      },
    });
  };

  if (isSecondStep)
    return (
      <TwoFactorStep
        onStartOver={() => {
          setSecondStep(false);
          setValues((current) => ({ ...current, password: '' }));
        }}
      />
    );

  return (
    <Stack
      ref={formRef}
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Login"
    >
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        fullWidth
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        value={values.password}
        onChange={(event) => set('password')(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
      />
      {isCaptchaShown && <CaptchaWidget key={captchaKey} onChange={setCaptcha} />}
      <Link component={RouterLink} href={paths.forgotPassword} sx={{ alignSelf: 'flex-end' }}>
        Forgot password?
      </Link>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
