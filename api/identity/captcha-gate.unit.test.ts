import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { failedSignInsBefore, signInNeedsCaptcha } from './captcha-gate';

/** A request as the sign-in limiters leave it, with their counts (this attempt included). */
const counted = (accountFailures?: number, addressFailures?: number) =>
  ({
    ...(accountFailures === undefined ? {} : { accountFailures: { used: accountFailures } }),
    ...(addressFailures === undefined ? {} : { addressFailures: { used: addressFailures } }),
  }) as unknown as Request;

describe('failedSignInsBefore', () => {
  it('takes the larger count, less the attempt being made', () => {
    expect(failedSignInsBefore(counted(4, 2))).toBe(3);
    expect(failedSignInsBefore(counted(1, 6))).toBe(5);
  });

  it('is 0 for a first attempt, or when a limiter skipped the request', () => {
    expect(failedSignInsBefore(counted(1, 1))).toBe(0);
    expect(failedSignInsBefore(counted())).toBe(0);
    expect(failedSignInsBefore(counted(undefined, 2))).toBe(1);
  });
});

describe('signInNeedsCaptcha', () => {
  it('asks from the 3rd failure on, only while the setting is on', () => {
    expect(signInNeedsCaptcha(true, 2)).toBe(false);
    expect(signInNeedsCaptcha(true, 3)).toBe(true);
    expect(signInNeedsCaptcha(true, 10)).toBe(true);
    expect(signInNeedsCaptcha(false, 10)).toBe(false);
  });
});
