/**
 * Searchable country list of the register form (docs/specs/customer-area.md sections 2 and 9):
 * about 195 countries, "No country found." when nothing matches, the list at most 300 px high.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTRIES, findCountry } from '@/config/countries';
import type { CountryOption } from '@/config/countries';

/** Maximum height of the open list (docs/specs/customer-area.md section 9). */
const COUNTRY_LIST_MAX_HEIGHT_PX = 300;

interface CountrySelectProps {
  /** The chosen slug, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function CountrySelect({ value, onChange, error, disabled }: CountrySelectProps) {
  return (
    <Autocomplete<CountryOption>
      options={COUNTRIES}
      value={findCountry(value) ?? null}
      onChange={(_event, option) => onChange(option?.value ?? '')}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      noOptionsText="No country found."
      autoHighlight
      disabled={disabled}
      slotProps={{ listbox: { style: { maxHeight: COUNTRY_LIST_MAX_HEIGHT_PX } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Country"
          name="country"
          required
          error={Boolean(error)}
          helperText={error}
          placeholder="Search for your country"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'country-name' },
          }}
        />
      )}
    />
  );
}
