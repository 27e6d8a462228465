/** The category colour (docs/specs/admin-area.md section 5): '#' and six hex digits. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryColourOrDefault, isCategoryColour } from './category-colour';
import { categorySchema } from './requests';

const HEX_DIGITS = '0123456789abcdefABCDEF';
/** The rule stated independently: seven characters, '#' then six hex digits. */
const expected = (text: string) =>
  text.length === 7 && text[0] === '#' && [...text.slice(1)].every((c) => HEX_DIGITS.includes(c));

describe('isCategoryColour', () => {
  it('accepts six hex digits after #, in either case, and nothing else', () => {
    expect(isCategoryColour('#3B82F6')).toBe(true);
    expect(isCategoryColour('#3b82f6')).toBe(true);
    for (const text of ['3B82F6', '#3B82F', '#3B82F60', '#3B82G6', ' #3B82F6', '#3B82F6\n', ''])
      expect(isCategoryColour(text)).toBe(false);
  });

  it('agrees with the rule stated independently, for any text near a colour', () => {
    const unit = fc.constantFrom(...'#0123456789abcdefABCDEFgG \n-'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 9 }), (text) => {
        expect(isCategoryColour(text)).toBe(expected(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('is what the category request body accepts', () => {
    const colourIssue = (color: string) =>
      categorySchema
        .safeParse({ name: 'Games', color })
        .error?.issues.some((issue) => issue.path[0] === 'color') ?? false;
    expect(colourIssue('#3B82F6')).toBe(false);
    expect(colourIssue('#3B82F')).toBe(true);
  });
});

describe('categoryColourOrDefault', () => {
  it('keeps a category colour and replaces anything else by the default #3B82F6', () => {
    expect(categoryColourOrDefault('#10b981')).toBe('#10b981');
    expect(categoryColourOrDefault('red')).toBe('#3B82F6');
    expect(categoryColourOrDefault('')).toBe('#3B82F6');
  });
});
