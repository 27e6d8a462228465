/**
 * Picks a range of store days for a report: the last 7, 30, 90 or 365 days in one press, or any
 * From and To dates (YYYY-MM-DD in the store's time zone, To included). A From after To is
 * refused beside the fields and not sent.
 */
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { addDays, storeDate } from '@contracts/store-days';
import type { DayRange } from '../day-range';

/** The presets offered, in days up to today. */
export const PRESET_DAYS = [7, 30, 90, 365] as const;

export const FROM_AFTER_TO = 'From must not be after To';

export function DayRangePicker({
  shown,
  timeZone,
  onChange,
}: {
  /** The range the report shows now (both ends known). */
  shown: { from: string; to: string };
  /** The store's time zone: "today" is its date. */
  timeZone: string;
  onChange: (range: DayRange) => void;
}) {
  const [typed, setTyped] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (seen.from !== shown.from || seen.to !== shown.to) {
    // The report moved (a preset, back or forward): the fields follow it.
    setSeen(shown);
    setTyped(shown);
  }
  const today = storeDate(new Date(), timeZone);
  const preset = PRESET_DAYS.find(
    (days) => shown.to === today && shown.from === addDays(today, -(days - 1)),
  );
  const isReversed = typed.from !== '' && typed.to !== '' && typed.from > typed.to;

  const type = (end: 'from' | 'to', value: string) => {
    const next = { ...typed, [end]: value };
    setTyped(next);
    if (next.from && next.to && next.from <= next.to) onChange(next);
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={preset ?? null}
        aria-label="Report range"
        onChange={(_event, days: number | null) => {
          if (days !== null) onChange({ from: addDays(today, -(days - 1)), to: today });
        }}
      >
        {PRESET_DAYS.map((days) => (
          <ToggleButton key={days} value={days} sx={{ px: 1.5, textTransform: 'none' }}>
            {days} days
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1.5}>
        <TextField
          size="small"
          type="date"
          label="From"
          value={typed.from}
          onChange={(event) => type('from', event.target.value)}
          error={isReversed}
          helperText={isReversed ? FROM_AFTER_TO : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: typed.to || undefined } }}
          sx={{ width: { xs: '50%', md: 170 } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={typed.to}
          onChange={(event) => type('to', event.target.value)}
          error={isReversed}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: typed.from || undefined } }}
          sx={{ width: { xs: '50%', md: 170 } }}
        />
      </Stack>
    </Stack>
  );
}
