import { describe, expect, it } from 'vitest';
import { profileCountryOptions, profileCountryValue } from './profile-countries';

describe('profile countries (docs/specs/customer-area.md section 3)', () => {
  it('maps the register form slugs to the profile codes', () => {
    expect(profileCountryValue('usa')).toBe('us');
    expect(profileCountryValue('uk')).toBe('uk');
    expect(profileCountryValue('turkey')).toBe('tr');
    expect(profileCountryValue('germany')).toBe('de');
    expect(profileCountryValue('FR')).toBe('fr');
  });

  it('keeps a slug with no profile code and offers it as an extra option', () => {
    expect(profileCountryValue('uae')).toBe('uae');
    const options = profileCountryOptions('uae');
    expect(options).toHaveLength(8);
    expect(options.at(-1)).toEqual({ value: 'uae', label: 'United Arab Emirates' });
    expect(profileCountryOptions('usa')).toHaveLength(7);
  });
});
