import { describe, expect, it } from 'vitest';
import { firstControlInError, type ControlLike } from './focus-first-error';

/** A control with these attributes, named for the assertions. */
const control = (name: string, attributes: Record<string, string> = {}) => ({
  name,
  getAttribute: (attribute: string) => attributes[attribute] ?? null,
  hasAttribute: (attribute: string) => attribute in attributes,
});
const nameOf = (found: (ControlLike & { name: string }) | null) => found?.name ?? null;

describe('choosing the control to bring a person to after a submit with errors', () => {
  it('chooses the first control in error in document order, not a later one', () => {
    const controls = [
      control('name', { 'aria-invalid': 'false' }),
      control('price', { 'aria-invalid': 'true' }),
      control('category', { 'aria-invalid': 'true' }),
    ];
    expect(nameOf(firstControlInError(controls))).toBe('price');
  });

  it('skips a Select’s hidden native input and a disabled control for the next one in error', () => {
    const controls = [
      control('hidden native input', { 'aria-invalid': 'true', 'aria-hidden': 'true' }),
      control('disabled', { 'aria-invalid': 'true', disabled: '' }),
      control('combobox', { 'aria-invalid': 'true' }),
    ];
    expect(nameOf(firstControlInError(controls))).toBe('combobox');
  });

  it('chooses none when no control is in error', () => {
    expect(
      firstControlInError([control('name'), control('price', { 'aria-invalid': 'false' })]),
    ).toBe(null);
    expect(firstControlInError([])).toBe(null);
  });
});
