import { describe, expect, it } from 'vitest';
import { inlineParameters } from './simple-query';

describe('inlineParameters', () => {
  it('writes each $n as the quoted literal node-postgres would have sent', () => {
    expect(
      inlineParameters({
        text: 'SELECT $1::int, $2, $3::text[], $10, $11',
        values: [5, "it's", ['a', 'b"c', null], 4, 5, 6, 7, 8, 9, 'ten', null],
      }),
    ).toBe(`SELECT '5'::int, 'it''s',  E'{"a","b\\\\"c",NULL}'::text[], 'ten', NULL`);
  });

  it('quotes backslashes, objects as JSON, bytes as hex and bigints', () => {
    expect(
      inlineParameters({
        text: '$1 $2 $3 $4',
        values: ['a\\b', { k: 1 }, Buffer.from([1, 255]), 12n],
      }),
    ).toBe(` E'a\\\\b' '{"k":1}'  E'\\\\x01ff' '12'`);
  });

  it('leaves a plain text alone and refuses a parameter without a value', () => {
    expect(inlineParameters('COMMIT')).toBe('COMMIT');
    expect(() => inlineParameters({ text: 'SELECT $2', values: [1] })).toThrow(/\$2/);
  });
});
