/**
 * Profile Information tab (docs/specs/customer-area.md sections 2, 5, 8): first name, last name and
 * country are required; the e-mail is read-only, labelled "Email (Cannot be changed)". Saves with
 * PUT /api/update-profile; success toast "Profil bilgileriniz güncellendi." and the page reloads;
 * errors show the server's message, else "Profil güncellenemedi.".
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SaveIcon from '@mui/icons-material/Save';
import { updateProfileSchema } from '@contracts/requests';
import type { UpdateProfileRequest } from '@contracts/requests';
import type { UserDto } from '@contracts/responses';
import { fieldErrors } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { profileCountryOptions, profileCountryValue } from '../profile-countries';
import { toastProfileError } from './profile-errors';
import { useFocusFirstError } from '@/lib/focus-first-error';

const PROFILE_UPDATED_MESSAGE = 'Profil bilgileriniz güncellendi.';
const PROFILE_UPDATE_FAILED_MESSAGE = 'Profil güncellenemedi.';
/** Time the success toast is readable before the page reloads (docs/specs/customer-area.md section 4). */
const PROFILE_RELOAD_DELAY_MS = 1500;

export function ProfileForm({ user }: { user: UserDto }) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<UpdateProfileRequest>({
    firstName: user.firstName,
    lastName: user.lastName,
    country: profileCountryValue(user.country),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof UpdateProfileRequest, string>>>({});
  const { ref: formRef, onErrors } = useFocusFirstError();
  const countries = profileCountryOptions(user.country);

  const set = (field: keyof UpdateProfileRequest, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      onErrors();
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: PROFILE_UPDATED_MESSAGE });
        window.setTimeout(() => window.location.reload(), PROFILE_RELOAD_DELAY_MS);
      },
      onError: (error) => toastProfileError(error, PROFILE_UPDATE_FAILED_MESSAGE),
    });
  };

  return (
    <Stack
      component="form"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Profile Information"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={Boolean(errors.firstName)}
          helperText={errors.firstName}
          required
          fullWidth
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={Boolean(errors.lastName)}
          helperText={errors.lastName}
          required
          fullWidth
        />
      </Stack>
      <TextField
        label="Email (Cannot be changed)"
        name="email"
        type="email"
        value={user.email}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText="Contact support if you need to change your e-mail address."
      />
      <TextField
        select
        label="Country"
        name="country"
        value={values.country}
        onChange={(event) => set('country', event.target.value)}
        error={Boolean(errors.country)}
        helperText={errors.country}
        required
        fullWidth
      >
        {countries.map((country) => (
          <MenuItem key={country.value} value={country.value}>
            {country.label}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row">
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={update.isPending}
        >
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </Stack>
  );
}
