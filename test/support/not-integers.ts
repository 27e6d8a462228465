/**
 * Values a client may send where an integer belongs, none of them a JSON integer, though the
 * coercing parsers of the past read them as one: a boolean (1), hexadecimal (16), an exponent
 * (1,000), a one-element array, signs, padding, a trailing point, and null, "", [], false (0).
 * Shared by the schema tests, the API tests and the bad-input walk (contracts/integers.ts).
 */
export const NOT_INTEGERS: readonly unknown[] = [
  true,
  false,
  null,
  '',
  [],
  [1],
  '1',
  '0x10',
  '1e3',
  '+5',
  ' 1 ',
  '1.',
  1.5,
];
