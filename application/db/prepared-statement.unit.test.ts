import { describe, expect, it } from 'vitest';
import { preparedStatement } from './prepared-statement';

describe('preparedStatement', () => {
  it('gives a query config carrying its name, text and the values', () => {
    const select = preparedStatement('test.select-one', 'SELECT $1::int AS one');
    expect(select([1])).toEqual({
      name: 'test.select-one',
      text: 'SELECT $1::int AS one',
      values: [1],
    });
  });

  it('refuses a name already taken, which would fail on a connection that prepared the other text', () => {
    preparedStatement('test.taken', 'SELECT 1');
    expect(() => preparedStatement('test.taken', 'SELECT 2')).toThrow(
      'Prepared statement name "test.taken" is taken',
    );
  });
});
