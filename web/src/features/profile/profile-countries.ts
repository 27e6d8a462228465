/**
 * Countries of the profile form (docs/specs/customer-area.md section 3): two-letter codes tr, us,
 * uk, ca, au, de, fr. The register form stores word-like slugs (usa, uk, uae, germany...); a
 * registered customer's slug is shown as the matching code when there is one, and kept as it is
 * otherwise (an extra option named after the register list's country), so saving the profile never
 * changes a country the customer did not touch.
 */
import { findCountry } from '@/config/countries';

export interface ProfileCountryOption {
  value: string;
  label: string;
}

/** The profile form's own options (docs/specs/customer-area.md section 3). */
const PROFILE_COUNTRIES: readonly ProfileCountryOption[] = [
  { value: 'tr', label: 'Turkey' },
  { value: 'us', label: 'United States' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'ca', label: 'Canada' },
  { value: 'au', label: 'Australia' },
  { value: 'de', label: 'Germany' },
  { value: 'fr', label: 'France' },
];

/** Register-form slugs that name one of the profile's countries. */
const SLUG_TO_CODE: Record<string, string> = {
  turkey: 'tr',
  usa: 'us',
  'united-states': 'us',
  uk: 'uk',
  'united-kingdom': 'uk',
  canada: 'ca',
  australia: 'au',
  germany: 'de',
  france: 'fr',
};

/** The profile form's value for a stored country: its code when known, else the value as is. */
export function profileCountryValue(stored: string | null | undefined): string {
  const value = (stored ?? '').trim();
  const lower = value.toLowerCase();
  if (PROFILE_COUNTRIES.some((option) => option.value === lower)) return lower;
  return SLUG_TO_CODE[lower] ?? value;
}

/** The options to offer for a stored country: the seven codes plus the stored one if it is none of them. */
export function profileCountryOptions(stored: string | null | undefined): ProfileCountryOption[] {
  const value = profileCountryValue(stored);
  if (!value || PROFILE_COUNTRIES.some((option) => option.value === value)) {
    return [...PROFILE_COUNTRIES];
  }
  return [...PROFILE_COUNTRIES, { value, label: findCountry(value)?.label ?? value.toUpperCase() }];
}
