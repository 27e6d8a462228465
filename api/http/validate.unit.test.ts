import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, refuseUnstorableText } from './validate';

function issuesOf(value: unknown) {
  try {
    refuseUnstorableText(value);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ZodError);
    return (error as ZodError).issues.map(({ path, message }) => ({ path, message }));
  }
}

describe('refuseUnstorableText', () => {
  it('takes any text PostgreSQL can store, emoji and other pairs included', () => {
    expect(
      issuesOf({ a: ['💥🔑', 'Z̤͔ͧ̑̓ä', '\uFEFF'], '𝒳': { b: 'ok' }, n: 1, t: true, z: null }),
    ).toEqual([]);
  });

  it('refuses U+0000 and lone surrogates in values and keys, naming where', () => {
    expect(issuesOf({ a: 'x\u0000' })).toEqual([{ path: ['a'], message: NUL_MESSAGE }]);
    expect(issuesOf({ list: ['ok', 'half \uD83D'] })).toEqual([
      { path: ['list', 1], message: LONE_SURROGATE_MESSAGE },
    ]);
    expect(issuesOf({ a: { '\uDC00': 1 } })).toEqual([
      { path: ['a', '\uDC00'], message: LONE_SURROGATE_MESSAGE },
    ]);
    expect(issuesOf('\uDBFF\uDBFF')).toEqual([{ path: [], message: LONE_SURROGATE_MESSAGE }]);
    // A pair in the wrong order is two lone halves.
    expect(issuesOf({ a: '\uDC00\uD800' })).toHaveLength(1);
  });

  it('reports at most ten faults', () => {
    expect(issuesOf(Array.from({ length: 1000 }, () => '\uD800'))).toHaveLength(10);
  });

  it('skips raw bytes', () => {
    expect(issuesOf(Buffer.from([0, 0xed, 0xa0, 0x80]))).toEqual([]);
  });

  it('walks a value 100,000 levels deep and as wide in time linear in its size', () => {
    let deep: unknown = 'bottom \uD800';
    for (let level = 0; level < 100_000; level++) deep = { level, inner: deep };
    const wide = Array.from({ length: 100_000 }, (_, index) => ({ index, text: 'fine' }));
    const started = performance.now();
    const issues = issuesOf({ deep, wide });
    // Copying the path at every level made this quadratic: minutes for this value. The bound
    // leaves room for a loaded two-core machine.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toHaveLength(100_001);
    expect(issues[0]!.message).toBe(LONE_SURROGATE_MESSAGE);
  });
});
