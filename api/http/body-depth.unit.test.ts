import { describe, expect, it } from 'vitest';
import { nestedDeeperThan, refuseDeepBody } from './body-depth';
import { BODY_DEPTH_LIMIT, BODY_TOO_DEEP } from './body-limit';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const arrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('nestedDeeperThan', () => {
  it('counts objects and arrays inside one another', () => {
    for (const nest of [arrays, objects]) {
      expect(nestedDeeperThan(bytes(nest(3)), 3)).toBe(false);
      expect(nestedDeeperThan(bytes(nest(4)), 3)).toBe(true);
    }
    expect(nestedDeeperThan(bytes('{"a":[{"b":[1]}],"c":{"d":2}}'), 4)).toBe(false);
    expect(nestedDeeperThan(bytes('{"a":[{"b":[1]}],"c":{"d":2}}'), 3)).toBe(true);
    // Side by side is not inside: a long flat list is one level.
    expect(nestedDeeperThan(bytes(`[${'[1],'.repeat(10_000)}[1]]`), 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestedDeeperThan(bytes(JSON.stringify({ a: '[[[[{{{{' })), 1)).toBe(false);
    expect(nestedDeeperThan(bytes(JSON.stringify({ a: 'say "[[[["' })), 1)).toBe(false);
    expect(nestedDeeperThan(bytes(JSON.stringify({ a: 'ends in \\', b: '[[[[' })), 1)).toBe(false);
    expect(nestedDeeperThan(bytes(JSON.stringify({ a: '\\"[[', b: [[1]] })), 2)).toBe(true);
    expect(nestedDeeperThan(bytes(JSON.stringify({ 'k[[[': '💥[', b: 'é{' })), 1)).toBe(false);
  });

  it('sees the nesting JSON.parse would build, for generated values', () => {
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object'
        ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
        : 0;
    const samples = [
      { a: [1, { b: ['x]', { c: '}}' }] }], d: '\\' },
      [[[], [[]]], '"', { '"[': { '\\': [] } }],
      { text: 'a\\"b\\\\', list: [[['\\\\"']]] },
    ];
    for (const sample of samples) {
      const text = JSON.stringify(sample);
      const depth = depthOf(sample);
      expect(nestedDeeperThan(bytes(text), depth), text).toBe(false);
      expect(nestedDeeperThan(bytes(text), depth - 1), text).toBe(true);
    }
  });

  it('scans a megabyte nested 500,000 levels in milliseconds, stopping at the limit', () => {
    const started = performance.now();
    expect(nestedDeeperThan(bytes(arrays(500_000)), BODY_DEPTH_LIMIT)).toBe(true);
    expect(nestedDeeperThan(bytes(JSON.stringify({ a: 'x'.repeat(1_000_000) })), 1)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('refuseDeepBody', () => {
  const verify =
    (text: string, encoding: string | null = 'utf-8') =>
    () =>
      refuseDeepBody({} as never, {}, bytes(text), encoding);

  it(`refuses a body deeper than ${BODY_DEPTH_LIMIT} levels with 400 and its message`, () => {
    expect(verify(objects(BODY_DEPTH_LIMIT))).not.toThrow();
    expect(verify(objects(BODY_DEPTH_LIMIT + 1))).toThrow(
      expect.objectContaining({ status: 400, type: 'entity.too.deep', message: BODY_TOO_DEEP }),
    );
    // Raw bodies (the gateways' webhooks) carry no charset and are scanned as they are.
    expect(verify(arrays(100_000), null)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('takes JSON in UTF-8 only (RFC 8259 section 8.1)', () => {
    expect(verify('{}', 'utf8')).not.toThrow();
    expect(verify('{}', 'utf-16le')).toThrow(
      expect.objectContaining({ status: 415, type: 'charset.unsupported' }),
    );
  });
});
