import { describe, expect, it } from 'vitest';
import { isReservedCustomUrl } from '@contracts/reserved-urls';
import { paths } from './paths';

/** Every fixed path of `paths`, nested ones included. */
function fixedPaths(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(fixedPaths);
  return [];
}

describe('reserved first segments', () => {
  it('include the first segment of every page of the app, so no custom URL hides one', () => {
    const segments = new Set(
      [...fixedPaths(paths), paths.category({ id: 1 }), paths.order(1)]
        .map((path) => path.split('/')[1]!)
        .filter((segment) => segment.length > 0),
    );
    expect([...segments].filter((segment) => !isReservedCustomUrl(segment))).toEqual([]);
  });
});
