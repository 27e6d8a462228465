/** The wait for guessing spread over many addresses (api/identity/sign-in-limits.ts). */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ATTEMPTS, slowDownDelayMs } from './sign-in-limits';

describe('slowDownDelayMs', () => {
  it('waits not at all up to what one address may fail, then doubles from 250 ms to at most 5 s', () => {
    for (let failures = 0; failures <= ACCOUNT_ATTEMPTS.limit; failures++)
      expect(slowDownDelayMs(failures), `${failures}`).toBe(0);
    const beyond = (n: number) => slowDownDelayMs(ACCOUNT_ATTEMPTS.limit + n);
    expect([1, 2, 3, 4, 5, 6, 7].map(beyond)).toEqual([
      250, 500, 1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
    expect(beyond(1_000_000)).toBe(5_000);
  });
});
